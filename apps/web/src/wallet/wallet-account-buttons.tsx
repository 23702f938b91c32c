import type { ConnectedWallet, WalletConnector } from '@site/wallet-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchAccount } from './use-switch-account.ts';

export interface WalletAccountButtonsProps {
  wallet: ConnectedWallet;
  connector: WalletConnector | null;
  /** The page's `useSwitchAccount()`: the wallet whose picker is open shows `aria-busy`. */
  switching: SwitchAccount;
  /** `button` on /profile, `button button--small` in /settings' list. */
  className: string;
  /** Where several wallets are listed (/settings), each button's name says which wallet it acts on. */
  namesWallet?: boolean;
  /** While a disconnect is under way. */
  disconnectDisabled?: boolean;
}

/** "Switch account" (the wallet's own picker) and "Disconnect" for one connected wallet, on /profile and /settings. */
export function WalletAccountButtons({ wallet, connector, switching, className, namesWallet = false, disconnectDisabled = false }: WalletAccountButtonsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={namesWallet ? t('settings.switchAccountWallet', { wallet: wallet.label }) : undefined}
        aria-busy={switching.pendingWallet === wallet.label ? true : undefined}
        onClick={() => {
          switching.switchAccount(wallet);
        }}
      >
        {t('profile.switchAccount')}
      </button>
      <button
        type="button"
        className={className}
        aria-label={namesWallet ? t('settings.disconnectWallet', { wallet: wallet.label }) : undefined}
        disabled={disconnectDisabled}
        onClick={() => {
          void connector?.disconnect({ label: wallet.label });
        }}
      >
        {t('profile.disconnect')}
      </button>
    </>
  );
}
