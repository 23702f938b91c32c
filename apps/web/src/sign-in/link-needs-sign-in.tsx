import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Announcement } from './announcement.tsx';

/** `?link=1` while signed out: there is no account to add this way of signing in to yet. */
export function LinkNeedsSignIn(): ReactNode {
  const { t } = useTranslation();
  return (
    <Announcement tone="info">
      <p>{t('signIn.linkNeedsSignIn')}</p>
      <Link to="/login">{t('nav.login')}</Link>
    </Announcement>
  );
}
