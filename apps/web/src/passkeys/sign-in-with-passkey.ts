import type { Account } from '@site/api-contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { browserPasskeyFailure, type BrowserPasskeyFailure } from './browser-passkey-failure.ts';
import { loadWebAuthn } from './load-webauthn.ts';

export type PasskeySignInOutcome =
  | { status: 'signed-in'; account: Account }
  /** Signed in with the passkey, the account's second factor is asked for next (the site opens /second-factor by itself). */
  | { status: 'second-factor' }
  | { status: Exclude<BrowserPasskeyFailure, 'failed'> }
  /** The server refused (an ApiError: passkeys_disabled, passkey_unknown, passkey_invalid…) or the browser failed. */
  | { status: 'failed'; error: unknown };

/**
 * Signs in with a passkey as every other way does: the server's options (with a challenge bound
 * to this browser), the browser's passkey prompt, the answer checked by the server, which opens
 * the session. With `autofill`, the browser offers the passkeys in the autofill of the field whose
 * autocomplete ends in `webauthn` (conditional mediation) and this waits until one is picked.
 * `signal` stops the browser's request (`aborted`), e.g. when the page is left.
 */
export async function signInWithPasskey(options: { autofill: boolean; signal?: AbortSignal }): Promise<PasskeySignInOutcome> {
  const { signal } = options;
  let response;
  try {
    const [webauthn, { options: optionsJSON }] = await Promise.all([loadWebAuthn(), api.call('passkeyAuthenticationOptions', { body: {} })]);
    if (signal?.aborted) return { status: 'aborted' };
    const cancel = (): void => {
      webauthn.WebAuthnAbortService.cancelCeremony();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      // The contract types transports as any short string; the server made them with @simplewebauthn/server.
      response = await webauthn.startAuthentication({ optionsJSON: optionsJSON as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: options.autofill });
    } catch (error) {
      const failure = browserPasskeyFailure(error);
      return failure === 'failed' ? { status: 'failed', error } : { status: failure };
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  } catch (error) {
    return { status: 'failed', error };
  }
  try {
    const { account } = await api.call('passkeyAuthenticationVerify', { body: { response } });
    return { status: 'signed-in', account };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'second_factor_pending') return { status: 'second-factor' };
    return { status: 'failed', error };
  }
}
