import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { setSignedIn } from '../../account/account-store.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { usePublicConfig } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { EmailField } from '../../forms/email-field.tsx';
import { FormProblem, SubmitButton } from '../../forms/form-messages.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';
import { browserPasskeyFailureKey } from '../../passkeys/browser-passkey-failure.ts';
import { usePasskeyAutofill } from '../../passkeys/use-passkey-autofill.ts';
import { LiveRegion } from '../../sign-in/live-region.tsx';
import { pathAfterSignIn } from '../../sign-in/return-after-sign-in.ts';

/** E-mail and password, or a passkey picked in the e-mail field's autofill; signed in, the visitor lands on the profile. */
export function EmailSignInForm(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const passkey = usePasskeyAutofill(config.status === 'ready' ? config.config.signIn.passkeyRpId : null);
  const form = useAccountForm({
    validate: (values) => validateFields(values, { email: { required: true, email: true }, password: { required: true } }),
    submit: async ({ email = '', password = '' }) => {
      const { account } = await api.call('emailLogin', { body: { email: email.trim(), password } });
      setSignedIn(account);
      await navigate(pathAfterSignIn());
    },
  });
  const notVerified = form.formProblem !== null && 'error' in form.formProblem && form.formProblem.error instanceof ApiError && form.formProblem.error.code === 'email_not_verified';

  return (
    <form className="form" aria-label={t('titles.emailLogin')} {...form.formProps}>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef}>
        {notVerified && <Link to="/email-register?resend=1">{t('emailAuth.resendLink')}</Link>}
      </FormProblem>
      <LiveRegion tone="error">{passkey.failure !== null && <p>{passkey.failure instanceof ApiError ? apiErrorText(t, passkey.failure) : t(browserPasskeyFailureKey('failed'))}</p>}</LiveRegion>
      <EmailField autoComplete="username webauthn" problem={form.fieldProblems.email} />
      <TextField name="password" type="password" label={t('emailAuth.password')} autoComplete="current-password" problem={form.fieldProblems.password} maxLength={256} />
      <div className="actions">
        <SubmitButton busy={form.status !== 'idle'}>{t('emailAuth.signIn')}</SubmitButton>
        <Link to="/email-login?forgot=1">
          {t('emailAuth.forgotLink')}
        </Link>
      </div>
    </form>
  );
}
