import type { AvailableWallet } from '@site/wallet-core';
import type { ReactNode } from 'react';
import { useMessages } from '../messages/use-messages.ts';
import { ExternalLink } from './external-link.tsx';
import { useWalletIcon } from './use-wallet-icon.ts';
import { WalletIcon } from './wallet-icon.tsx';

export interface WalletOptionProps {
  wallet: AvailableWallet;
  disabled: boolean;
  describedBy?: string | undefined;
  onSelect: (label: string) => void;
}

/** One row of the wallet list: a button for an installed wallet, an install link otherwise. */
export function WalletOption({ wallet, disabled, describedBy, onSelect }: WalletOptionProps): ReactNode {
  const { t } = useMessages();
  const icon = useWalletIcon(wallet);
  if (!wallet.installed && wallet.externalUrl) {
    return (
      <ExternalLink href={wallet.externalUrl} className="wr-wallet">
        <WalletIcon src={icon} />
        <span className="wr-wallet-label">{wallet.label}</span>
        <span className="wr-badge">{t('install')}</span>
      </ExternalLink>
    );
  }
  return (
    <button
      type="button"
      className="wr-wallet"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => {
        onSelect(wallet.label);
      }}
    >
      <WalletIcon src={icon} />
      <span className="wr-wallet-label">{wallet.label}</span>
    </button>
  );
}
