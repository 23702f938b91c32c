import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type Problem } from './field-problem.ts';

/** What the control of a field is given: the label's id, and its hint and error wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** With `maxLength`: counts what is typed or pasted, and names the limit for the form's check. */
  onInput?: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  'data-max-length'?: number;
}

export interface FieldProps {
  label: string;
  /** Shown under the label and read with the control. */
  hint?: string | undefined;
  /** What is wrong, or the sentence saying it: shown under the control and read with it. */
  problem?: Problem | string | null | undefined;
  /** Only says so after the label; whether the control is `required` stays with the caller. */
  optional?: boolean;
  /** Ids of more text read with the control, after its hint and error. */
  describedBy?: string | undefined;
  /**
   * The most characters the value may have. Never a hard `maxLength` (which cuts a paste without a
   * word): a longer value is kept, and the field says at once, politely announced, how long it is
   * and what the limit is; `useAccountForm` refuses to send it.
   */
  maxLength?: number | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control whose hint and error are read with it (aria-describedby) and marked invalid. */
export function Field({ label, hint, problem: givenProblem, optional = false, describedBy, maxLength, children }: FieldProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const [length, setLength] = useState<number | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const tooLong = maxLength !== undefined && length !== null && length > maxLength;
  const problem = givenProblem ?? (tooLong ? t('forms.tooLong', { count: length, max: maxLength }) : null);
  const describers = [hint ? hintId : null, problem ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  const lengthProps =
    maxLength === undefined
      ? {}
      : {
          'data-max-length': maxLength,
          onInput: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
            setLength(Array.from(event.currentTarget.value).length);
          },
        };
  const error = problem && (
    <p id={errorId} className="field__error">
      {typeof problem === 'string' ? problem : problemText(t, problem)}
    </p>
  );
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {optional && <span className="field__optional"> {t('forms.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describers === '' ? undefined : describers, ...lengthProps })}
      {/* A field with a limit says it is too long while it is typed in: a live region that is always there. */}
      {maxLength === undefined ? error : <div aria-live="polite">{error}</div>}
    </div>
  );
}
