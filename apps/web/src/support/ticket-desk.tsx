import type { ResponseOf } from '@site/api-contract';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { ApiError } from '@site/api-contract/client';
import { QueryState } from '../components/query-state.tsx';
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
  const query = useApiQuery('listSupportTickets', [{ query: { page: String(page) } }]);
  return (
    <QueryState query={query} failed={(error) => (error instanceof ApiError && error.status === 403 ? <NotAllowed /> : null)}>
      {(answer) => <TicketList answer={answer} page={page} onPage={onPage} onChanged={onChanged} />}
    </QueryState>
  );
}

function TicketList({ answer, page, onPage, onChanged }: { answer: ResponseOf<'listSupportTickets'>; page: number; onPage: (page: number) => void; onChanged: (text: string) => void }): ReactNode {
  const { t } = useTranslation();
  const { tickets, pageCount, openCount } = answer;
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
