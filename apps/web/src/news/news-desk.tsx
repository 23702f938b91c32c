import type { NewsSource, NewsSummary } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiQuery } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { queryClient } from '../api/query-client.ts';
import { ConfirmAction } from '../components/confirm-action.tsx';
import { FormattedDate } from '../components/formatted-date.tsx';
import { LoadError } from '../components/load-error.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { problemText, type Problem } from '../forms/field-problem.ts';
import { NewsEditor } from './news-editor.tsx';
import { newsLanguageOf } from './news-language.ts';
import './news.css';
import { reloadNews, useNewsList } from './use-news.ts';

type Notice = { kind: 'saved'; id: string; title: string } | { kind: 'deleted'; title: string } | { kind: 'problem'; problem: Problem };

/** The news section of /admin: write an entry, or edit or delete a published one (the server checks the role too). */
export function NewsDesk(): ReactNode {
  const { t, i18n } = useTranslation();
  const { list, loadMore, reload } = useNewsList(newsLanguageOf(i18n.resolvedLanguage));
  const headingId = useId();
  const editorHeadingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<NewsSource | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const announce = (next: Notice): void => {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  // The entry's source is read afresh for each edit (someone else may have changed it meanwhile).
  const opening = useMutation({
    mutationFn: (entry: NewsSummary) => queryClient.query(apiQuery('getNewsSource', { params: { id: entry.id } })),
    onSuccess: ({ entry: source }) => {
      setNotice(null);
      setEditing(source);
      requestAnimationFrame(() => editorHeadingRef.current?.focus());
    },
    onError: (error) => {
      announce({ kind: 'problem', problem: { error } });
    },
  });
  const removal = useMutation({
    mutationFn: (entry: NewsSummary) => api.call('deleteNews', { params: { id: entry.id } }),
    onSuccess: (_answer, entry) => {
      if (editing?.id === entry.id) setEditing(null);
      announce({ kind: 'deleted', title: entry.title });
      reloadNews();
    },
    onError: (error) => {
      // Refused (say, deleted meanwhile by someone else): the list shows what is there now.
      reloadNews();
      announce({ kind: 'problem', problem: { error } });
    },
  });
  const busy = opening.isPending || removal.isPending;

  const edit = (entry: NewsSummary): void => {
    if (!busy) opening.mutate(entry);
  };
  const remove = (entry: NewsSummary): Promise<void> =>
    busy
      ? Promise.resolve()
      : removal.mutateAsync(entry).then(
          () => undefined,
          () => undefined,
        );

  const onSaved = (entry: NewsSource): void => {
    setEditing(null);
    announce({ kind: 'saved', id: entry.id, title: entry.texts.en.title });
    reloadNews();
  };

  return (
    <section className="news-desk" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('news.desk.heading')}</h2>
      <p>{t('news.desk.intro')}</p>
      <div ref={noticeRef} role="status" tabIndex={-1} className={notice === null ? 'form-alert--empty' : notice.kind === 'problem' ? 'notice notice--error' : 'notice notice--success'}>
        {notice?.kind === 'saved' && (
          <p>
            {t('news.desk.saved', { title: notice.title })} <Link to={`/news/${notice.id}`}>{t('news.desk.read')}</Link>
          </p>
        )}
        {notice?.kind === 'deleted' && <p>{t('news.desk.deleted', { title: notice.title })}</p>}
        {notice?.kind === 'problem' && <p>{problemText(t, notice.problem)}</p>}
      </div>

      <h3 ref={editorHeadingRef} tabIndex={-1}>
        {editing ? t('news.desk.editHeading', { title: editing.texts.en.title }) : t('news.desk.newHeading')}
      </h3>
      <NewsEditor
        key={editing ? `${editing.id}/${editing.updatedAt}` : 'new'}
        source={editing}
        onSaved={onSaved}
        {...(editing
          ? {
              onCancel: () => {
                setEditing(null);
                requestAnimationFrame(() => editorHeadingRef.current?.focus());
              },
            }
          : {})}
      />

      <h3>{t('news.desk.listHeading')}</h3>
      {list.status === 'loading' && <LoadingIndicator label={t('common.loading')} />}
      {list.status === 'error' && <LoadError error={list.error} retry={reload} />}
      {list.status === 'ready' && list.entries.length === 0 && <p>{t('news.empty')}</p>}
      {list.status === 'ready' && list.entries.length > 0 && (
        <ul className="row-list">
          {list.entries.map((entry) => (
            <li key={entry.id} className="row-list__item">
              <span className="news-desk__title">
                <Link to={`/news/${entry.id}`}>
                  <bdi>{entry.title}</bdi>
                </Link>{' '}
                <span className="hint">· <FormattedDate value={entry.publishedAt.slice(0, 10)} /></span>
              </span>
              <span className="row-list__actions">
                <button type="button" className="button button--small" aria-label={t('news.desk.editEntry', { title: entry.title })} aria-disabled={busy ? true : undefined} onClick={() => {
                    edit(entry);
                  }}>
                  {t('news.desk.edit')}
                </button>
                <ConfirmAction
                  label={t('news.desk.delete')}
                  buttonLabel={t('news.desk.deleteEntry', { title: entry.title })}
                  buttonClassName="button button--small button--danger"
                  question={t('news.desk.confirmDelete', { title: entry.title })}
                  confirmLabel={t('news.desk.confirmDeleteButton')}
                  cancelLabel={t('news.desk.keep')}
                  busy={busy}
                  onConfirm={() => remove(entry)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && typeof list.more === 'object' && <LoadError error={list.more.error} retry={loadMore} />}
      {list.status === 'ready' && list.nextCursor !== null && typeof list.more !== 'object' && (
        <div className="news-list__more">
          <button type="button" className="button" aria-disabled={list.more === 'loading' ? true : undefined} onClick={loadMore}>
            {list.more === 'loading' ? t('news.loadingOlder') : t('news.olderNews')}
          </button>
        </div>
      )}
    </section>
  );
}
