import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api/api.ts';

/** How many browsers and devices are signed in to the account, with the way to manage them in /setting. */
export function SessionsSummary(): ReactNode {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let current = true;
    api.call('listSessions').then(
      ({ sessions }) => {
        if (current) setCount(sessions.length);
      },
      () => {
        if (current) setCount('failed');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      {count === 'loading' ? t('common.loading') : count === 'failed' ? t('account.sessionsUnknown') : t('account.sessionsCount', { count })}{' '}
      <Link to="/setting#settings-sessions">{t('account.manageSessions')}</Link>
    </>
  );
}
