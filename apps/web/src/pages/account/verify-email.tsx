import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorText } from '../../api/api-error-text.ts';
import { setSignedIn } from '../../account/account-store.ts';
import { api } from '../../api/api.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { ResendVerificationForm } from './resend-verification-form.tsx';
import { pathAfterSignIn } from '../../sign-in/return-after-sign-in.ts';

/** The link from the verification mail: confirms the address, signs in and opens the profile. */
export function VerifyEmail({ token }: { token: string }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const verify = useMutation({
    mutationFn: (given: string) => api.call('emailVerify', { body: { token: given } }),
    onSuccess: async ({ account }) => {
      setSignedIn(account);
      await navigate(pathAfterSignIn(), { replace: true });
    },
  });
  const { mutate } = verify;

  useEffect(() => {
    // One call per link, even when React runs the effect twice: the token works once.
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const failed = verify.isError;
  useEffect(() => {
    if (failed) problemRef.current?.focus();
  }, [failed]);

  if (!verify.isError) return <LoadingIndicator label={t('emailAuth.verifying')} />;
  return (
    <>
      <div ref={problemRef} className="notice notice--error" role="alert" tabIndex={-1}>
        <p>{apiErrorText(t, verify.error)}</p>
      </div>
      <ResendVerificationForm />
    </>
  );
}
