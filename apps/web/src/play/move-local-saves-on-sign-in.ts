import type { Store } from '../store/create-store.ts';
import { localSavePrefix } from './local-save-prefix.ts';

function hasLocalSaves(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(localSavePrefix)) return true;
    }
  } catch {
    // Blocked storage keeps no saves.
  }
  return false;
}

/**
 * Once someone is signed in (now or later), moves the saves this browser kept for them as a
 * visitor to their account (`move-local-saves.ts`). Light on purpose: start-up calls it, and the
 * API client is loaded only when there is a save to move.
 */
export function moveLocalSavesOnSignIn(account: Pick<Store<{ status: string }>, 'get' | 'subscribe'>): void {
  let moving = false;
  const follow = () => {
    if (moving || account.get().status !== 'signed-in' || !hasLocalSaves()) return;
    moving = true;
    void import('./move-local-saves.ts')
      .then(({ moveLocalSaves }) => moveLocalSaves())
      .finally(() => {
        moving = false;
      });
  };
  account.subscribe(follow);
  follow();
}
