import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormattedDate } from '../components/formatted-date.tsx';
import { LoadError } from '../components/load-error.tsx';
import { TranslatedLoading } from '../components/translated-loading.tsx';
import { newsLanguageOf } from '../news/news-language.ts';
import '../news/news.css';
import { useNewsList } from '../news/use-news.ts';

/** /news: the server's news, newest first, an older page at a time. */
export default function NewsPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const language = newsLanguageOf(i18n.resolvedLanguage);
  const { list, loadMore, reload } = useNewsList(language);
  const listRef = useRef<HTMLUListElement>(null);
  // After "Older news", focus moves to the first entry that arrived, so keyboard readers go on from there.
  const focusFrom = useRef<number | null>(null);
  const shownCount = list.status === 'ready' ? list.entries.length : 0;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || shownCount <= index) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.news-list__item h2 a')[index]?.focus();
  }, [shownCount]);

  let content: ReactNode;
  if (list.status === 'loading') content = <TranslatedLoading />;
  else if (list.status === 'error') content = <LoadError error={list.error} retry={reload} />;
  else if (list.entries.length === 0) content = <p>{t('news.empty')}</p>;
  else {
    content = (
      <>
        <ul ref={listRef} className="news-list">
          {list.entries.map((entry) => (
            <li key={entry.id} className="news-list__item" data-news-entry={entry.id} lang={entry.language === language ? undefined : entry.language}>
              <h2 className="news-title">
                <Link to={`/news/${entry.id}`}>
                  <bdi>{entry.title}</bdi>
                </Link>
              </h2>
              <p className="hint">
                <FormattedDate value={entry.publishedAt.slice(0, 10)} />
              </p>
              <p className="news-summary">{entry.summary}</p>
            </li>
          ))}
        </ul>
        {typeof list.more === 'object' && <LoadError error={list.more.error} retry={loadMore} />}
        {list.nextCursor !== null && typeof list.more !== 'object' && (
          <div className="news-list__more">
            <button
              type="button"
              className="button"
              aria-disabled={list.more === 'loading' ? true : undefined}
              aria-busy={list.more === 'loading' ? true : undefined}
              onClick={() => {
                focusFrom.current = list.entries.length;
                loadMore();
              }}
            >
              {list.more === 'loading' ? t('news.loadingOlder') : t('news.olderNews')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.news')}</h1>
      <p>{t('news.intro')}</p>
      {content}
    </article>
  );
}
