import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type Problem } from '../forms/field-problem.ts';

/** A labelled file input whose hint and error are read with it, like TextField. */
export function FileField({ name, label, hint, accept, problem }: { name: string; label: string; hint: string; accept: string; problem?: Problem | undefined }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input id={id} name={name} type="file" className="input" accept={accept} required aria-invalid={problem ? true : undefined} aria-describedby={describedBy} />
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}
