import type { Account } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletsNotInTelegram } from './wallets-not-in-telegram.tsx';

/**
 * Inside the Telegram mini app, the wallets linked to the account as their addresses only: no
 * connect, switch or disconnect (Telegram allows mini apps no EVM wallet).
 */
export function LinkedWalletAddresses({ account }: { account: Account | null }): ReactNode {
  const { t } = useTranslation();
  const addresses = (account?.identities ?? []).filter((identity) => identity.kind === 'wallet').map((identity) => identity.label);
  return (
    <>
      {addresses.length > 0 && (
        <ul className="row-list" aria-label={t('miniApp.linkedWallets')}>
          {addresses.map((address) => (
            <li key={address} className="row-list__item">
              <span className="mono long-value">{address}</span>
            </li>
          ))}
        </ul>
      )}
      <WalletsNotInTelegram />
    </>
  );
}
