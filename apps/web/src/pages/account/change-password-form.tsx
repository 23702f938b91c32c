import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setSignedIn } from '../../account/account-store.ts';
import { usePasswordMinLength } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { NewPasswordField } from '../../forms/new-password-field.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';
import { currentPasswordProblem } from './current-password-problem.ts';

/** The current password and a new one; the server then ends every other session. */
export function ChangePasswordForm(): ReactNode {
  const { t } = useTranslation();
  const minLength = usePasswordMinLength();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { currentPassword: { required: true }, newPassword: { required: true, minLength } }),
    submit: async ({ currentPassword = '', newPassword = '' }) => {
      const { account } = await api.call('passwordChange', { body: { currentPassword, newPassword } });
      setSignedIn(account);
    },
  });

  if (form.status === 'done') {
    return (
      <FormResult resultRef={form.resultRef}>
        <p>{t('emailAuth.passwordChanged')}</p>
      </FormResult>
    );
  }
  return (
    <form className="form" aria-label={t('titles.changePassword')} {...form.formProps}>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <TextField name="currentPassword" type="password" label={t('emailAuth.currentPassword')} autoComplete="current-password" problem={currentPasswordProblem(form.fieldProblems.currentPassword)} maxLength={256} />
      <NewPasswordField name="newPassword" label={t('emailAuth.newPassword')} minLength={minLength} problem={form.fieldProblems.newPassword} />
      <SubmitButton busy={form.status === 'busy'}>{t('emailAuth.changePassword')}</SubmitButton>
    </form>
  );
}
