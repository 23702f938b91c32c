import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSections } from '../components/document-sections.tsx';

export default function TermsPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page document" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.terms')}</h1>
      <p className="hint">{t('terms.updated')}</p>
      <p>{t('terms.intro')}</p>
      <DocumentSections sections={t('terms.sections', { returnObjects: true })} />
    </article>
  );
}
