import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageKeyOf } from './home/home-tabs-data.ts';

const signInMethods = ['/wallet-login', '/telegram-login', '/email-login', '/google-login', '/apple-login', '/apple-ios-login'] as const;

/** The ways to sign in, the wallet first. */
export default function LoginPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.login')}</h1>
      <p>{t('login.intro')}</p>
      <ul className="feature-list">
        {signInMethods.map((path) => (
          <li key={path}>
            <Link to={path} className="feature-card">
              <span className="feature-card__title">{t(`login.methods.${pageKeyOf(path)}.title`)}</span>
              <span className="feature-card__text">{t(`login.methods.${pageKeyOf(path)}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        {t('login.noAccount')} <Link to="/email-register">{t('titles.emailRegister')}</Link>
      </p>
      <p>
        <Link to="/change-password">{t('titles.changePassword')}</Link>
      </p>
    </article>
  );
}
