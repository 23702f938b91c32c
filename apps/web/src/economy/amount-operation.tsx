import type { EconomySummaryView } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountForm } from './amount-form.tsx';
import { amountProblemText } from './amount-problem-text.ts';
import { AmountReview, type AmountPlan } from './amount-review.tsx';
import { assetAmountText, type EconomyAsset } from './asset-text.ts';
import { checkAmount, type AmountLimits } from './check-amount.ts';
import { OperationResult } from './operation-result.tsx';
import { useEconomyOperation, type OperationOutcome } from './use-economy-operation.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';

/** What an amount does: what leaves the account and what comes in. */
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
  /**
   * The way on while the balance cannot pay for one more (null while it can): above the form, and
   * after an operation below its receipt instead of "again", with `afterOperation` true (its words
   * may then say the balance was spent, not that it was never earned).
   */
  shortfall?: ((afterOperation: boolean) => ReactNode) | null;
}

/**
 * An amount form that checks what is typed as it is typed, previews the result, asks for
 * confirmation, sends once (one requestId per confirmed attempt) and shows the server's outcome:
 * `AmountForm`, then `AmountReview`, then `OperationResult`, with the focus following the step.
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
  useFocusOnStep(step, { input: inputRef, alert: alertRef, heading: headingRef });

  const check = checkAmount(typed, limits, language);
  const problem = !check.ok && (tried || typed.trim() !== '') ? amountProblemText(t, check.problem, { unit, cost: costAsset }, language) : null;
  const amountText = (asset: EconomyAsset, amount: bigint | string): string => assetAmountText(t, asset, amount, language);
  const sentence = (key: string, amount: bigint): string => {
    const { spent, received } = plan(amount);
    return t(key, { spent: amountText(spent.asset, spent.amount), received: received ? amountText(received.asset, received.amount) : '' });
  };

  const shortfall = props.shortfall ?? null;
  if (step.name === 'done') {
    // The receipt first; then, when nothing more can be done here, what comes next instead of "again".
    return (
      <>
        <OperationResult
          headingRef={headingRef}
          outcome={step.outcome}
          summary={step.summary}
          doneText={(spent, received) => t(props.doneKey, { spent, received })}
          again={
            shortfall === null
              ? {
                  label: props.againLabel,
                  onAgain: () => {
                    setTyped('');
                    setTried(false);
                    operation.edit();
                  },
                }
              : null
          }
        />
        {shortfall?.(true)}
      </>
    );
  }

  if (step.name === 'review') {
    return (
      <AmountReview
        id={id}
        summary={summary}
        plan={plan(step.input)}
        preview={sentence(props.previewKey, step.input)}
        sending={step.sending}
        failure={step.failure}
        confirmLabel={props.confirmLabel}
        amountText={amountText}
        onConfirm={operation.confirm}
        onChange={operation.edit}
        headingRef={headingRef}
        alertRef={alertRef}
      />
    );
  }

  return (
    <>
      {shortfall?.(false)}
      <AmountForm
      id={id}
      formName={props.formName}
      fieldLabel={props.fieldLabel}
      fieldHint={props.fieldHint}
      reviewLabel={props.reviewLabel}
      typed={typed}
      check={check}
      problem={problem}
      preview={check.ok ? sentence(props.previewKey, check.amount) : ''}
      refusal={step.refusal}
      onType={setTyped}
      onSubmit={() => {
        setTried(true);
        if (check.ok) operation.review(check.amount);
        else inputRef.current?.focus();
      }}
      inputRef={inputRef}
      alertRef={alertRef}
    />
    </>
  );
}
