import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSections } from '../components/document-sections.tsx';

export default function PrivacyPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page document" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.privacy')}</h1>
      <p className="hint">{t('privacy.updated')}</p>
      <p>{t('privacy.intro')}</p>
      <DocumentSections sections={t('privacy.sections', { returnObjects: true })} />
    </article>
  );
}
