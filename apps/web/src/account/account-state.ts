import type { Account } from '@site/api-contract';
import type { ApiError } from '@site/api-contract/client';
import { createStore } from '../store/create-store.ts';
import { followSignedInHint } from './signed-in-hint.ts';

export type AccountState =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'signed-in'; account: Account }
  | { status: 'signed-out' }
  /** Signed in with the first factor; the code of the second is still to give (/second-factor). */
  | { status: 'second-factor' }
  | { status: 'error'; error: ApiError };

/**
 * Who is signed in, as the server says. Pages read it with `useAccount`; it is loaded on first use,
 * never before first paint. The state lives apart from the code that asks the server, so the header
 * can follow it without bringing the API client into the first paint.
 */
export const accountStore = createStore<AccountState>({ status: 'unknown' });
followSignedInHint(accountStore);
