import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewQueue } from './review-queue.tsx';

/** /admin's review desk: the versions waiting for a decision, and those the inspection blocks. */
export function ReviewDesk(): ReactNode {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">{t('submissions.queueHeading')}</h2>
      <p>{t('submissions.queueIntro')}</p>
      <ReviewQueue />
    </section>
  );
}
