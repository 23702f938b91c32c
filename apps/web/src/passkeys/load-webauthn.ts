import type * as WebAuthn from '@simplewebauthn/browser';

/** @simplewebauthn/browser, fetched when a passkey is about to be used: never on the path to first paint. */
export function loadWebAuthn(): Promise<typeof WebAuthn> {
  return import('@simplewebauthn/browser');
}
