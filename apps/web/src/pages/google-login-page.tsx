import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OidcSignIn } from '../sign-in/oidc-sign-in.tsx';

/** /google-login: sign in with (or, with ?link=1, add) a Google account through OpenID Connect. */
export default function GoogleLoginPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.googleLogin')}</h1>
      <OidcSignIn provider="google" />
    </article>
  );
}
