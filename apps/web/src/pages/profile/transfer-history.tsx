import type { LedgerTransfer } from '@site/api-contract';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/api-error-text.ts';
import { formatInstant } from '../../account/format-instant.ts';
import { api } from '../../api/api.ts';
import { formatSignedAmount } from './signed-amount.ts';

const pageSize = '10';

interface History {
  transfers: LedgerTransfer[];
  /** Where the next page starts; null when the last page is shown. */
  nextCursor: string | null;
  loading: boolean;
  error: unknown;
}

/** One movement as people read it: what it was, when (in their language and time zone), and the signed amount of which asset. */
function TransferRow({ transfer }: { transfer: LedgerTransfer }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const what = t(`ledger.reasons.${transfer.reason}`, { defaultValue: t('ledger.reasons.other', { reason: transfer.reason }) });
  return (
    // Focusable (not in the tab order) only so "Show more" can move to the first new row.
    <li className="economy-list__item" tabIndex={-1}>
      <span className="economy-list__main">
        <span>{what}</span>
        <span className="economy-list__meta">
          <time dateTime={transfer.createdAt}>{formatInstant(transfer.createdAt, language, { withTime: true })}</time>
        </span>
      </span>
      <span className="economy-list__amount" data-amount={transfer.amount}>
        {t('profile.signedAmount', { amount: formatSignedAmount(transfer.amount, language), asset: t(`ledger.assets.${transfer.asset}`) })}
      </span>
    </li>
  );
}

/**
 * The account's transfers, newest first (`GET /api/ledger/transfers`), a page at a time: "Show
 * more" adds the next page below and moves focus to its first row.
 */
export function TransferHistory(): ReactNode {
  const { t } = useTranslation();
  const [history, setHistory] = useState<History>({ transfers: [], nextCursor: null, loading: true, error: null });
  const firstOfPage = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Fetches a page and stores it; the caller says it is loading (the first page starts so).
  const fetchPage = useCallback((cursor: string | null) => {
    api.call('listLedgerTransfers', { query: { limit: pageSize, ...(cursor ? { cursor } : {}) } }).then(
      (page) => {
        setHistory((previous) => {
          firstOfPage.current = cursor ? previous.transfers.length : null;
          return { transfers: cursor ? [...previous.transfers, ...page.transfers] : page.transfers, nextCursor: page.nextCursor, loading: false, error: null };
        });
      },
      (error: unknown) => {
        setHistory((previous) => ({ ...previous, loading: false, error }));
      },
    );
  }, []);

  useEffect(() => {
    fetchPage(null);
  }, [fetchPage]);

  const load = (cursor: string | null): void => {
    setHistory((previous) => ({ ...previous, loading: true, error: null }));
    fetchPage(cursor);
  };

  useEffect(() => {
    if (firstOfPage.current === null) return;
    const row = list.current?.children[firstOfPage.current];
    if (row instanceof HTMLElement) row.focus();
    firstOfPage.current = null;
  }, [history.transfers.length]);

  const { transfers, nextCursor, loading, error } = history;
  return (
    <>
      {transfers.length > 0 ? (
        <ul ref={list} className="economy-list" aria-label={t('profile.historyHeading')}>
          {transfers.map((transfer, index) => (
            <TransferRow key={`${transfer.id}-${transfer.asset}-${index}`} transfer={transfer} />
          ))}
        </ul>
      ) : (
        !loading && !error && <p>{t('profile.historyEmpty')}</p>
      )}
      {loading && <p role="status">{t('common.loading')}</p>}
      {error ? (
        <div className="notice notice--error" role="alert">
          <p>
            {t('profile.historyFailed')} {apiErrorText(t, error)}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              load(transfers.length > 0 ? nextCursor : null);
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {!loading && !error && nextCursor !== null && (
        <button
          type="button"
          className="button"
          onClick={() => {
            load(nextCursor);
          }}
        >
          {t('profile.historyMore')}
        </button>
      )}
      {!loading && !error && nextCursor === null && transfers.length > 0 && <p className="hint">{t('profile.historyEnd')}</p>}
    </>
  );
}
