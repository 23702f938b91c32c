import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackEvent } from '../analytics/analytics.ts';
import { BusyButton } from '../components/busy-button.tsx';
import { appConfig } from '../config/app-config.ts';
import { useStore } from '../store/use-store.ts';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { connectModal } from './connect-modal.ts';
import { shortenAddress } from './format-address.ts';
import { walletDisplay } from './wallet-display.ts';
import { useWalletUiLoading } from './wallet-ui-loading.ts';
import { walletIntentHandlers } from './wallet-intent.ts';
import { initWalletConnection } from './wallet-session.ts';

/**
 * `Connect wallet`: opens the connect modal now, or as soon as the wallet UI has loaded. From the
 * tap until then it says it is working (a spinner, `aria-busy`), and a second tap does nothing.
 * `short`: a one-word label where space is scarce (the header on a phone, global.css), the full
 * one still its accessible name.
 */
function PlainConnectButton({ className, restoring, short }: { className: string; restoring: boolean; short: boolean }): ReactNode {
  const { t } = useTranslation();
  const loading = useWalletUiLoading();
  const busy = restoring || loading;
  return (
    <BusyButton
      busy={busy}
      className={`${className} connect-button`}
      aria-label={short ? t('connect.button') : undefined}
      {...walletIntentHandlers}
      onClick={() => {
        trackEvent('connect_wallet_clicked', { page: window.location.pathname });
        connectModal.open();
        void initWalletConnection(appConfig);
      }}
    >
      {short ? (
        <>
          <span className="connect-button__full">{t('connect.button')}</span>
          <span className="connect-button__short" aria-hidden="true">
            {t('connect.buttonShort')}
          </span>
        </>
      ) : (
        t('connect.button')
      )}
    </BusyButton>
  );
}

/**
 * `Connect wallet` (busy while autoconnect is still trying the remembered wallet), or the
 * connected address linking to the profile. Reads `walletDisplay`, so it needs nothing of the
 * wallet stack and stays the same button while the stack loads. Nothing inside a Telegram mini
 * app, where Telegram allows no EVM wallet.
 */
export function ConnectButton({ className = 'button button--primary', short = false }: { className?: string; short?: boolean }): ReactNode {
  const { address, restoring } = useStore(walletDisplay);
  const miniApp = useIsMiniApp();
  if (miniApp) return null;
  if (!address) return <PlainConnectButton className={className} restoring={restoring} short={short} />;
  return (
    <Link to="/profile" className={className} title={address}>
      {shortenAddress(address)}
    </Link>
  );
}
