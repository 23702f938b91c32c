import { selectConnectInProgress, type AvailableWallet, type ConnectionState } from '@site/wallet-core';
import type { ReactNode } from 'react';
import { useMessages } from '../messages/use-messages.ts';
import { ExternalLink } from './external-link.tsx';
import { useWalletIcon } from './use-wallet-icon.ts';
import { WalletIcon } from './wallet-icon.tsx';

export interface ConnectingStepProps {
  connection: ConnectionState;
  wallet: AvailableWallet | undefined;
  onRetry: () => void;
  onBack: () => void;
}

/** Step two: which wallet, what to do in it, and a way on from every outcome. */
export function ConnectingStep({ connection, wallet, onRetry, onBack }: ConnectingStepProps): ReactNode {
  const { t } = useMessages();
  const icon = useWalletIcon(wallet);
  const name = connection.walletLabel ?? wallet?.label ?? '';
  const waiting = selectConnectInProgress({ connection });

  let text: ReactNode;
  switch (connection.status) {
    case 'pending':
      text = t('pendingHint', { wallet: name });
      break;
    case 'rejected':
      text = t('rejectedHint', { wallet: name });
      break;
    case 'unavailable':
      text = connection.externalUrl ? (
        <ExternalLink href={connection.externalUrl} className="wr-link">
          {t('unavailableWithLink', { wallet: name })}
        </ExternalLink>
      ) : (
        t('unavailableNoLink', { wallet: name })
      );
      break;
    case 'failed':
      text = t('failedHint', { error: connection.error?.shortMessage ?? connection.error?.message ?? t('unknownError') });
      break;
    default:
      text = t('connectingHint', { wallet: name });
  }

  return (
    <div className="wr-step wr-connecting" data-wr-status={connection.status}>
      <div className="wr-hero">
        <WalletIcon src={icon} size={56} />
        {waiting ? <span className="wr-spinner" aria-hidden="true" /> : null}
      </div>
      <p className="wr-text wr-center" role={connection.status === 'failed' ? 'alert' : 'status'}>
        {text}
      </p>
      <div className="wr-actions">
        {connection.status === 'rejected' || connection.status === 'failed' ? (
          <button type="button" className="wr-button wr-button-primary" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        ) : null}
        <button type="button" className="wr-button" onClick={onBack}>
          {waiting ? t('cancel') : t('back')}
        </button>
      </div>
    </div>
  );
}
