import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { Field } from '../forms/field.tsx';
import '../forms/forms.css';
import type { AmountCheck } from './check-amount.ts';

export interface AmountFormProps {
  id: string;
  formName: string;
  fieldLabel: string;
  fieldHint: string;
  reviewLabel: string;
  typed: string;
  check: AmountCheck;
  /** The translated problem with what is typed, or null. */
  problem: string | null;
  /** What the typed amount will do, in a sentence ('' while it is not a valid amount). */
  preview: string;
  /** The server's refusal of the last confirmed amount, or null. */
  refusal: unknown;
  onType: (typed: string) => void;
  onSubmit: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
}

/** The amount field, checked as it is typed, with the preview of what it will do and the server's last refusal. */
export function AmountForm({ id, formName, fieldLabel, fieldHint, reviewLabel, typed, check, problem, preview, refusal, onType, onSubmit, inputRef, alertRef }: AmountFormProps): ReactNode {
  const { t } = useTranslation();
  const previewId = `${id}-preview`;
  return (
    <form
      className="form"
      aria-label={formName}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div ref={alertRef} role="alert" tabIndex={-1} className={refusal ? 'notice notice--error' : 'form-alert--empty'}>
        {refusal !== null && <p>{apiErrorText(t, refusal)}</p>}
      </div>
      <Field label={fieldLabel} hint={fieldHint} problem={problem} describedBy={check.ok ? previewId : undefined}>
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
              onType(event.target.value);
            }}
          />
        )}
      </Field>
      <p id={previewId} className="economy-preview">
        {preview}
      </p>
      <button type="submit" className="button button--primary">
        {reviewLabel}
      </button>
    </form>
  );
}
