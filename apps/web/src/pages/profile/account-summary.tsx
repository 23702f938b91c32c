import type { Account } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatInstant } from '../../account/format-instant.ts';
import { SessionsSummary } from './sessions-summary.tsx';

/** The signed-in account: name, role (when not a player), the ways to sign in, and since when. */
export function AccountSummary({ account }: { account: Account }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <dl className="account-details">
        <dt>{t('account.displayName')}</dt>
        <dd>{account.displayName}</dd>
        {account.role !== 'player' && (
          <>
            <dt>{t('account.role')}</dt>
            <dd>{t(`account.roles.${account.role}`)}</dd>
          </>
        )}
        <dt>{t('account.memberSince')}</dt>
        <dd>
          <time dateTime={account.createdAt}>{formatInstant(account.createdAt, language)}</time>
        </dd>
        <dt>{t('account.identities')}</dt>
        <dd>
          <ul className="identity-list">
            {account.identities.map((identity) => (
              <li key={identity.id}>
                <span className="identity-list__kind">{t(`account.kinds.${identity.kind}`)}</span> <span className="mono">{identity.label}</span>
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('account.sessions')}</dt>
        <dd>
          <SessionsSummary />
        </dd>
      </dl>
      <p className="actions">
        <Link to="/setting" className="button">
          {t('account.editInSettings')}
        </Link>
        {account.identities.some((identity) => identity.kind === 'email') && (
          <Link to="/change-password" className="button">
            {t('titles.changePassword')}
          </Link>
        )}
      </p>
    </>
  );
}
