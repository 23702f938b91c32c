import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../api/api-error-text.ts';
import { useAccount } from '../account/use-account.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../forms/forms.css';
import { Announcement } from '../sign-in/announcement.tsx';
import { LinkNeedsSignIn } from '../sign-in/link-needs-sign-in.tsx';
import { isLinkIntent } from '../sign-in/link-intent.ts';
import '../sign-in/sign-in.css';
import { signInInsideTelegram } from '../sign-in/telegram-sign-in.ts';
import { telegramSignInState } from '../sign-in/telegram-sign-in-state.ts';
import { TelegramLoginWidget } from '../sign-in/telegram-login-widget.tsx';
import { useStore } from '../store/use-store.ts';
import { telegramState } from '../telegram/telegram-state.ts';

/**
 * /telegram-login. Inside the mini-app the visitor is signed in without a click (start-up does
 * it after first paint; this page shows how it went and offers a retry). In a browser it shows
 * Telegram's Login Widget when the server names a bot. `?link=1` adds Telegram to the account.
 */
export default function TelegramLoginPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const link = isLinkIntent(search);
  const config = usePublicConfig();
  const account = useAccount();
  const telegram = useStore(telegramState);
  const signIn = useStore(telegramSignInState);
  const [linking, setLinking] = useState(false);
  const inside = telegram.status === 'ready';
  const enabled = config.status === 'ready' && config.config.signIn.telegram.enabled;
  const signedIn = account.status === 'signed-in' ? account.account : null;

  // Inside Telegram and signed out: sign in now if start-up has not already (it is idempotent).
  useEffect(() => {
    if (inside && enabled && account.status === 'signed-out' && signIn.status === 'idle') void signInInsideTelegram();
  }, [inside, enabled, account.status, signIn.status]);

  let content: ReactNode;
  if (config.status === 'loading' || telegram.status === 'starting' || account.status === 'unknown' || account.status === 'loading') {
    content = <LoadingIndicator label={t('common.loading')} />;
  } else if (!enabled) {
    content = <Announcement tone="info"><p>{t('telegramLogin.disabled')}</p></Announcement>;
  } else if (link && !signedIn) {
    content = <LinkNeedsSignIn />;
  } else if (link && signedIn?.identities.some((identity) => identity.kind === 'telegram')) {
    content = (
      <Announcement tone="success">
        <p>{t('signIn.alreadyLinked')}</p>
        <Link to="/setting">{t('signIn.toSetting')}</Link>
      </Announcement>
    );
  } else if (signedIn && !link) {
    content = (
      <Announcement tone="success">
        <p>{t('signIn.signedInAs', { name: signedIn.displayName })}</p>
        <Link to="/profile">{t('signIn.toProfile')}</Link>
      </Announcement>
    );
  } else if (inside && link) {
    content = (
      <>
        <p>{t('telegramLogin.linkIntro')}</p>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={linking ? true : undefined}
          onClick={() => {
            if (linking) return;
            setLinking(true);
            void signInInsideTelegram({ link: true }).then(async () => {
              setLinking(false);
              if (telegramSignInState.get().status === 'done') await navigate('/setting');
            });
          }}
        >
          {t('telegramLogin.linkButton')}
        </button>
        {signIn.status === 'failed' && !linking && (
          <Announcement tone="error">
            <p>{`${t('telegramLogin.failed')} ${apiErrorText(t, signIn.error)}`}</p>
          </Announcement>
        )}
      </>
    );
  } else if (inside) {
    content =
      signIn.status === 'failed' ? (
        <Announcement tone="error">
          <p>{`${t('telegramLogin.failed')} ${apiErrorText(t, signIn.error)}`}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              void signInInsideTelegram();
            }}
          >
            {t('common.retry')}
          </button>
        </Announcement>
      ) : signIn.status === 'no-init-data' ? (
        <Announcement tone="info"><p>{t('telegramLogin.noInitData')}</p></Announcement>
      ) : signIn.status === 'signed-out-by-choice' ? (
        <>
          <p>{t('telegramLogin.signedOut')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void signInInsideTelegram({ asked: true });
            }}
          >
            {t('telegramLogin.signInButton')}
          </button>
        </>
      ) : (
        <LoadingIndicator label={t('telegramLogin.signingIn')} />
      );
  } else if (config.config.signIn.telegram.botUsername) {
    content = <TelegramLoginWidget botUsername={config.config.signIn.telegram.botUsername} link={link} />;
  } else {
    content = <Announcement tone="info"><p>{t('telegramLogin.openInTelegram')}</p></Announcement>;
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.telegramLogin')}</h1>
      {!link && <p>{t('telegramLogin.intro')}</p>}
      {content}
    </article>
  );
}
