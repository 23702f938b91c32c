import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** What a signed-in account without the moderator or admin role sees at /admin. */
export function NotAllowed(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('submissions.notAllowed')}</p>
      <Link to="/">{t('submissions.backHome')}</Link>
    </div>
  );
}
