import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { LoadError } from '../components/load-error.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { useApiResource } from '../pages/home/use-api-resource.ts';
import { NotAllowed } from '../submissions/not-allowed.tsx';
import { TicketCard } from './ticket-card.tsx';
import './support.css';

/** The moderators' ticket desk in /admin: open tickets first, a page at a time. */
export function TicketDesk(): ReactNode {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const announce = (text: string): void => {
    setNotice(text);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <section aria-labelledby="ticket-desk-heading">
      <h2 id="ticket-desk-heading">{t('support.desk.heading')}</h2>
      <p>{t('support.desk.intro')}</p>
      <div ref={statusRef} role="status" tabIndex={-1} className={notice === null ? 'form-alert--empty' : 'notice notice--success'}>
        {notice !== null && <p>{notice}</p>}
      </div>
      <TicketPage key={page} page={page} onPage={setPage} onChanged={announce} />
    </section>
  );
}

function TicketPage({ page, onPage, onChanged }: { page: number; onPage: (page: number) => void; onChanged: (text: string) => void }): ReactNode {
  const { t } = useTranslation();
  const { state, retry } = useApiResource(() => api.call('listSupportTickets', { query: { page: String(page) } }));
  if (state.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (state.status === 'error') {
    if (state.error instanceof ApiError && state.error.status === 403) return <NotAllowed />;
    return <LoadError error={state.error} retry={retry} />;
  }
  const { tickets, pageCount, openCount } = state.value;
  return (
    <>
      <p>{t('support.desk.openCount', { count: openCount })}</p>
      {tickets.length === 0 ? (
        <p className="notice">{t('support.desk.empty')}</p>
      ) : (
        <ul className="ticket-list">
          {tickets.map((ticket) => (
            <li key={ticket.number}>
              <TicketCard ticket={ticket} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav className="ticket-pages" aria-label={t('support.desk.pages')}>
          {page > 1 && (
            <button type="button" className="button" onClick={() => {
                onPage(page - 1);
              }}>
              {t('support.desk.previous')}
            </button>
          )}
          <span>{t('support.desk.pageOf', { page, count: pageCount })}</span>
          {page < pageCount && (
            <button type="button" className="button" onClick={() => {
                onPage(page + 1);
              }}>
              {t('support.desk.next')}
            </button>
          )}
        </nav>
      )}
    </>
  );
}
