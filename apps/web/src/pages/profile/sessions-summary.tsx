import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../../api/api-query.ts';

/** How many browsers and devices are signed in to the account, with the way to manage them in /setting. */
export function SessionsSummary(): ReactNode {
  const { t } = useTranslation();
  const sessions = useApiQuery('listSessions', []);

  return (
    <>
      <span data-sessions-count>
        {sessions.isSuccess ? t('account.sessionsCount', { count: sessions.data.sessions.length }) : sessions.isError ? t('account.sessionsUnknown') : t('common.loading')}
      </span>{' '}
      <Link to="/setting#settings-sessions">{t('account.manageSessions')}</Link>
    </>
  );
}
