import type { WalletsDisabled } from '@site/wallet-core';
import type { MouseEvent, ReactNode } from 'react';
import { useMessages, type Translate } from '../messages/use-messages.ts';
import { OtherSignIn } from './select-wallet-step.tsx';

const explanations: Record<WalletsDisabled['reason'], (t: Translate) => string> = {
  'telegram-mini-app': (t) => t('disabledTelegramMiniApp'),
};

export interface WalletsDisabledStepProps {
  disabled: WalletsDisabled;
  otherSignInUrl?: string | undefined;
  onOtherSignIn?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * What the modal shows when the connector's host forbids wallets (`embeddedIn`): why, and the
 * app's other ways to sign in. No wallet, no download link and no link out to a wallet app.
 */
export function WalletsDisabledStep({ disabled, otherSignInUrl, onOtherSignIn }: WalletsDisabledStepProps): ReactNode {
  const { t } = useMessages();
  return (
    <div className="wr-select">
      <p className="wr-text">{explanations[disabled.reason](t)}</p>
      {otherSignInUrl === undefined ? null : <OtherSignIn url={otherSignInUrl} onClick={onOtherSignIn} />}
    </div>
  );
}
