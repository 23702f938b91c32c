import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { EmailField } from '../../forms/email-field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';

/** Asks for a new verification link; the answer never tells whether the address waits for one. */
export function ResendVerificationForm(): ReactNode {
  const { t } = useTranslation();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { email: { required: true, email: true } }),
    submit: async ({ email = '' }) => {
      await api.call('emailResend', { body: { email: email.trim() } });
    },
  });

  if (form.status === 'done') {
    return (
      <FormResult resultRef={form.resultRef}>
        <p>{t('emailAuth.resendSent')}</p>
      </FormResult>
    );
  }
  return (
    <form className="form" aria-labelledby="resend-heading" {...form.formProps}>
      <h2 id="resend-heading">{t('emailAuth.resendHeading')}</h2>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <EmailField problem={form.fieldProblems.email} />
      <SubmitButton busy={form.status === 'busy'}>{t('emailAuth.resend')}</SubmitButton>
    </form>
  );
}
