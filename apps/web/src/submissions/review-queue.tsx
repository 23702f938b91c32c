import type { ReviewItem } from '@site/api-contract';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/api-query.ts';
import { ApiError } from '@site/api-contract/client';
import { QueryState } from '../components/query-state.tsx';
import { NotAllowed } from './not-allowed.tsx';
import { ReviewItemCard } from './review-item.tsx';

/** The review queue: each waiting version to play and decide on; a decision is announced and the item leaves the list. */
export function ReviewQueue(): ReactNode {
  const query = useApiQuery('listReviews', []);
  return (
    <QueryState query={query} failed={refusedReviewer}>
      {({ reviews, blocked }) => <ReviewList reviews={reviews} blocked={blocked} />}
    </QueryState>
  );
}

/** The server decides who reviews: a role taken away since the page loaded is said plainly. */
function refusedReviewer(error: unknown): ReactNode {
  return error instanceof ApiError && error.status === 403 ? <NotAllowed /> : null;
}

function ReviewList({ reviews, blocked }: { reviews: readonly ReviewItem[]; blocked: readonly ReviewItem[] }): ReactNode {
  const { t } = useTranslation();
  const [decided, setDecided] = useState<{ key: string; text: string }[]>([]);
  const statusRef = useRef<HTMLDivElement>(null);

  const gone = new Set(decided.map((entry) => entry.key));
  const waiting = reviews.filter((item) => !gone.has(`${item.game}/${item.version}`));
  const blockedWaiting = blocked.filter((item) => !gone.has(`${item.game}/${item.version}`));

  const onDecided = (item: ReviewItem, decision: { state: 'published' } | { state: 'rejected' }): void => {
    const text = t(decision.state === 'published' ? 'submissions.publishedNotice' : 'submissions.rejectedNotice', { title: item.title, version: item.version });
    setDecided((list) => [...list, { key: `${item.game}/${item.version}`, text }]);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <>
      <div ref={statusRef} role="status" tabIndex={-1} className={decided.length > 0 ? 'notice notice--success' : 'form-alert--empty'}>
        {decided.length > 0 && <p>{decided.at(-1)?.text}</p>}
      </div>
      {waiting.length === 0 ? (
        <p className="notice">{t('submissions.queueEmpty')}</p>
      ) : (
        <ul className="review-queue">
          {waiting.map((item) => (
            <li key={`${item.game}/${item.version}`}>
              <ReviewItemCard item={item} onDecided={onDecided} />
            </li>
          ))}
        </ul>
      )}
      {blockedWaiting.length > 0 && (
        <section aria-labelledby="blocked-versions-heading" className="review-queue__blocked">
          <h2 id="blocked-versions-heading">{t('submissions.blockedHeading')}</h2>
          <p>{t('submissions.blockedIntro')}</p>
          <ul className="review-queue">
            {blockedWaiting.map((item) => (
              <li key={`${item.game}/${item.version}`}>
                <ReviewItemCard item={item} onDecided={onDecided} blocked />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
