import type { Account, ConnectedWallet } from '@site/wallet-core';
import { useEffect, type ReactNode } from 'react';
import { useMessages } from '../messages/use-messages.ts';
import { WalletIcon } from './wallet-icon.tsx';

/** The connect modal closes this long after the connected step appears. */
export const CONNECTED_CLOSE_DELAY_MS = 1500;

export interface ConnectedStepProps {
  wallet: ConnectedWallet | undefined;
  label: string;
  onDone: () => void;
}

function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

function AccountSummary({ account }: { account: Account }): ReactNode {
  const name = account.ens?.name ?? account.uns?.name;
  return (
    <p className="wr-account">
      {name ? <span className="wr-account-name">{name}</span> : null}
      <span className="wr-address" title={account.address}>
        {shortAddress(account.address)}
      </span>
      {account.balance ? (
        <span className="wr-balance">
          {account.balance.formatted} {account.balance.symbol}
        </span>
      ) : null}
    </p>
  );
}

/** Step three: success, then `onDone` after `CONNECTED_CLOSE_DELAY_MS`. */
export function ConnectedStep({ wallet, label, onDone }: ConnectedStepProps): ReactNode {
  const { t } = useMessages();
  useEffect(() => {
    const timer = setTimeout(onDone, CONNECTED_CLOSE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [onDone]);
  const account = wallet?.accounts[0];
  return (
    <div className="wr-step wr-connected">
      <div className="wr-hero">
        <WalletIcon src={wallet?.icon} size={56} />
        <svg className="wr-check" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <p className="wr-text wr-center" role="status">
        {t('connectedHint', { wallet: label })}
      </p>
      {account ? <AccountSummary account={account} /> : null}
    </div>
  );
}
