import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { EmailField } from '../../forms/email-field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm(): ReactNode {
  const { t } = useTranslation();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { email: { required: true, email: true } }),
    submit: async ({ email = '' }) => {
      await api.call('passwordForgot', { body: { email: email.trim() } });
    },
  });

  if (form.status === 'done') {
    return (
      <FormResult resultRef={form.resultRef}>
        <p>{t('emailAuth.resetSent')}</p>
      </FormResult>
    );
  }
  return (
    <form className="form" aria-labelledby="forgot-heading" {...form.formProps}>
      <h2 id="forgot-heading">{t('emailAuth.forgotHeading')}</h2>
      <p>{t('emailAuth.forgotIntro')}</p>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <EmailField problem={form.fieldProblems.email} />
      <SubmitButton busy={form.status === 'busy'}>{t('emailAuth.sendResetLink')}</SubmitButton>
    </form>
  );
}
