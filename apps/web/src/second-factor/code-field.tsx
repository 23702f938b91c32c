import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import './second-factor.css';

/**
 * The one field for a second-factor code: six digits from the app (a numeric keypad on phones,
 * filled by the system's one-time-code suggestions), or, with `backup`, a backup code's letters.
 */
export function CodeField({ problem, backup = false, label }: { problem: Problem | undefined; backup?: boolean; label?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Field label={label ?? (backup ? t('secondFactor.backupCodeLabel') : t('secondFactor.codeLabel'))} hint={backup ? t('secondFactor.backupCodeHint') : t('secondFactor.codeHint')} problem={problem}>
      {(control) => (
        <input
          {...control}
          name="code"
          type="text"
          className="input second-factor__code"
          inputMode={backup ? 'text' : 'numeric'}
          pattern={backup ? undefined : '[0-9]*'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={backup ? 12 : 6}
          required
        />
      )}
    </Field>
  );
}
