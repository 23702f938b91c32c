import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../analytics/analytics.ts';
import { appConfig } from '../config/app-config.ts';
import { useStore } from '../store/use-store.ts';
import { connectModal } from '../wallet/connect-modal.ts';
import { walletIntentHandlers } from '../wallet/wallet-intent.ts';
import { initWalletConnection, walletSession } from '../wallet/wallet-session.ts';

// Reads the connector through @site/wallet-react's hooks, so it loads with the wallet stack,
// never on the path to first paint.
const ConnectedAddressOr = lazy(() => import('./connected-address-or.tsx'));

/** `Connect wallet`: opens the connect modal now, or as soon as the wallet UI has loaded. */
export function PlainConnectButton({ className, busy = false }: { className: string; busy?: boolean }): ReactNode {
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

/** `Connect wallet`, or the connected address linking to the profile once the wallet is known. */
export function ConnectButton({ className = 'button button--primary' }: { className?: string }): ReactNode {
  const session = useStore(walletSession);
  const plain = <PlainConnectButton className={className} />;
  if (session.status !== 'ready') return plain;
  return (
    <Suspense fallback={plain}>
      <ConnectedAddressOr connector={session.connector} className={className} />
    </Suspense>
  );
}
