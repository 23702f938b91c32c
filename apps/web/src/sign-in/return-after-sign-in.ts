import { isSitePath } from '@site/api-contract/site-path';
import { storage } from '../storage/safe-storage.ts';

/**
 * Where a player goes once signed in: back to the page where they set out to sign in (the game
 * they were about to play), even when the last step is a mailed link opened in another tab; the
 * profile when that page is unknown. Kept in local storage, which is read as untrusted: only a
 * path of this site that is not itself a sign-in step is ever followed.
 */
const key = 'site.signInReturn';
/** Long enough for a mailed link to be opened, short enough that an abandoned sign-in is forgotten. */
const keptMs = 24 * 60 * 60 * 1000;
export const afterSignInFallback = '/profile';

const signInSteps: ReadonlySet<string> = new Set([
  '/login',
  '/email-login',
  '/email-register',
  '/wallet-login',
  '/telegram-login',
  '/google-login',
  '/apple-login',
  '/apple-ios-login',
  '/apple-ios-logined',
  '/second-factor',
  '/change-password',
  '/logout',
]);

/** Whether `pathname` is a step of signing in (or out), never a page to come back to. */
export function isSignInStep(pathname: string): boolean {
  return signInSteps.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** `value` as a path of the site at `origin` to go back to, or null: never another origin, a scheme (the contract's `isSitePath`, which the server checks too), or a sign-in step. */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (!isSitePath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || isSignInStep(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Remembers `path` (the page the player left for a sign-in page) at `nowMs`. */
export function rememberSignInStart(path: string, nowMs: number): void {
  storage.write(key, JSON.stringify({ path, at: nowMs }));
}

/** The remembered page, still kept: a sign-in that leaves the site (Google, Apple) hands it to the server and may yet fail. */
export function peekSignInReturn(origin: string, nowMs: number): string | null {
  return returnPathFrom(storage.read(key), origin, nowMs);
}

/** Where to go now that the player is signed in (the remembered page, once, else the profile). */
export function takeSignInReturn(origin: string, nowMs: number): string {
  const raw = storage.read(key);
  storage.write(key, null);
  return returnPathFrom(raw, origin, nowMs) ?? afterSignInFallback;
}

/** The path kept in `raw` when it is still fresh and safe. */
export function returnPathFrom(raw: string | null, origin: string, nowMs: number): string | null {
  if (raw === null) return null;
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof kept !== 'object' || kept === null) return null;
  const { path, at } = kept as { path?: unknown; at?: unknown };
  if (typeof at !== 'number' || !(nowMs - at >= 0 && nowMs - at <= keptMs)) return null;
  return safeReturnPath(path, origin);
}

/** The link to /login that comes back to `path` (a page of this site) after the sign-in. */
export const loginReturningTo = (path: string): string => `/login?${new URLSearchParams({ return: path }).toString()}`;
