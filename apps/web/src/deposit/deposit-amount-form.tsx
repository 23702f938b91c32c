import type { PublicConfigView } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../wallet/format-token-amount.ts';
import { goldCoinsForWei, parseCoreAmount, weiToCore, type CoreAmountProblem } from './core-amount.ts';

/**
 * The amount in CORE, with the gold coins it buys shown as it is typed, and the send button.
 * A problem is named when the form is sent (not while typing), and the field takes focus.
 */
export function DepositAmountForm({ rules, busy, onSend }: { rules: PublicConfigView['deposits']; busy: boolean; onSend: (valueWei: bigint) => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
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
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('deposit.amountLabel')}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t('deposit.amountHint', { min: minText })}
        </p>
        <input
          ref={input}
          id={id}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className="input"
          value={text}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''} ${id}-preview`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error">
            {t(`deposit.amountProblems.${problem}`, { min: minText })}
          </p>
        )}
      </div>
      <p id={`${id}-preview`} className="amount-preview" aria-live="polite">
        {gold !== null && t('deposit.preview', { gold: formatTokenAmount(gold.toString(), language) })}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={busy ? true : undefined} aria-busy={busy ? true : undefined}>
        {parsed.ok ? t('deposit.sendAmount', { amount: formatTokenAmount(weiToCore(parsed.wei), language) }) : t('deposit.send')}
      </button>
    </form>
  );
}
