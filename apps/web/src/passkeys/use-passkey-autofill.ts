import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSignedIn } from '../account/account-store.ts';
import { ApiError } from '@site/api-contract/client';
import { logger } from '../logging/logger.ts';
import { loadWebAuthn } from './load-webauthn.ts';
import { passkeyAvailabilityHere } from './passkey-availability.ts';
import { signInWithPasskey } from './sign-in-with-passkey.ts';
import { pathAfterSignIn } from '../sign-in/return-after-sign-in.ts';

/** How many times the passkeys are offered again after a closed prompt or a refusal, per visit. */
const MAX_OFFERS = 5;

/**
 * The browser's passkey autofill on the sign-in form: where the server's passkeys work and the
 * browser offers passkeys in its autofill (conditional mediation), the field whose autocomplete
 * ends in `webauthn` lists them, and picking one signs in (the profile opens, or /second-factor by
 * itself). After a closed prompt or a refusal they are offered again with a new challenge; the
 * refusal is returned for the page to show. Stopped when the page is left.
 */
export function usePasskeyAutofill(rpId: string | null): { failure: unknown } {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (passkeyAvailabilityHere(rpId) !== 'usable') return;
    const leaving = new AbortController();
    // A function, so the check is made again after each wait (a plain read would be taken as known).
    const left = (): boolean => leaving.signal.aborted;
    const offer = async (): Promise<void> => {
      const webauthn = await loadWebAuthn();
      if (left() || !(await webauthn.browserSupportsWebAuthnAutofill())) return;
      for (let offers = 0; offers < MAX_OFFERS && !left(); offers += 1) {
        const outcome = await signInWithPasskey({ autofill: true, signal: leaving.signal });
        if (outcome.status === 'signed-in') {
          setSignedIn(outcome.account);
          if (!left()) await navigate(pathAfterSignIn());
          return;
        }
        if (outcome.status === 'second-factor' || outcome.status === 'aborted' || left()) return;
        if (outcome.status === 'failed') {
          setFailure(outcome.error);
          if (outcome.error instanceof ApiError && outcome.error.code === 'passkeys_disabled') return;
        }
      }
    };
    offer().catch((error: unknown) => {
      logger.warn('The passkey autofill could not start', error);
    });
    return () => {
      leaving.abort();
    };
  }, [rpId, navigate]);

  return { failure };
}
