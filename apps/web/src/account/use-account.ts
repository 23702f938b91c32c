import { useEffect } from 'react';
import { useStore } from '../store/use-store.ts';
import { accountStore, refreshAccount, type AccountState } from './account-store.ts';

/** The signed-in account; asks the server the first time a page needs it. */
export function useAccount(): AccountState {
  const state = useStore(accountStore);
  useEffect(() => {
    if (accountStore.get().status === 'unknown') void refreshAccount();
  }, []);
  return state;
}
