import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A page whose feature is not built yet: its title and a plain statement of what it will do.
 * It calls nothing; the typed API it will use is in src/api/.
 */
export function PlannedFeaturePage({ pageKey }: { pageKey: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page planned-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t(`titles.${pageKey}`)}</h1>
      <p className="badge">{t('planned.badge')}</p>
      <h2>{t('planned.whatItWillDo')}</h2>
      <p>{t(`planned.pages.${pageKey}`)}</p>
      <p>
        <Link to="/">{t('common.backHome')}</Link>
      </p>
    </article>
  );
}
