import type { EconomySummaryView } from '@site/api-contract';
import { api } from '../api/api.ts';
import type { ApiError } from '../api/api-error.ts';
import { createStore } from '../store/create-store.ts';

/**
 * What `GET /api/economy/summary` said for one account: balances (decimal strings), the rates,
 * today's gold conversion limit, stamina and its recovery price, the coins burnt.
 */
export type EconomySummaryState =
  | { status: 'idle' }
  | { status: 'loading'; accountId: string }
  | { status: 'ready'; accountId: string; summary: EconomySummaryView }
  | { status: 'error'; accountId: string; error: ApiError };

/** The signed-in account's economy, shared by every page that shows balances (read it with `useEconomySummary`). */
export const economySummaryStore = createStore<EconomySummaryState>({ status: 'idle' });

const pending = new Map<string, Promise<EconomySummaryView | null>>();

/**
 * Asks the server again (once at a time per account) and stores the answer; resolves with it,
 * or null when the call failed (the store then holds the error). A page calls this after every
 * operation, so the numbers it shows are the server's, never a sum made in the browser.
 */
export function refreshEconomySummary(accountId: string): Promise<EconomySummaryView | null> {
  const running = pending.get(accountId);
  if (running) return running;
  const current = economySummaryStore.get();
  // Keep showing the numbers already known for this account while the new ones come.
  if (!(current.status === 'ready' && current.accountId === accountId)) economySummaryStore.set({ status: 'loading', accountId });
  const call = api.call('getEconomySummary').then(
    (summary) => {
      economySummaryStore.set({ status: 'ready', accountId, summary });
      return summary;
    },
    (error: unknown) => {
      economySummaryStore.set({ status: 'error', accountId, error: error as ApiError });
      return null;
    },
  );
  const settled = call.finally(() => pending.delete(accountId));
  pending.set(accountId, settled);
  return settled;
}
