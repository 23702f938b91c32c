import type { EconomySummaryView } from '@site/api-contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiQuery, useApiQuery } from '../api/api-query.ts';
import { queryClient } from '../api/query-client.ts';

/**
 * What `GET /api/economy/summary` says for the signed-in account: balances (decimal strings), the
 * rates, today's gold conversion limit, stamina and its recovery price, the coins burnt. Shared by
 * every page that shows balances through the query cache (which starts again for another account).
 */
export function useEconomySummary(): UseQueryResult<EconomySummaryView> {
  return useApiQuery('getEconomySummary', []);
}

/**
 * Asks the server again after a change (an operation, a purchase, a run) and updates every page
 * that shows the numbers; resolves with them, or null when the call failed (the pages then show
 * the error). The numbers shown are the server's, never a sum made in the browser.
 */
export function refreshEconomySummary(): Promise<EconomySummaryView | null> {
  return queryClient.query(apiQuery('getEconomySummary')).catch(() => null);
}
