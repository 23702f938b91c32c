import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { documentTitle } from '../components/document-title.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { LoadError } from '../components/load-error.tsx';
import { TranslatedLoading } from '../components/translated-loading.tsx';
import { NewsBody } from '../news/news-body.tsx';
import { newsLanguageOf } from '../news/news-language.ts';
import '../news/news.css';
import { useNewsEntry } from '../news/use-news.ts';

/** One news entry; an unknown id shows "not found" (never an error screen). */
export default function NewsEntryPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const language = newsLanguageOf(i18n.resolvedLanguage);
  const { state, retry } = useNewsEntry(id, language);
  const entryTitle = state.status === 'ready' ? state.entry.title : null;

  useEffect(() => {
    if (entryTitle) document.title = documentTitle(entryTitle, t('site.name'));
  }, [entryTitle, t]);

  const back = (
    <p>
      <Link to="/news">{t('news.backToNews')}</Link>
    </p>
  );

  if (state.status === 'loading') return <TranslatedLoading />;
  if (state.status === 'not-found') {
    return (
      <article className="page" aria-labelledby="page-heading">
        <h1 id="page-heading">{t('news.notFoundTitle')}</h1>
        <p>{t('news.notFoundText')}</p>
        {back}
      </article>
    );
  }
  if (state.status === 'error') {
    return (
      <article className="page" aria-labelledby="page-heading">
        <h1 id="page-heading">{t('titles.newsEntry')}</h1>
        <LoadError error={state.error} retry={retry} />
        {back}
      </article>
    );
  }
  const { entry } = state;
  const otherLanguage = entry.language !== language;
  return (
    <article className="page document" aria-labelledby="page-heading">
      <h1 id="page-heading" className="news-title" lang={otherLanguage ? entry.language : undefined}>
        {entry.title}
      </h1>
      <p className="hint">
        <FormattedDate value={entry.publishedAt.slice(0, 10)} />
      </p>
      {otherLanguage && <p className="notice">{t('news.onlyInEnglish')}</p>}
      <div lang={otherLanguage ? entry.language : undefined}>
        <NewsBody text={entry.body} />
      </div>
      {back}
    </article>
  );
}
