/**
 * What the iOS app hands /apple-ios-login, in the URL fragment so that it never reaches a server
 * log or a Referer: `#identityToken=<Apple ID token>&nonce=<raw nonce>&displayName=<name>`.
 * `nonce` is the raw nonce whose SHA-256 the app gave Apple; `displayName` is the name Apple
 * shares only on the first sign-in. Both are optional.
 */
export interface IosSignInParameters {
  identityToken: string;
  nonce?: string;
  displayName?: string;
}

export type IosSignInParametersResult = { ok: true; parameters: IosSignInParameters } | { ok: false; problem: 'missing' | 'malformed' };

const jwt = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Reads and checks the fragment; the token itself is verified by the server. */
export function readIosSignInParameters(hash: string): IosSignInParametersResult {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const identityToken = fragment.get('identityToken');
  if (identityToken === null || identityToken === '') return { ok: false, problem: 'missing' };
  if (identityToken.length > 8192 || !jwt.test(identityToken)) return { ok: false, problem: 'malformed' };

  const parameters: IosSignInParameters = { identityToken };
  const nonce = fragment.get('nonce');
  if (nonce !== null && nonce !== '') {
    if (nonce.length > 256) return { ok: false, problem: 'malformed' };
    parameters.nonce = nonce;
  }
  const displayName = fragment.get('displayName')?.trim();
  if (displayName) parameters.displayName = displayName.slice(0, 40);
  return { ok: true, parameters };
}

const handoffCode = /^[A-Za-z0-9_-]{20,128}$/;

/** The single-use code of /apple-ios-logined?code=…, or null when it is missing or malformed. */
export function readHandoffCode(search: URLSearchParams): string | null {
  const code = search.get('code');
  return code !== null && handoffCode.test(code) ? code : null;
}

const notAnApp = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

/** The server's hand-off address, when it is one the browser may open (the app's URL scheme or a web page). */
export function safeHandoffUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return notAnApp.has(url.protocol) ? null : url.href;
  } catch {
    return null;
  }
}
