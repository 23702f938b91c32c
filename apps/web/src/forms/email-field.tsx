import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from './field-problem.ts';
import { TextField } from './text-field.tsx';

/**
 * The e-mail address of an account form. Signing in, it is the `username` that password
 * managers pair with the current password (`username webauthn`: the browser's passkeys are offered
 * in its autofill too); 254 is the longest address mail can carry.
 */
export function EmailField({ problem, autoComplete = 'email' }: { problem: Problem | undefined; autoComplete?: 'email' | 'username webauthn' }): ReactNode {
  const { t } = useTranslation();
  return <TextField name="email" type="email" label={t('emailAuth.email')} autoComplete={autoComplete} problem={problem} maxLength={254} />;
}
