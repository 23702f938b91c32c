import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { setSignedIn } from '../account/account-store.ts';
import { apiErrorText } from '../account/api-error-text.ts';
import { useAccount } from '../account/use-account.ts';
import { api } from '../api/api.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../forms/forms.css';
import { Announcement } from '../sign-in/announcement.tsx';
import { readHandoffCode } from '../sign-in/ios-sign-in-parameters.ts';
import '../sign-in/sign-in.css';

type State = { status: 'finishing' } | { status: 'done' } | { status: 'failed'; error: unknown };

/**
 * /apple-ios-logined?code=…: the iOS app opens this in its web view with the single-use code it
 * was handed; the server exchanges it for a session in this web view.
 */
export default function AppleIosLoginedPage(): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const [code] = useState(() => readHandoffCode(new URLSearchParams(location.search)));
  const [state, setState] = useState<State>({ status: 'finishing' });
  const started = useRef(false);

  // Wait for the first "who is signed in" answer: arriving after the hand-off, it would undo it.
  const accountSettled = account.status !== 'unknown' && account.status !== 'loading';
  useEffect(() => {
    if (code === null || !accountSettled || started.current) return;
    started.current = true;
    api.call('appleIosHandoff', { body: { code } }).then(
      ({ account: signedIn }) => {
        setSignedIn(signedIn);
        setState({ status: 'done' });
        // The code is spent: a reload should not try it again.
        void navigate(location.pathname, { replace: true });
      },
      (error: unknown) => {
        setState({ status: 'failed', error });
      },
    );
  }, [code, accountSettled, location.pathname, navigate]);

  const signedIn = account.status === 'signed-in' ? account.account : null;
  let content: ReactNode;
  if (state.status === 'done' || (code === null && signedIn)) {
    content = (
      <Announcement tone="success">
        <p>{signedIn ? t('signIn.signedInAs', { name: signedIn.displayName }) : t('iosLogin.signedIn')}</p>
        <p className="actions">
          <Link to="/" className="button button--primary">
            {t('signIn.toHome')}
          </Link>
          <Link to="/profile" className="button">
            {t('signIn.toProfile')}
          </Link>
        </p>
      </Announcement>
    );
  } else if (code === null) {
    content =
      account.status === 'unknown' || account.status === 'loading' ? (
        <LoadingIndicator label={t('common.loading')} />
      ) : (
        <Announcement tone="error">
          <p>{t('iosLogin.handoffMissing')}</p>
        </Announcement>
      );
  } else if (state.status === 'finishing') content = <LoadingIndicator label={t('iosLogin.finishing')} />;
  else {
    content = (
      <Announcement tone="error">
        <p>
          {t('iosLogin.handoffFailed')} {apiErrorText(t, state.error)}
        </p>
      </Announcement>
    );
  }

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.appleIosLogined')}</h1>
      {content}
    </article>
  );
}
