import type { EconomySummaryView } from '@site/api-contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { Field } from '../forms/field.tsx';
import '../forms/forms.css';
import { amountProblemText } from './amount-problem-text.ts';
import { assetAmountText, type EconomyAsset } from './asset-text.ts';
import { checkAmount, type AmountLimits } from './check-amount.ts';
import { EconomyFacts } from './economy-facts.tsx';
import { OperationResult } from './operation-result.tsx';
import { useEconomyOperation, type OperationOutcome } from './use-economy-operation.ts';

/** What an amount does: what leaves the account and what comes in. */
export interface AmountPlan {
  spent: { asset: EconomyAsset; amount: bigint };
  received: { asset: EconomyAsset; amount: bigint } | null;
}

export interface AmountOperationProps {
  summary: EconomySummaryView;
  /** The accessible name of the form. */
  formName: string;
  fieldLabel: string;
  fieldHint: string;
  /** What the typed amount counts (gold coins wanted, points, coins to burn). */
  unit: EconomyAsset;
  /** What pays for it, for the "more than you have" sentence. */
  costAsset: EconomyAsset;
  limits: AmountLimits;
  plan: (amount: bigint) => AmountPlan;
  /** The sentence saying what will happen, with `{{spent}}` and `{{received}}`. */
  previewKey: string;
  reviewLabel: string;
  confirmLabel: string;
  /** The sentence saying what happened, with `{{spent}}` and `{{received}}`. */
  doneKey: string;
  againLabel: string;
  send: (amount: bigint, requestId: string) => Promise<OperationOutcome>;
}

/**
 * An amount form that checks what is typed as it is typed, previews the result, asks for
 * confirmation, sends once (one requestId per confirmed attempt) and shows the server's outcome.
 */
export function AmountOperation(props: AmountOperationProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { summary, unit, costAsset, limits, plan } = props;
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const operation = useEconomyOperation<bigint, OperationOutcome>({ send: props.send });
  const { step } = operation;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const check = checkAmount(typed, limits);
  const problem = !check.ok && (tried || typed.trim() !== '') ? amountProblemText(t, check.problem, { unit, cost: costAsset }, language) : null;
  const amountText = (asset: EconomyAsset, amount: bigint | string): string => assetAmountText(t, asset, amount, language);
  const sentence = (key: string, amount: bigint): string => {
    const { spent, received } = plan(amount);
    return t(key, { spent: amountText(spent.asset, spent.amount), received: received ? amountText(received.asset, received.amount) : '' });
  };

  // Focus follows the step: the review's heading, the failure, the result, or back to the field.
  const focusKey = step.name === 'review' ? `review-${step.requestId}-${step.sending ? 'sending' : step.failure ? 'failed' : 'ready'}` : step.name;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step.name === 'review') {
      if (step.failure) alertRef.current?.focus();
      else if (!step.sending) headingRef.current?.focus();
    } else if (step.name === 'edit') {
      if (step.refusal) alertRef.current?.focus();
      else inputRef.current?.focus();
    } else {
      headingRef.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of step moves focus
  }, [focusKey]);

  if (step.name === 'done') {
    return (
      <OperationResult
        headingRef={headingRef}
        outcome={step.outcome}
        summary={step.summary}
        doneText={(spent, received) => t(props.doneKey, { spent, received })}
        againLabel={props.againLabel}
        onAgain={() => {
          setTyped('');
          setTried(false);
          operation.edit();
        }}
      />
    );
  }

  if (step.name === 'review') {
    const { spent, received } = plan(step.input);
    const after = (asset: EconomyAsset): bigint => BigInt(summary.balances[asset]) - (spent.asset === asset ? spent.amount : 0n) + (received?.asset === asset ? received.amount : 0n);
    const assets = [spent.asset, ...(received ? [received.asset] : [])];
    return (
      <section className="economy-review" aria-labelledby={`${id}-review`}>
        <h2 id={`${id}-review`} ref={headingRef} tabIndex={-1}>
          {t('economy.review.heading')}
        </h2>
        <p>{sentence(props.previewKey, step.input)}</p>
        <EconomyFacts
          heading={t('economy.review.after')}
          facts={assets.map((asset) => ({ term: t('economy.review.balanceAfter', { asset: t(`economy.assets.${asset}`) }), value: amountText(asset, after(asset)) }))}
        />
        <div ref={alertRef} role="alert" tabIndex={-1} className={step.failure ? 'notice notice--error' : 'form-alert--empty'}>
          {step.failure !== null && (
            <p>
              {apiErrorText(t, step.failure)} {t('economy.review.safeRetry')}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="button" className="button button--primary" aria-disabled={step.sending ? true : undefined} aria-busy={step.sending ? true : undefined} onClick={operation.confirm}>
            {step.sending ? t('forms.sending') : step.failure ? t('common.retry') : props.confirmLabel}
          </button>
          <button type="button" className="button" disabled={step.sending} onClick={operation.edit}>
            {t('economy.review.change')}
          </button>
        </div>
      </section>
    );
  }

  const previewId = `${id}-preview`;
  return (
    <form
      className="form"
      aria-label={props.formName}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (check.ok) operation.review(check.amount);
        else inputRef.current?.focus();
      }}
    >
      <div ref={alertRef} role="alert" tabIndex={-1} className={step.refusal ? 'notice notice--error' : 'form-alert--empty'}>
        {step.refusal !== null && <p>{apiErrorText(t, step.refusal)}</p>}
      </div>
      <Field label={props.fieldLabel} hint={props.fieldHint} problem={problem} describedBy={check.ok ? previewId : undefined}>
        {(control) => (
          <input
            ref={inputRef}
            {...control}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="input"
            value={typed}
            required
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        )}
      </Field>
      <p id={previewId} className="economy-preview">
        {check.ok ? sentence(props.previewKey, check.amount) : ''}
      </p>
      <button type="submit" className="button button--primary">
        {props.reviewLabel}
      </button>
    </form>
  );
}
