import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { documentTitle } from '../app/document-title.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { TranslatedLoading } from '../components/translated-loading.tsx';
import { localize } from '../news/parse-news.ts';
import { useNewsEntry } from '../news/use-news.ts';

/** One news entry; an unknown id shows "not found" (never an error screen). */
export default function NewsEntryPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const [entry, retry] = useNewsEntry(id);
  const language = i18n.resolvedLanguage ?? 'en';
  const entryTitle = entry.status === 'ready' ? localize(entry.data.title, language) : null;

  useEffect(() => {
    if (entryTitle) document.title = documentTitle(entryTitle, t('site.name'));
  }, [entryTitle, t]);

  const back = (
    <p>
      <Link to="/news">{t('news.backToNews')}</Link>
    </p>
  );

  if (entry.status === 'loading') return <TranslatedLoading />;
  if (entry.status === 'not-found') {
    return (
      <article className="page" aria-labelledby="page-heading">
        <h1 id="page-heading">{t('news.notFoundTitle')}</h1>
        <p>{t('news.notFoundText')}</p>
        {back}
      </article>
    );
  }
  if (entry.status === 'error') {
    return (
      <article className="page" aria-labelledby="page-heading">
        <h1 id="page-heading">{t('titles.newsEntry')}</h1>
        <div className="notice" role="status">
          <p>{t('news.loadError')}</p>
          <button type="button" className="button button--small" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
        {back}
      </article>
    );
  }
  return (
    <article className="page document" aria-labelledby="page-heading">
      <h1 id="page-heading">{entryTitle}</h1>
      <p className="hint">
        <FormattedDate value={entry.data.date} />
      </p>
      {entry.data.body.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is fixed.
        <p key={index}>{localize(paragraph, language)}</p>
      ))}
      {back}
    </article>
  );
}
