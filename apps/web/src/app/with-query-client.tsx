import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { accountStore } from '../account/account-state.ts';
import { queryClient } from '../api/query-client.ts';

/** The account the cache's answers belong to: undefined until someone was signed in. */
let cachedFor: string | null | undefined;
// Answers read for one account are never shown to the next one (a sign-out, another account):
// when the signed-in account changes, the cache starts again.
accountStore.subscribe(() => {
  const state = accountStore.get();
  if (state.status !== 'signed-in' && state.status !== 'signed-out') return;
  const next = state.status === 'signed-in' ? state.account.id : null;
  if (cachedFor !== undefined && cachedFor !== null && cachedFor !== next) void queryClient.resetQueries();
  cachedFor = next;
});

/**
 * A page inside the site's query cache. Every route's page is wrapped when its code loads
 * (`route-pages.ts`), so TanStack Query arrives with the pages and never weighs on the first render's JS.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function PageWithQueries(): ReactNode {
    return <QueryClientProvider client={queryClient}>{createElement(Page)}</QueryClientProvider>;
  }
  return PageWithQueries;
}
