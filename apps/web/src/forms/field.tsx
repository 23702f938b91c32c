import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type Problem } from './field-problem.ts';

/** What the control of a field is given: the label's id, and its hint and error wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
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
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control whose hint and error are read with it (aria-describedby) and marked invalid. */
export function Field({ label, hint, problem, optional = false, describedBy, children }: FieldProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : null, problem ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
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
      {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describers === '' ? undefined : describers })}
      {problem && (
        <p id={errorId} className="field__error">
          {typeof problem === 'string' ? problem : problemText(t, problem)}
        </p>
      )}
    </div>
  );
}
