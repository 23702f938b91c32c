import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { uploadProblemText } from './upload-problem-text.ts';

/**
 * A labelled file input whose hint and error are read with it, like TextField. The server's
 * refusal of the file adds, under the error and read with it too, what the server found, in its words.
 */
export function FileField({ name, label, hint, accept, problem }: { name: string; label: string; hint: string; accept: string; problem?: Problem | undefined }): ReactNode {
  const { t, i18n } = useTranslation();
  const detailId = useId();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const said = problem && uploadProblemText(t, problem, (value) => numbers.format(value));
  const detail = said?.detail ?? null;
  return (
    <div className="file-field">
      <Field label={label} hint={hint} problem={said?.text} describedBy={detail === null ? undefined : detailId}>
        {(control) => <input {...control} name={name} type="file" className="input" accept={accept} required />}
      </Field>
      {detail !== null && (
        <p id={detailId} className="file-field__server-words">
          {t('submissions.serverWords', { detail })}
        </p>
      )}
    </div>
  );
}
