import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { setSignedIn } from '../../account/account-store.ts';
import { usePasswordMinLength } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { NewPasswordField } from '../../forms/new-password-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';
import { isWholeLinkToken, linkTokenProblem } from './link-token.ts';

/** The link from the reset mail: a new password, after which the visitor is signed in; a link cut short says so instead of the form. */
export function ResetPasswordForm({ token }: { token: string }): ReactNode {
  const { t } = useTranslation();
  const minLength = usePasswordMinLength();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { password: { required: true, minLength } }),
    submit: async ({ password = '' }) => {
      const { account } = await api.call('passwordReset', { body: { token, password } });
      setSignedIn(account);
    },
  });

  if (!isWholeLinkToken(token)) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          {t('emailAuth.linkIncomplete')} <Link to="/email-login?forgot=1">{t('emailAuth.newResetLink')}</Link>
        </p>
      </div>
    );
  }
  if (form.status === 'done') {
    return (
      <FormResult resultRef={form.resultRef}>
        <p>{t('emailAuth.resetDone')}</p>
        <Link to="/profile">{t('login.toProfile')}</Link>
      </FormResult>
    );
  }
  return (
    <form className="form" aria-labelledby="reset-heading" {...form.formProps}>
      <h2 id="reset-heading">{t('emailAuth.resetHeading')}</h2>
      <FormProblem problem={linkTokenProblem(form.formProblem)} problemRef={form.problemRef}>
        <Link to="/email-login?forgot=1">{t('emailAuth.newResetLink')}</Link>
      </FormProblem>
      <NewPasswordField name="password" label={t('emailAuth.newPassword')} minLength={minLength} problem={form.fieldProblems.password} />
      <SubmitButton busy={form.status === 'busy'}>{t('emailAuth.setPassword')}</SubmitButton>
    </form>
  );
}
