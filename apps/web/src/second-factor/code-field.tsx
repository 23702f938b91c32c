import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import type { CodeKind } from './code-problem.ts';
import './second-factor.css';

const labelKeys: Record<CodeKind, string> = { app: 'secondFactor.codeLabel', backup: 'secondFactor.backupCodeLabel', either: 'secondFactor.freshCodeLabel' };
const hintKeys: Record<CodeKind, string> = { app: 'secondFactor.codeHint', backup: 'secondFactor.backupCodeHint', either: 'secondFactor.eitherCodeHint' };

/**
 * The one field for a second-factor code: six digits from the app (a numeric keypad on phones,
 * filled by the system's one-time-code suggestions), a backup code's letters, or either. The form
 * checks what was typed with `codeProblem` of the same kind before sending it.
 */
export function CodeField({ problem, kind = 'app', label }: { problem: Problem | undefined; kind?: CodeKind; label?: string }): ReactNode {
  const { t } = useTranslation();
  const digitsOnly = kind === 'app';
  return (
    <Field label={label ?? t(labelKeys[kind])} hint={t(hintKeys[kind])} problem={problem}>
      {(control) => (
        <input
          {...control}
          name="code"
          type="text"
          className="input second-factor__code"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          pattern={digitsOnly ? '[0-9]*' : undefined}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={digitsOnly ? 6 : 12}
          required
        />
      )}
    </Field>
  );
}
