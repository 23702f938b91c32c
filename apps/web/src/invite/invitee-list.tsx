import type { Invitee } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';

/** The people who joined through the link, newest first, each with where its reward stands. */
export function InviteeList({ invitees, total }: { invitees: readonly Invitee[]; total: number }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  if (invitees.length === 0) return <p>{t('invite.nobodyYet')}</p>;
  return (
    <>
      <p>{t('invite.peopleCount', { count: total, formatted: number.format(total) })}</p>
      <ul className="invitee-list">
        {invitees.map((invitee, index) => (
          // Names may repeat and the list is fixed once loaded: the join time and position key it.
          <li key={`${invitee.joinedAt}-${index}`} className="invitee-list__item">
            <span className="invitee-list__name">
              <bdi>{invitee.displayName}</bdi>
            </span>
            <span className="hint">{t('invite.joined', { date: formatInstant(invitee.joinedAt, language) })}</span>
            <span className={`invitee-list__state invitee-list__state--${invitee.state}`}>
              {t(`invite.state.${invitee.state}`, { points: number.format(BigInt(invitee.points)) })}
            </span>
          </li>
        ))}
      </ul>
      {total > invitees.length && <p className="hint">{t('invite.newestShown', { count: invitees.length })}</p>}
    </>
  );
}
