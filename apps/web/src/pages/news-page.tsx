import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormattedDate } from '../components/formatted-date.tsx';
import { TranslatedLoading } from '../components/translated-loading.tsx';
import { localize } from '../news/parse-news.ts';
import { useNewsIndex } from '../news/use-news.ts';

export default function NewsPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const [news, retry] = useNewsIndex();
  const language = i18n.resolvedLanguage ?? 'en';

  let content: ReactNode;
  if (news.status === 'loading') content = <TranslatedLoading />;
  else if (news.status === 'ready' && news.data.length === 0) content = <p>{t('news.empty')}</p>;
  else if (news.status === 'ready') {
    content = (
      <ul className="news-list">
        {news.data.map((entry) => (
          <li key={entry.id} className="news-list__item">
            <h2>
              <Link to={`/news/${entry.id}`}>{localize(entry.title, language)}</Link>
            </h2>
            <p className="hint">
              <FormattedDate value={entry.date} />
            </p>
            <p>{localize(entry.summary, language)}</p>
          </li>
        ))}
      </ul>
    );
  } else {
    content = (
      <div className="notice" role="status">
        <p>{t('news.loadError')}</p>
        <button type="button" className="button button--small" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
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
