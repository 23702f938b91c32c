import type { Account } from '@site/api-contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAutomaticDisplayName } from '@site/api-contract/automatic-display-name';
import { DisplayNameForm } from './setting/display-name-form.tsx';

/**
 * Above the invite link, while the account still has its automatic name: the friend would see
 * "Player 9XBG", so the player is offered to choose a name first (saved as in /setting), or to
 * skip. Once offered it stays until skipped, so the saved name is confirmed where it was typed.
 */
export function InviteNameOffer({ account }: { account: Account }): ReactNode {
  const { t } = useTranslation();
  const [offered, setOffered] = useState(() => isAutomaticDisplayName(account.displayName));
  if (!offered) return null;
  return (
    <section className="notice invite-name-offer" aria-labelledby="invite-name-offer">
      <h2 id="invite-name-offer">{t('invite.nameOffer.heading')}</h2>
      <p>{t('invite.nameOffer.intro', { name: account.displayName })}</p>
      <DisplayNameForm account={account} initial="" />
      <p className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setOffered(false);
          }}
        >
          {t('invite.nameOffer.skip')}
        </button>
      </p>
    </section>
  );
}
