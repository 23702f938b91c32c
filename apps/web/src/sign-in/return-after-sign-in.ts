import { storage } from '../storage/safe-storage.ts';

// Where a sign-in started from a page that asked for it (`/login?return=/games/levels?level=2`,
// the visitor's end-of-run sheet) takes the player back to, instead of the profile. Kept for the
// tab (sessionStorage): /login remembers it, and the sign-in that follows, by whichever way, uses it once.

const key = 'site.returnAfterSignIn';

/** A path of this site (`/…`, never `//host` or a scheme), or null. */
export function sitePathOrNull(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The link to /login that comes back to `path` after the sign-in. */
export const loginReturningTo = (path: string): string => `/login?${new URLSearchParams({ return: path }).toString()}`;

/** /login's `?return=`: remembered for the sign-in that follows; /login without one forgets an older one. */
export function rememberReturnAfterSignIn(value: string | null): void {
  storage.write(key, sitePathOrNull(value), 'session');
}

/** Where to go once signed in: the remembered page (then forgotten), else `fallback`. */
export function pathAfterSignIn(fallback = '/profile'): string {
  const remembered = sitePathOrNull(storage.read(key, 'session'));
  storage.write(key, null, 'session');
  return remembered ?? fallback;
}
