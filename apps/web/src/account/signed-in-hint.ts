import { storage } from '../storage/safe-storage.ts';
import type { Store } from '../store/create-store.ts';

/**
 * A flag in local storage while this browser's last known session was signed in. Not a secret
 * and never trusted: the session cookie is HttpOnly, so this is the only way the inline gate in
 * index.html (`src/prerender/home-preview-gate.ts`, which repeats the key) can tell that the
 * signed-out home preview would be the wrong first paint. The home page reads it too, to show
 * "loading" instead of the signed-out page while the session is being checked.
 */
export const signedInHintKey = 'site.signedIn';

export function hasSignedInHint(): boolean {
  return storage.read(signedInHintKey) === '1';
}

/** Keeps the flag in step with what the server last said. */
export function followSignedInHint(store: Pick<Store<{ status: string }>, 'get' | 'subscribe'>): void {
  store.subscribe(() => {
    const { status } = store.get();
    if (status === 'signed-in') storage.write(signedInHintKey, '1');
    else if (status === 'signed-out') storage.write(signedInHintKey, null);
  });
}
