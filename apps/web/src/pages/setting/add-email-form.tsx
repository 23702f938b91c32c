import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordMinLength } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { EmailField } from '../../forms/email-field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { NewPasswordField } from '../../forms/new-password-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';

/** Adds an e-mail and password to the signed-in account; it counts once the mailed link is followed. */
export function AddEmailForm(): ReactNode {
  const { t } = useTranslation();
  const minLength = usePasswordMinLength();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { email: { required: true, email: true }, password: { required: true, minLength } }),
    submit: async ({ email = '', password = '' }) => {
      await api.call('emailLink', { body: { email: email.trim(), password } });
    },
  });

  if (form.status === 'done') {
    return (
      <FormResult resultRef={form.resultRef}>
        <p>{t('settings.emailLinkSent')}</p>
      </FormResult>
    );
  }
  return (
    <form className="form" aria-labelledby="add-email-heading" {...form.formProps}>
      <h3 id="add-email-heading">{t('settings.addEmail')}</h3>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <EmailField problem={form.fieldProblems.email} />
      <NewPasswordField name="password" label={t('emailAuth.password')} minLength={minLength} problem={form.fieldProblems.password} />
      <SubmitButton busy={form.status === 'busy'} primary={false}>
        {t('settings.addEmailSubmit')}
      </SubmitButton>
    </form>
  );
}
