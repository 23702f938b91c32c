import type { Account } from '@site/api-contract';
import type { ApiError } from '@site/api-contract/client';
import { api, onApiError } from '../api/api.ts';
import { accountStore, type AccountState } from './account-state.ts';
import { forgetSignedOutByChoice } from './signed-out-by-choice.ts';

export { accountStore, type AccountState };

// A sign-in answered `second_factor_pending` (whichever way it was made) marks the account as
// waiting for its second factor, and the site opens /second-factor.
onApiError((error) => {
  if (error.code === 'second_factor_pending') accountStore.set({ status: 'second-factor' });
});

let pending: Promise<void> | null = null;
/**
 * Bumped by every sign-in, sign-out or reset. A session check that started before one of them
 * answers about a session that is gone, so its answer is dropped instead of overwriting the newer truth.
 */
let generation = 0;

/** Asks the server who is signed in (once at a time). */
export function refreshAccount(): Promise<void> {
  pending ??= (async () => {
    const started = generation;
    if (accountStore.get().status !== 'signed-in') accountStore.set({ status: 'loading' });
    let next: AccountState;
    try {
      const { account, secondFactorPending } = await api.call('getSession');
      if (account) next = { status: 'signed-in', account };
      else next = secondFactorPending ? { status: 'second-factor' } : { status: 'signed-out' };
    } catch (error) {
      next = { status: 'error', error: error as ApiError };
    } finally {
      pending = null;
    }
    if (started === generation) accountStore.set(next);
  })();
  return pending;
}

function replaceAccount(state: AccountState): void {
  generation += 1;
  accountStore.set(state);
}

/** After a sign-in, a link or an edit: the server's answer is the new truth. */
export function setSignedIn(account: Account): void {
  forgetSignedOutByChoice();
  replaceAccount({ status: 'signed-in', account });
}

export function setSignedOut(): void {
  replaceAccount({ status: 'signed-out' });
}

/** Who is signed in is not known any more (e.g. a sign-out the server did not hear): the next page asks again. */
export function forgetAccount(): void {
  replaceAccount({ status: 'unknown' });
}
