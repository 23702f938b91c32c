import { useContext } from 'react';
import { MissingProviderError } from '../errors/missing-provider-error.ts';
import { ConnectModalContext, type ConnectModalControls } from '../provider/contexts.ts';

/** Opens and closes the connect modal. Closing while a wallet request is open cancels it. */
export function useConnectModal(): ConnectModalControls {
  const controls = useContext(ConnectModalContext);
  if (!controls) throw new MissingProviderError();
  return controls;
}
