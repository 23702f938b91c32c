import type { Account, PublicConfigView } from '@site/api-contract';
import type { EIP1193Provider } from '@site/wallet-core';
import { usePrimaryAccount, usePrimaryWallet, useWalletState } from '@site/wallet-react/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConnectButton } from '../wallet/connect-button.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { appConfig } from '../config/app-config.ts';
import { coreChainId } from '../wallet/chain-ids.ts';
import { useStore } from '../store/use-store.ts';
import { initWalletConnection, readyConnector, walletSession } from '../wallet/wallet-session.ts';

export interface ReadyWallet {
  provider: Pick<EIP1193Provider, 'request'>;
  address: string;
}

/**
 * The wallet to send from, through the site's wallet connection: connected, on Core (else a
 * switch), and linked to the account (else the way to link it). Only then `children` gets it.
 */
export function DepositWallet({ account, chainId, children }: { account: Account; chainId: PublicConfigView['chainId']; children: (wallet: ReadyWallet) => ReactNode }): ReactNode {
  const { t } = useTranslation();
  const session = useStore(walletSession);
  const connector = readyConnector(session);
  const wallet = usePrimaryWallet({ connector });
  const address = usePrimaryAccount({ connector })?.address;
  const autoconnect = useWalletState((state) => state.autoconnect, { connector });
  const [switchFailed, setSwitchFailed] = useState(false);

  useEffect(() => {
    void initWalletConnection(appConfig);
  }, []);

  // The site's connector is made for Core; the server's chain is the same one (checked, not assumed).
  const wantedChain = `0x${chainId.toString(16)}`;

  if (session.status === 'unavailable') return <p className="notice">{t('walletLogin.unavailable')}</p>;
  if (autoconnect === undefined || autoconnect === 'running') return <LoadingIndicator label={t('common.loading')} />;
  if (!wallet || !address) {
    return (
      <div className="notice">
        <p>{t('deposit.connectFirst')}</p>
        <ConnectButton />
      </div>
    );
  }
  if (wantedChain !== coreChainId) return <p className="notice">{t('deposit.chainMismatch', { chainId })}</p>;
  if (wallet.chainId !== coreChainId) {
    return (
      <div className="notice" role="status">
        <p>{t('deposit.wrongChain', { chainId: Number.parseInt(wallet.chainId, 16) || wallet.chainId })}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSwitchFailed(false);
            void connector?.setChain({ chainId: coreChainId }).then((outcome) => {
              setSwitchFailed(outcome.status === 'failed');
            });
          }}
        >
          {t('profile.switchNetwork')}
        </button>
        {switchFailed && <p>{t('deposit.switchFailed')}</p>}
      </div>
    );
  }
  const linked = account.identities.some((identity) => identity.kind === 'wallet' && identity.label.toLowerCase() === address.toLowerCase());
  if (!linked) {
    return (
      <div className="notice" role="status">
        <p className="long-value">{t('deposit.notLinked', { address })}</p>
        <Link to="/wallet-login?link=1" className="button button--primary">
          {t('deposit.linkWallet')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="long-value">
        {t('deposit.fromWallet', { wallet: wallet.label })} <span className="mono">{address}</span>
      </p>
      {children({ provider: wallet.provider, address })}
    </>
  );
}
