import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorText } from '../../api/api-error-text.ts';
import { setSignedIn } from '../../account/account-store.ts';
import { api } from '../../api/api.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { ResendVerificationForm } from './resend-verification-form.tsx';

/** The link from the verification mail: confirms the address, signs in and opens the profile. */
export function VerifyEmail({ token }: { token: string }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const started = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // One call per link, even when React runs the effect twice: the token works once.
    if (started.current) return;
    started.current = true;
    api.call('emailVerify', { body: { token } }).then(
      async ({ account }) => {
        setSignedIn(account);
        await navigate('/profile', { replace: true });
      },
      (error: unknown) => {
        setFailure({ error });
      },
    );
  }, [token, navigate]);

  useEffect(() => {
    if (failure) problemRef.current?.focus();
  }, [failure]);

  if (!failure) return <LoadingIndicator label={t('emailAuth.verifying')} />;
  return (
    <>
      <div ref={problemRef} className="notice notice--error" role="alert" tabIndex={-1}>
        <p>{apiErrorText(t, failure.error)}</p>
      </div>
      <ResendVerificationForm />
    </>
  );
}
