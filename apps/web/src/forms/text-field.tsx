import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type Problem } from './field-problem.ts';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Shown under the label and read with the field (e.g. the password rules). */
  hint?: string;
  problem?: Problem | undefined;
  optional?: boolean;
  defaultValue?: string;
  maxLength?: number;
}

/** A labelled input whose hint and error are read with it (aria-describedby) and marked invalid. */
export function TextField({ name, label, type = 'text', autoComplete, hint, problem, optional = false, defaultValue, maxLength }: TextFieldProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ');
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
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={!optional}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
      {problem && (
        <p id={errorId} className="field__error">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}
