import type { Account } from '@site/api-contract';
import { useEffect } from 'react';
import { runWhenIdle } from '../startup/run-when-idle.ts';
import { useStore } from '../store/use-store.ts';
import { accountStore } from './account-state.ts';

/**
 * Whether someone is signed in, for the header and the footer. If no page has asked the server
 * yet (or a failed sign-out left it unknown), it asks once the browser is idle: after first paint,
 * and with the API client loaded only then.
 */
export function useIsSignedIn(): boolean {
  return useSignedInAccount() !== null;
}

/** The signed-in account for the header (null when nobody is, or while it is not known), asked for as `useIsSignedIn` says. */
export function useSignedInAccount(): Account | null {
  const state = useStore(accountStore);
  useEffect(() => {
    if (state.status !== 'unknown') return;
    runWhenIdle(() => {
      if (accountStore.get().status !== 'unknown') return;
      void import('./account-store.ts').then(({ refreshAccount }) => refreshAccount());
    });
  }, [state.status]);
  return state.status === 'signed-in' ? state.account : null;
}
