import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePasswordMinLength } from '../../account/use-public-config.ts';
import { api } from '../../api/api.ts';
import { EmailField } from '../../forms/email-field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { NewPasswordField } from '../../forms/new-password-field.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';
import { rememberedReferrer } from '../../invite/remember-referrer.ts';

/** E-mail, password (its rules shown) and an optional name; the answer is "check your inbox", whatever the address. */
export function RegisterForm(): ReactNode {
  const { t } = useTranslation();
  const minLength = usePasswordMinLength();
  const [sentTo, setSentTo] = useState('');
  const form = useAccountForm({
    validate: (values) => validateFields(values, { email: { required: true, email: true }, password: { required: true, minLength } }),
    submit: async ({ email = '', password = '', displayName = '' }) => {
      const inviteCode = rememberedReferrer();
      await api.call('emailRegister', {
        body: {
          email: email.trim(),
          password,
          ...(displayName.trim() === '' ? {} : { displayName: displayName.trim() }),
          ...(inviteCode === null ? {} : { inviteCode }),
        },
      });
      setSentTo(email.trim());
    },
  });

  if (form.status === 'done') {
    return (
      <FormResult resultRef={form.resultRef}>
        <h2>{t('emailAuth.checkInbox')}</h2>
        <p>{t('emailAuth.verificationSent', { email: sentTo })}</p>
        <p>
          {t('emailAuth.noMail')} <Link to="/email-register?resend=1">{t('emailAuth.resendLink')}</Link>
        </p>
      </FormResult>
    );
  }

  return (
    <form className="form" aria-labelledby="register-heading" {...form.formProps}>
      <h2 id="register-heading">{t('emailAuth.registerHeading')}</h2>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <EmailField problem={form.fieldProblems.email} />
      <NewPasswordField name="password" label={t('emailAuth.password')} minLength={minLength} problem={form.fieldProblems.password} />
      <TextField name="displayName" label={t('account.displayName')} autoComplete="nickname" hint={t('account.displayNameHint')} problem={form.fieldProblems.displayName} optional maxLength={40} />
      <SubmitButton busy={form.status === 'busy'}>{t('emailAuth.register')}</SubmitButton>
    </form>
  );
}
