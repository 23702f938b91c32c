import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/api-error-text.ts';
import { setSignedIn } from '../../account/account-store.ts';
import { api } from '../../api/api.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { isMalformedTokenError, isWholeLinkToken } from './link-token.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';
import { useGoAfterSignIn } from '../../sign-in/use-sign-in-return.ts';

/**
 * The link from the verification mail: confirms the address, signs in and goes back where sign-in
 * started (sign-in/return-after-sign-in.ts). A link cut short is not sent: it says so, with the
 * form to mail a new one.
 */
export function VerifyEmail({ token }: { token: string }): ReactNode {
  const { t } = useTranslation();
  const goAfterSignIn = useGoAfterSignIn();
  const started = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const verify = useMutation({
    mutationFn: (given: string) => api.call('emailVerify', { body: { token: given } }),
    onSuccess: async ({ account }) => {
      setSignedIn(account);
      await goAfterSignIn();
    },
  });
  const { mutate } = verify;
  const whole = isWholeLinkToken(token);

  useEffect(() => {
    // One call per link, even when React runs the effect twice: the token works once.
    if (started.current || !whole) return;
    started.current = true;
    mutate(token);
  }, [token, whole, mutate]);

  const failed = verify.isError || !whole;
  useEffect(() => {
    if (failed) problemRef.current?.focus();
  }, [failed]);

  if (!failed) return <LoadingIndicator label={t('emailAuth.verifying')} />;
  return (
    <>
      <div ref={problemRef} className="notice notice--error" role="alert" tabIndex={-1}>
        <p>{!whole || isMalformedTokenError(verify.error) ? t('emailAuth.linkIncomplete') : apiErrorText(t, verify.error)}</p>
      </div>
      <ResendVerificationForm />
    </>
  );
}
