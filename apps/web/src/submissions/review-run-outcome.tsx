import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../economy/use-amount-text.ts';
import type { FinishedReviewRun } from './review-run-bridge.ts';

/** What the game finished a review run with, and what a player would have been paid for it. */
export function ReviewRunOutcome({ finished }: { finished: FinishedReviewRun }): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const { run } = finished;
  return (
    <section className="run-outcome" role="status" aria-label={t('submissions.reviewRun.outcomeHeading')} data-testid="review-run-outcome">
      <h3>{t('submissions.reviewRun.outcomeHeading')}</h3>
      <dl className="details run-outcome__facts">
        <div>
          <dt>{t('submissions.reviewRun.score')}</dt>
          <dd data-testid="review-run-score">{run.score ?? 0}</dd>
        </div>
        {run.level !== null && (
          <div>
            <dt>{t('play.level')}</dt>
            <dd data-testid="review-run-level">{run.level}</dd>
          </div>
        )}
        <div>
          <dt>{t('submissions.reviewRun.completed')}</dt>
          <dd data-testid="review-run-completed">{run.completed === true ? t('submissions.reviewRun.yes') : t('submissions.reviewRun.no')}</dd>
        </div>
        <div>
          <dt>{t('submissions.reviewRun.playerReward')}</dt>
          <dd data-testid="review-run-table-reward">{amountText('game_coin', finished.tableReward)}</dd>
        </div>
        <div>
          <dt>{t('submissions.reviewRun.cost')}</dt>
          <dd data-testid="review-run-cost">{t('submissions.reviewRun.costValue')}</dd>
        </div>
      </dl>
    </section>
  );
}
