import type { ResponseOf } from '@site/api-contract';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { setSignedIn } from '../account/account-store.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { useAccount } from '../account/use-account.ts';
import { api } from '../api/api.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import '../forms/forms.css';
import { Announcement } from '../sign-in/announcement.tsx';
import { readHandoffCode } from '../sign-in/ios-sign-in-parameters.ts';
import '../sign-in/sign-in.css';

type State = { status: 'checking' } | { status: 'confirm'; displayName: string } | { status: 'finishing' } | { status: 'done' } | { status: 'failed'; error: unknown };

/** Where the page is, from its two calls: the preview (asked once per code), then the hand-off. */
function stateOf(preview: UseMutationResult<ResponseOf<'appleIosHandoffPreview'>, Error, string>, handoff: UseMutationResult<unknown, Error, string>): State {
  if (handoff.isSuccess) return { status: 'done' };
  if (handoff.isPending) return { status: 'finishing' };
  if (handoff.isError) return { status: 'failed', error: handoff.error };
  if (preview.isError) return { status: 'failed', error: preview.error };
  if (preview.isSuccess) return { status: 'confirm', displayName: preview.data.displayName };
  return { status: 'checking' };
}

/**
 * /apple-ios-logined?code=…: the iOS app opens this in its web view with the single-use code it
 * was handed. Anyone can make such a link for their own account and send it to someone else
 * (login CSRF), so the page first names the account the code is for and exchanges the code for a
 * session only when the person confirms it is theirs.
 */
export default function AppleIosLoginedPage(): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const [code] = useState(() => readHandoffCode(new URLSearchParams(location.search)));
  const checked = useRef(false);
  // A preview, not a read of the cache: asked once per code, never again (a refetch after a sign-in would ask about a spent code).
  const preview = useMutation({ mutationFn: (given: string) => api.call('appleIosHandoffPreview', { body: { code: given } }) });
  const handoff = useMutation({
    mutationFn: (given: string) => api.call('appleIosHandoff', { body: { code: given } }),
    onSuccess: ({ account: signedIn }) => {
      setSignedIn(signedIn);
      // The code is spent: a reload should not try it again.
      void navigate(location.pathname, { replace: true });
    },
  });
  const state = stateOf(preview, handoff);
  const askPreview = preview.mutate;

  useEffect(() => {
    if (code === null || checked.current) return;
    checked.current = true;
    askPreview(code);
  }, [code, askPreview]);

  // Wait for the first "who is signed in" answer: arriving after the hand-off, it would undo it.
  const accountSettled = account.status !== 'unknown' && account.status !== 'loading';
  const finish = (): void => {
    if (code !== null) handoff.mutate(code);
  };

  const signedIn = account.status === 'signed-in' ? account.account : null;
  let content: ReactNode;
  if (state.status === 'done' || (code === null && signedIn)) {
    content = (
      <Announcement tone="success" focusKey={state.status}>
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
  } else if (state.status === 'checking') content = <LoadingIndicator label={t('common.loading')} />;
  else if (state.status === 'confirm') {
    content = (
      <Announcement tone="info">
        <p>{t('iosLogin.confirm', { name: state.displayName })}</p>
        <p className="actions">
          <button type="button" className="button button--primary" disabled={!accountSettled} onClick={finish}>
            {t('iosLogin.continueAs', { name: state.displayName })}
          </button>
          <Link to="/" className="button">
            {t('iosLogin.notMe')}
          </Link>
        </p>
      </Announcement>
    );
  } else if (state.status === 'finishing') content = <LoadingIndicator label={t('iosLogin.finishing')} />;
  else {
    content = (
      <Announcement tone="error" focusKey={state.status}>
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
