import type { EconomySummaryView } from '@site/api-contract';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import type { EconomyAsset } from './asset-text.ts';
import { EconomyFacts } from './economy-facts.tsx';

/** What an amount would spend, and receive (null: nothing, as for a burn). */
export interface AmountPlan {
  spent: { asset: EconomyAsset; amount: bigint };
  received: { asset: EconomyAsset; amount: bigint } | null;
}

export interface AmountReviewProps {
  id: string;
  summary: EconomySummaryView;
  plan: AmountPlan;
  /** What will happen, in a sentence. */
  preview: string;
  sending: boolean;
  failure: unknown;
  confirmLabel: string;
  amountText: (asset: EconomyAsset, amount: bigint) => string;
  onConfirm: () => void;
  onChange: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
}

/** The review of an amount: what will happen, the balances after it, a failure that may be retried, confirm or change. */
export function AmountReview({ id, summary, plan, preview, sending, failure, confirmLabel, amountText, onConfirm, onChange, headingRef, alertRef }: AmountReviewProps): ReactNode {
  const { t } = useTranslation();
  const { spent, received } = plan;
  const after = (asset: EconomyAsset): bigint => BigInt(summary.balances[asset]) - (spent.asset === asset ? spent.amount : 0n) + (received?.asset === asset ? received.amount : 0n);
  const assets = [spent.asset, ...(received ? [received.asset] : [])];
  return (
    <section className="economy-review" aria-labelledby={`${id}-review`}>
      <h2 id={`${id}-review`} ref={headingRef} tabIndex={-1}>
        {t('economy.review.heading')}
      </h2>
      <p>{preview}</p>
      <EconomyFacts
        heading={t('economy.review.after')}
        facts={assets.map((asset) => ({ term: t('economy.review.balanceAfter', { asset: t(`economy.assets.${asset}`) }), value: amountText(asset, after(asset)) }))}
      />
      <div ref={alertRef} role="alert" tabIndex={-1} className={failure ? 'notice notice--error' : 'form-alert--empty'}>
        {failure !== null && (
          <p>
            {apiErrorText(t, failure)} {t('economy.review.safeRetry')}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="button" className="button button--primary" aria-disabled={sending ? true : undefined} aria-busy={sending ? true : undefined} onClick={onConfirm}>
          {sending ? t('forms.sending') : failure ? t('common.retry') : confirmLabel}
        </button>
        <button type="button" className="button" disabled={sending} onClick={onChange}>
          {t('economy.review.change')}
        </button>
      </div>
    </section>
  );
}
