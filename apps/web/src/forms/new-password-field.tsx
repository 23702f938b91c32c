import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from './field-problem.ts';
import { TextField } from './text-field.tsx';

/** Where a visitor chooses a password: the browser may offer a strong one, and the server's rules are read with the field. */
export function NewPasswordField({ name, label, minLength, problem }: { name: string; label: string; minLength: number; problem: Problem | undefined }): ReactNode {
  const { t } = useTranslation();
  return <TextField name={name} type="password" label={label} autoComplete="new-password" hint={t('emailAuth.passwordRules', { min: minLength })} problem={problem} maxLength={256} />;
}
