/** Read by the server (`site_invite`) when a sign-in creates an account: the way the code reaches every sign-in. */
const cookieName = 'site_invite';
const maxAgeSeconds = 30 * 86_400;

/**
 * Mirrors the remembered invite code in a first-party cookie, so it reaches the server on every
 * way to sign in, the Google and Apple redirects back included (SameSite=Lax travels with a
 * top-level navigation). Only ever a checked code (A–Z, a–z, 0–9): nothing to escape.
 */
export function writeInviteCookie(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName}=${code}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function clearInviteCookie(): void {
  document.cookie = `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}
