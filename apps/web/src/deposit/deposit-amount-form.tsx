import type { PublicConfigView } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import { goldCoinsForWei, parseCoreAmount, weiToCore, type CoreAmountProblem } from './core-amount.ts';

/**
 * The amount in CORE, with the gold coins it buys shown as it is typed, and the send button.
 * A problem is named when the form is sent (not while typing), and the field takes focus.
 */
export function DepositAmountForm({ rules, busy, onSend }: { rules: PublicConfigView['deposits']; busy: boolean; onSend: (valueWei: bigint) => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const previewId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CoreAmountProblem | null>(null);
  const minWei = BigInt(rules.minWei);
  const minText = formatTokenAmount(weiToCore(minWei), language);
  const parsed = parseCoreAmount(text, minWei);
  const gold = parsed.ok ? goldCoinsForWei(parsed.wei, BigInt(rules.goldPerCore)) : null;

  const submit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    if (!parsed.ok) {
      setProblem(parsed.problem);
      input.current?.focus();
      return;
    }
    setProblem(null);
    onSend(parsed.wei);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <Field
        label={t('deposit.amountLabel')}
        hint={t('deposit.amountHint', { min: minText })}
        problem={problem && t(`deposit.amountProblems.${problem}`, { min: minText })}
        describedBy={previewId}
      >
        {(control) => (
          <input
            ref={input}
            {...control}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className="input"
            value={text}
            required
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </Field>
      <p id={previewId} className="amount-preview" aria-live="polite">
        {gold !== null && t('deposit.preview', { gold: formatTokenAmount(gold.toString(), language) })}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy ? true : undefined} aria-busy={busy ? true : undefined}>
        {parsed.ok ? t('deposit.sendAmount', { amount: formatTokenAmount(weiToCore(parsed.wei), language) }) : t('deposit.send')}
      </button>
    </form>
  );
}
