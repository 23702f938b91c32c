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
  passkeyRegistrationOptions: { method: 'POST', path: '/api/auth/passkeys/registration/options', auth: 'session', rateLimited: true, answers: [404], summary: 'Options to create a passkey for the signed-in account (navigator.credentials.create). Errors: passkeys_disabled.' },
  passkeyRegistrationVerify: { method: 'POST', path: '/api/auth/passkeys/registration/verify', auth: 'session', rateLimited: true, answers: [404, 409], summary: "Checks the new passkey against this browser's challenge and adds it to the account, named as given or after the browser and system. Errors: passkeys_disabled, passkey_challenge_invalid, passkey_invalid, identity_taken." },
  passkeyAuthenticationOptions: { method: 'POST', path: '/api/auth/passkeys/authentication/options', auth: 'none', rateLimited: true, answers: [404], summary: 'Options to sign in with a passkey (navigator.credentials.get, also for the autofill). Errors: passkeys_disabled.' },
  passkeyAuthenticationVerify: { method: 'POST', path: '/api/auth/passkeys/authentication/verify', auth: 'optional', rateLimited: true, answers: [401, 404], summary: "Checks the passkey's signature of this browser's challenge and signs in to its account. Errors: passkeys_disabled, passkey_challenge_invalid, passkey_invalid, passkey_unknown." },
  listPasskeys: { method: 'GET', path: '/api/account/passkeys', auth: 'session', summary: "The account's passkeys: name, when added, when last used." },
  renamePasskey: { method: 'PATCH', path: '/api/account/passkeys/:id', auth: 'session', answers: [404], summary: 'Renames one of the account’s passkeys. Errors: not_found.' },
} as const satisfies Record<string, RouteInfo>;
