import { errorCodes, type ErrorCode } from '@site/api-contract/routes';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { signInWays } from '../account/sign-in-ways.ts';
import { useAccount } from '../account/use-account.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { formatDuration } from '../i18n/format-duration.ts';
import { PasskeySignIn } from '../passkeys/passkey-sign-in.tsx';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import { TonSignIn } from '../ton/ton-sign-in.tsx';
import { rememberSignInStart, safeReturnPath } from '../sign-in/return-after-sign-in.ts';
import '../forms/forms.css';
import { pageKeyOf } from './home/home-tabs-data.ts';

const isErrorCode = (value: string | null): value is ErrorCode => value !== null && (errorCodes as readonly string[]).includes(value);

/** Every way to sign in that the server enables (the wallet and e-mail when it cannot be asked), the wallet first; a passkey where it works. */
export default function LoginPage(): ReactNode {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const config = usePublicConfig();
  const [search] = useSearchParams();
  const errorCode = search.get('error');
  const miniApp = useIsMiniApp();
  const returnPath = search.get('return');
  // The page that sent the player here (the game's end-of-run Sign in) is where the sign-in returns.
  useEffect(() => {
    const path = safeReturnPath(returnPath, window.location.origin);
    if (path !== null) rememberSignInStart(path, Date.now());
  }, [returnPath]);

  let content: ReactNode;
  if (account.status === 'signed-in') {
    content = (
      <div className="notice notice--success" role="status">
        <p>{t('login.signedInAs', { name: account.account.displayName })}</p>
        <p className="actions">
          <Link to="/profile" className="button button--primary">
            {t('login.toProfile')}
          </Link>
          <Link to="/logout" className="button">
            {t('titles.logout')}
          </Link>
        </p>
      </div>
    );
  } else if (config.status === 'loading' || account.status === 'unknown' || account.status === 'loading') {
    content = <LoadingIndicator label={t('common.loading')} />;
  } else {
    content = (
      <>
        <p>{t('login.intro')}</p>
        <PasskeySignIn rpId={config.config.signIn.passkeyRpId} />
        <TonSignIn />
        <ul className="feature-list">
          {signInWays(config.config, { miniApp }).map((path) => (
            <li key={path}>
              <Link to={path} className="feature-card">
                <span className="feature-card__title">{t(`login.methods.${pageKeyOf(path)}.title`)}</span>
                <span className="feature-card__text">{t(`login.methods.${pageKeyOf(path)}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {config.config.signIn.email && (
          <p>
            {t('login.noAccount')} <Link to="/email-register">{t('titles.emailRegister')}</Link>
          </p>
        )}
      </>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.login')}</h1>
      {isErrorCode(errorCode) && (
        <div className="notice notice--error" role="alert">
          <p>{t(`errors.api.${errorCode}`, { duration: formatDuration(60_000, i18n.resolvedLanguage ?? i18n.language) })}</p>
        </div>
      )}
      {content}
    </article>
  );
}
