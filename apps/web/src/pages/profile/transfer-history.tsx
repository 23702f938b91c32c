import type { LedgerTransfer } from '@site/api-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/api-error-text.ts';
import { formatInstant } from '../../account/format-instant.ts';
import { apiQueryKey } from '../../api/api-query.ts';
import { api } from '../../api/api.ts';
import { signedAssetAmountText } from './signed-amount.ts';

const pageSize = '10';

/** One movement as people read it: what it was, the words written for the player about it, when (in their language and time zone), and the signed amount of which asset. */
function TransferRow({ transfer }: { transfer: LedgerTransfer }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const what = t(`ledger.reasons.${transfer.reason}`, { defaultValue: t('ledger.reasons.other', { reason: transfer.reason }) });
  return (
    // Focusable (not in the tab order) only so "Show more" can move to the first new row.
    <li className="economy-list__item" tabIndex={-1}>
      <span className="economy-list__main">
        <span>{what}</span>
        {/* Words written for the player (an admin's grant reason): plain text, as it was written. */}
        {transfer.note !== null && (
          <q className="economy-list__note">
            <bdi>{transfer.note}</bdi>
          </q>
        )}
        <span className="economy-list__meta">
          <time dateTime={transfer.createdAt}>{formatInstant(transfer.createdAt, language, { withTime: true })}</time>
        </span>
      </span>
      <span className="economy-list__amount" data-amount={transfer.amount}>
        {signedAssetAmountText(t, transfer.asset, transfer.amount, language)}
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
  const query = useInfiniteQuery({
    queryKey: [...apiQueryKey('listLedgerTransfers', { query: { limit: pageSize } }), 'pages'],
    queryFn: ({ pageParam }) => api.call('listLedgerTransfers', { query: { limit: pageSize, ...(pageParam === null ? {} : { cursor: pageParam }) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const firstOfPage = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const { data } = query;
  const transfers = data?.pages.flatMap((page) => page.transfers) ?? [];
  const nextCursor = data?.pages.at(-1)?.nextCursor ?? null;
  const loading = data === undefined ? query.isFetching : query.isFetchingNextPage;
  const failed = !loading && (data === undefined ? query.isError : query.isFetchNextPageError);
  const error = failed ? query.error : null;

  const more = (): void => {
    firstOfPage.current = transfers.length;
    void query.fetchNextPage();
  };

  useEffect(() => {
    const first = firstOfPage.current;
    if (first === null || transfers.length <= first) return;
    const row = list.current?.children[first];
    if (row instanceof HTMLElement) row.focus();
    firstOfPage.current = null;
  }, [transfers.length]);

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
              if (data === undefined) void query.refetch();
              else more();
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {!loading && !error && nextCursor !== null && (
        <button type="button" className="button" onClick={more}>
          {t('profile.historyMore')}
        </button>
      )}
      {!loading && !error && nextCursor === null && transfers.length > 0 && <p className="hint">{t('profile.historyEnd')}</p>}
    </>
  );
}
