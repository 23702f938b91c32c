import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackEvent } from '../analytics/analytics.ts';
import { appConfig } from '../config/app-config.ts';
import { openConnectModal } from '../wallet/connect-modal-bridge.ts';
import { shortenAddress } from '../wallet/format-address.ts';
import { useWallet } from '../wallet/use-wallet.ts';
import { walletIntentHandlers } from '../wallet/wallet-intent.ts';
import { initWalletConnection } from '../wallet/wallet-session.ts';

/** `Connect wallet`, or the connected address linking to the profile. */
export function ConnectButton({ className = 'button button--primary' }: { className?: string }): ReactNode {
  const { t } = useTranslation();
  const { state } = useWallet();
  const address = state?.wallets[0]?.accounts[0]?.address;

  if (address) {
    return (
      <Link to="/profile" className={className} title={address}>
        {shortenAddress(address)}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-busy={state?.autoconnect === 'running' ? true : undefined}
      {...walletIntentHandlers}
      onClick={() => {
        trackEvent('connect_wallet_clicked', { page: window.location.pathname });
        openConnectModal();
        void initWalletConnection(appConfig);
      }}
    >
      {t('connect.button')}
    </button>
  );
}
