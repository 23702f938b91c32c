import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import '../../forms/forms.css';
import { EmailSignInForm } from './email-sign-in-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** /email-login: sign in; `?forgot=1` asks for a reset link; `?reset=<token>` (the mailed link) sets a new password. */
export default function EmailLoginPage(): ReactNode {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('reset');

  let content: ReactNode;
  if (token !== null) content = <ResetPasswordForm key={token} token={token} />;
  else if (search.has('forgot')) {
    content = (
      <>
        <ForgotPasswordForm />
        <p>
          <Link to="/email-login">{t('emailAuth.backToSignIn')}</Link>
        </p>
      </>
    );
  } else {
    content = (
      <>
        <EmailSignInForm />
        <p>
          {t('login.noAccount')} <Link to="/email-register">{t('titles.emailRegister')}</Link>
        </p>
        <p>
          <Link to="/login">{t('emailAuth.otherWays')}</Link>
        </p>
      </>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.emailLogin')}</h1>
      {content}
    </article>
  );
}
