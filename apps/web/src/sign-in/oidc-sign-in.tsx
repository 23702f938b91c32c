import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../api/api-error-text.ts';
import { useAccount } from '../account/use-account.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { BusyButton } from '../components/busy-button.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../forms/forms.css';
import { Announcement } from './announcement.tsx';
import { BusyStatus } from './busy-status.tsx';
import { isLinkIntent } from './link-intent.ts';
import { LiveRegion } from './live-region.tsx';
import { LinkNeedsSignIn } from './link-needs-sign-in.tsx';
import { peekSignInReturn } from './return-after-sign-in.ts';
import { returnedErrorCode } from './returned-error-code.ts';
import './sign-in.css';
import { startOidc, type OidcProvider } from './start-oidc.ts';

/**
 * /google-login and /apple-login: one button that asks the server for the provider's sign-in
 * address (OpenID Connect with PKCE) and goes there; `?link=1` adds the provider's account to
 * the signed-in one. The server's callback comes back to the page the sign-in set out from
 * (return-after-sign-in.ts), or here with `?error=<code>` when it failed.
 */
export function OidcSignIn({ provider }: { provider: OidcProvider }): ReactNode {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = isLinkIntent(search);
  const returnedError = returnedErrorCode(search);
  const config = usePublicConfig();
  const account = useAccount();
  const [state, setState] = useState<{ status: 'idle' } | { status: 'redirecting' } | { status: 'failed'; error: unknown }>({ status: 'idle' });
  const name = t(`oidcLogin.providers.${provider}`);

  if (config.status === 'loading') return <LoadingIndicator label={t('common.loading')} />;
  if (!config.config.signIn[provider]) return <Announcement tone="info"><p>{t('oidcLogin.disabled', { provider: name })}</p></Announcement>;
  if (link && account.status === 'signed-out') {
    return <LinkNeedsSignIn />;
  }

  const start = (): void => {
    if (state.status === 'redirecting') return;
    setState({ status: 'redirecting' });
    startOidc(provider, link ? 'link' : 'signin', peekSignInReturn(window.location.origin, Date.now())).catch((error: unknown) => {
      setState({ status: 'failed', error });
    });
  };

  return (
    <>
      {returnedError && state.status === 'idle' && (
        <Announcement tone="error">
          <p>{t(`errors.api.${returnedError}`)}</p>
        </Announcement>
      )}
      {account.status === 'signed-in' && !link && <p>{t('signIn.signedInAs', { name: account.account.displayName })}</p>}
      <p>{t(link ? 'oidcLogin.linkIntro' : 'oidcLogin.intro', { provider: name })}</p>
      <BusyButton busy={state.status === 'redirecting'} className="button button--primary" onClick={start}>
        {t(link ? 'oidcLogin.linkButton' : 'oidcLogin.button', { provider: name })}
      </BusyButton>
      {state.status === 'redirecting' && <BusyStatus label={t('oidcLogin.redirecting', { provider: name })} />}
      <LiveRegion tone="error">{state.status === 'failed' && <p>{apiErrorText(t, state.error)}</p>}</LiveRegion>
    </>
  );
}
