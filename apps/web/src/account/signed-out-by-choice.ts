import { storage } from '../storage/safe-storage.ts';

const key = 'site.signedOutByChoice';

/**
 * The player signed out here: nothing signs them in again by itself (inside Telegram, the
 * automatic sign-in from the launch's init data) until they sign in themselves. Kept in local
 * storage, so a reload or a new launch of the mini app keeps it.
 */
export function rememberSignedOutByChoice(): void {
  storage.write(key, '1');
}

export function signedOutByChoice(): boolean {
  return storage.read(key) === '1';
}

/** Any sign-in of the player's own ends it (account-store.ts `setSignedIn`). */
export function forgetSignedOutByChoice(): void {
  storage.write(key, null);
}
