import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorText } from '../api/api-error-text.ts';
import { usePublicConfig } from '../account/use-public-config.ts';
import { api } from '../api/api.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../forms/forms.css';
import { Announcement } from '../sign-in/announcement.tsx';
import { readIosSignInParameters, safeHandoffUrl, type IosSignInParameters, type IosSignInParametersResult } from '../sign-in/ios-sign-in-parameters.ts';
import '../sign-in/sign-in.css';

type State = { status: 'signing-in' } | { status: 'returning'; handoffUrl: string } | { status: 'failed'; error: unknown } | { status: 'bad-handoff' };

/**
 * /apple-ios-login#identityToken=…&nonce=…&displayName=…, opened by the iOS app after Sign in
 * with Apple (see ios-sign-in-parameters.ts; the fragment never reaches a server log). The
 * server verifies the token and answers where to hand the session back to the app (its URL
 * scheme with a single-use code); the page goes there.
 */
export default function AppleIosLoginPage(): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  // The fragment is read, then removed from the address (and the history) straight away.
  const [parameters, setParameters] = useState<IosSignInParametersResult>(() => readIosSignInParameters(location.hash));
  const [readHash, setReadHash] = useState(location.hash);
  const startedFor = useRef<IosSignInParametersResult | null>(null);
  const enabled = config.status === 'ready' && config.config.signIn.appleIos;

  // A new fragment on the page already open (the app opened it again) is a new sign-in.
  if (location.hash !== '' && location.hash !== readHash) {
    setReadHash(location.hash);
    setParameters(readIosSignInParameters(location.hash));
  }

  useEffect(() => {
    if (location.hash !== '') void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const signIn = useMutation({
    mutationFn: (given: IosSignInParameters) => api.call('appleIosSignIn', { body: given }),
    onSuccess: ({ handoffUrl }) => {
      // The session is the app's: this browser sheet only hands the code back through the URL scheme.
      const url = safeHandoffUrl(handoffUrl);
      if (url !== null) window.location.assign(url);
    },
  });
  const { mutate } = signIn;

  useEffect(() => {
    if (!parameters.ok || !enabled || startedFor.current === parameters) return;
    startedFor.current = parameters;
    mutate(parameters.parameters);
  }, [parameters, enabled, mutate]);

  // Only the answer for the fragment read last counts: a new one is a new sign-in.
  const answered = parameters.ok && signIn.variables === parameters.parameters;
  let state: State = { status: 'signing-in' };
  if (answered && signIn.isSuccess) {
    const url = safeHandoffUrl(signIn.data.handoffUrl);
    state = url === null ? { status: 'bad-handoff' } : { status: 'returning', handoffUrl: url };
  } else if (answered && signIn.isError) state = { status: 'failed', error: signIn.error };

  let content: ReactNode;
  if (!parameters.ok) content = <Announcement tone="error"><p>{t(parameters.problem === 'missing' ? 'iosLogin.missing' : 'iosLogin.malformed')}</p></Announcement>;
  else if (config.status === 'loading') content = <LoadingIndicator label={t('common.loading')} />;
  else if (!enabled) content = <Announcement tone="info"><p>{t('iosLogin.disabled')}</p></Announcement>;
  else if (state.status === 'signing-in') content = <LoadingIndicator label={t('iosLogin.signingIn')} />;
  else if (state.status === 'returning') {
    content = (
      <Announcement tone="success">
        <p>{t('iosLogin.returning')}</p>
        <a className="button button--primary" href={state.handoffUrl}>
          {t('iosLogin.openApp')}
        </a>
      </Announcement>
    );
  } else if (state.status === 'bad-handoff') content = <Announcement tone="error"><p>{t('errors.api.internal')}</p></Announcement>;
  else {
    content = (
      <Announcement tone="error">
        <p>
          {t('iosLogin.failed')} {apiErrorText(t, state.error)}
        </p>
      </Announcement>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.appleIosLogin')}</h1>
      {content}
    </article>
  );
}
