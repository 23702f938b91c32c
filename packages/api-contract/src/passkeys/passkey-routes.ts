import type { RouteInfo } from '../route-info.ts';

/**
 * Passkeys (WebAuthn). Each ceremony is two calls: the options (with a single-use challenge bound to
 * this browser by an HttpOnly cookie, valid 5 minutes), then the browser's answer. A passkey is an
 * identity of kind `passkey`: it is removed with `unlinkIdentity`, which keeps the last way to sign in.
 * Errors: `passkeys_disabled` (404: the server's origin has no domain name), `passkey_challenge_invalid`
 * (400: no challenge from this browser, expired or used), `passkey_invalid` (400/401: the answer is
 * not for this site's origin or rpID, not for the challenge, badly signed, or its signature counter
 * went backwards), `passkey_unknown` (401: no account has this passkey), `identity_taken` (409).
 */
export const passkeyRoutes = {
  passkeyRegistrationOptions: { method: 'POST', path: '/api/auth/passkeys/registration/options', auth: 'session', errors: ['passkeys_disabled'], rateLimited: true, summary: 'Options to create a passkey for the signed-in account (navigator.credentials.create).' },
  passkeyRegistrationVerify: { method: 'POST', path: '/api/auth/passkeys/registration/verify', auth: 'session', errors: ['identity_taken', 'passkey_challenge_invalid', 'passkey_invalid', 'passkeys_disabled'], rateLimited: true, summary: "Checks the new passkey against this browser's challenge and adds it to the account, named as given or after the browser and system." },
  passkeyAuthenticationOptions: { method: 'POST', path: '/api/auth/passkeys/authentication/options', auth: 'none', errors: ['passkeys_disabled'], rateLimited: true, summary: 'Options to sign in with a passkey (navigator.credentials.get, also for the autofill).' },
  passkeyAuthenticationVerify: { method: 'POST', path: '/api/auth/passkeys/authentication/verify', auth: 'optional', errors: ['passkey_challenge_invalid', 'passkey_invalid', 'passkey_unknown', 'passkeys_disabled', 'second_factor_pending'], rateLimited: true, summary: "Checks the passkey's signature of this browser's challenge and signs in to its account." },
  listPasskeys: { method: 'GET', path: '/api/account/passkeys', auth: 'session', summary: "The account's passkeys: name, when added, when last used." },
  renamePasskey: { method: 'PATCH', path: '/api/account/passkeys/:id', auth: 'session', errors: ['not_found'], summary: 'Renames one of the account’s passkeys.' },
} as const satisfies Record<string, RouteInfo>;
