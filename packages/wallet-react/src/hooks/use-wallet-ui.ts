import { useContext } from 'react';
import { MissingProviderError } from '../errors/missing-provider-error.ts';
import { UiContext, type WalletUi } from '../provider/contexts.ts';

/** Messages, theme and modal container given to `<WalletProvider>` (internal). */
export function useWalletUi(): WalletUi {
  const ui = useContext(UiContext);
  if (!ui) throw new MissingProviderError();
  return ui;
}
