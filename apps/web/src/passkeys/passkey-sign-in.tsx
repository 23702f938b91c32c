import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setSignedIn } from '../account/account-store.ts';
import { BusyButton } from '../components/busy-button.tsx';
import { apiErrorText } from '../api/api-error-text.ts';
import { ApiError } from '@site/api-contract/client';
import { BusyStatus } from '../sign-in/busy-status.tsx';
import { LiveRegion } from '../sign-in/live-region.tsx';
import { browserPasskeyFailureKey } from './browser-passkey-failure.ts';
import { passkeyAvailabilityHere } from './passkey-availability.ts';
import { signInWithPasskey, type PasskeySignInOutcome } from './sign-in-with-passkey.ts';
import { useGoAfterSignIn } from '../sign-in/use-sign-in-return.ts';

type Step = { status: 'idle' | 'waiting' } | { status: 'done'; outcome: Exclude<PasskeySignInOutcome, { status: 'signed-in' | 'second-factor' }> };

/**
 * "Sign in with a passkey" on /login, shown only where the server's passkeys work (on their
 * domain, in a browser with WebAuthn). Signed in, back where sign-in started (or /second-factor, by
 * itself, when the account has one). A closed prompt is a calm note, a refusal an alert; the
 * button stays where it was, with the focus, to try again. The server saying passkeys are off
 * replaces the button with that sentence.
 */
export function PasskeySignIn({ rpId }: { rpId: string | null }): ReactNode {
  const { t } = useTranslation();
  const goAfterSignIn = useGoAfterSignIn();
  const [step, setStep] = useState<Step>({ status: 'idle' });

  if (passkeyAvailabilityHere(rpId) !== 'usable') return null;
  const outcome = step.status === 'done' ? step.outcome : null;
  const failed = outcome?.status === 'failed' ? outcome.error : null;
  if (failed instanceof ApiError && failed.code === 'passkeys_disabled') {
    return <p className="hint">{apiErrorText(t, failed)}</p>;
  }

  const start = (): void => {
    if (step.status === 'waiting') return;
    setStep({ status: 'waiting' });
    void signInWithPasskey({ autofill: false }).then(async (result) => {
      if (result.status === 'signed-in') {
        setSignedIn(result.account);
        await goAfterSignIn();
      } else if (result.status === 'second-factor') setStep({ status: 'idle' });
      else setStep({ status: 'done', outcome: result });
    });
  };

  const waiting = step.status === 'waiting';
  return (
    <div className="passkey-sign-in">
      <BusyButton busy={waiting} className="button button--primary" onClick={start} aria-describedby="passkey-sign-in-hint">
        {t('passkeys.signIn')}
      </BusyButton>
      <p id="passkey-sign-in-hint" className="hint">
        {t('passkeys.signInHint')}
      </p>
      {waiting && <BusyStatus label={t('passkeys.waiting')} />}
      <LiveRegion tone="info">{outcome !== null && outcome.status !== 'failed' && outcome.status !== 'aborted' && <p>{t(browserPasskeyFailureKey(outcome.status))}</p>}</LiveRegion>
      <LiveRegion tone="error">{failed !== null && <p>{failed instanceof ApiError ? apiErrorText(t, failed) : t(browserPasskeyFailureKey('failed'))}</p>}</LiveRegion>
    </div>
  );
}
