import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OidcSignIn } from '../sign-in/oidc-sign-in.tsx';

/** /apple-login: sign in with (or, with ?link=1, add) an Apple account through OpenID Connect. */
export default function AppleLoginPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.appleLogin')}</h1>
      <OidcSignIn provider="apple" />
    </article>
  );
}
