import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import '../../forms/forms.css';
import { RegisterForm } from './register-form.tsx';
import { ResendVerificationForm } from './resend-verification-form.tsx';
import { VerifyEmail } from './verify-email.tsx';

/** /email-register: the form; `?verify=<token>` (the mailed link) confirms and signs in; `?resend=1` mails a new link. */
export default function EmailRegisterPage(): ReactNode {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('verify');

  let content: ReactNode;
  if (token !== null) content = <VerifyEmail key={token} token={token} />;
  else if (search.has('resend')) content = <ResendVerificationForm />;
  else {
    content = (
      <>
        <p>{t('emailAuth.registerIntro')}</p>
        <RegisterForm />
        <p>
          {t('emailAuth.haveAccount')} <Link to="/email-login">{t('emailAuth.signInInstead')}</Link>
        </p>
      </>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.emailRegister')}</h1>
      {content}
    </article>
  );
}
