import type { WebAuthnErrorCode } from '@simplewebauthn/browser';

/**
 * Why the browser's passkey request (`navigator.credentials.create`/`get`, through
 * @simplewebauthn/browser) ended without a passkey:
 * - `cancelled`: the person closed the browser's prompt, or let it time out (NotAllowedError);
 * - `aborted`: the site stopped it (leaving the page, or another request took its place): say nothing;
 * - `already-registered`: this authenticator already holds a passkey of the account (InvalidStateError);
 * - `unsupported`: the browser or authenticator cannot make such a passkey;
 * - `failed`: anything else.
 */
export type BrowserPasskeyFailure = 'cancelled' | 'aborted' | 'already-registered' | 'unsupported' | 'failed';

const unsupportedCodes = new Set<WebAuthnErrorCode>([
  'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT',
  'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT',
  'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG',
]);

const nameOf = (value: unknown): string | undefined => (typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : undefined);

export function browserPasskeyFailure(error: unknown): BrowserPasskeyFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already-registered';
  if (typeof code === 'string' && unsupportedCodes.has(code as WebAuthnErrorCode)) return 'unsupported';
  // The library passes NotAllowedError through as its cause; a bare DOMException may come too.
  const name = code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' ? nameOf((error as { cause?: unknown }).cause) : nameOf(error);
  if (name === 'NotAllowedError') return 'cancelled';
  if (name === 'AbortError') return 'aborted';
  if (name === 'InvalidStateError') return 'already-registered';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

/** A browser's passkey request that ended without a passkey, carried through a form's submit to its message. */
export class BrowserPasskeyError extends Error {
  override name = 'BrowserPasskeyError';
  readonly failure: BrowserPasskeyFailure;

  constructor(error: unknown) {
    super('The browser gave no passkey.', { cause: error });
    this.failure = browserPasskeyFailure(error);
  }
}

/** The translation key of what the visitor is told (`aborted` is never shown). */
export const browserPasskeyFailureKey = (failure: BrowserPasskeyFailure): string => `passkeys.failures.${failure}`;
