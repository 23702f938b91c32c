import { useEffect } from 'react';
import { useStore } from '../store/use-store.ts';
import { economySummaryStore, refreshEconomySummary, type EconomySummaryState } from './economy-summary-store.ts';

/**
 * The economy summary of `accountId` (the signed-in account), loaded from the server when a page
 * first shows it; another account's numbers are never returned.
 */
export function useEconomySummary(accountId: string): EconomySummaryState {
  const state = useStore(economySummaryStore);
  const mine = state.status !== 'idle' && state.accountId === accountId;
  useEffect(() => {
    void refreshEconomySummary(accountId);
  }, [accountId]);
  return mine ? state : { status: 'loading', accountId };
}
