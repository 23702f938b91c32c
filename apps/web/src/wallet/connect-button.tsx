import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackEvent } from '../analytics/analytics.ts';
import { appConfig } from '../config/app-config.ts';
import { useStore } from '../store/use-store.ts';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { connectModal } from './connect-modal.ts';
import { shortenAddress } from './format-address.ts';
import { walletDisplay } from './wallet-display.ts';
import { walletIntentHandlers } from './wallet-intent.ts';
import { initWalletConnection } from './wallet-session.ts';

/** `Connect wallet`: opens the connect modal now, or as soon as the wallet UI has loaded. */
function PlainConnectButton({ className, busy = false }: { className: string; busy?: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-busy={busy ? true : undefined}
      {...walletIntentHandlers}
      onClick={() => {
        trackEvent('connect_wallet_clicked', { page: window.location.pathname });
        connectModal.open();
        void initWalletConnection(appConfig);
      }}
    >
      {t('connect.button')}
    </button>
  );
}

/**
 * `Connect wallet` (busy while autoconnect is still trying the remembered wallet), or the
 * connected address linking to the profile. Reads `walletDisplay`, so it needs nothing of the
 * wallet stack and stays the same button while the stack loads. Nothing inside a Telegram mini
 * app, where Telegram allows no EVM wallet.
 */
export function ConnectButton({ className = 'button button--primary' }: { className?: string }): ReactNode {
  const { address, restoring } = useStore(walletDisplay);
  const miniApp = useIsMiniApp();
  if (miniApp) return null;
  if (!address) return <PlainConnectButton className={className} busy={restoring} />;
  return (
    <Link to="/profile" className={className} title={address}>
      {shortenAddress(address)}
    </Link>
  );
}
