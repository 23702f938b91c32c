import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { routeTable, type RouteDefinition } from '../pages/route-table.ts';

/** Loads a page's code with the query cache's provider, which wraps it. */
function loadWithQueries(load: RouteDefinition['load']): RouteDefinition['load'] {
  return () => Promise.all([load(), import('./with-query-client.tsx')]).then(([page, { withQueryClient }]) => ({ default: withQueryClient(page.default) }));
}

/** Every route of the table with its page component (inside the query cache), loaded on demand. */
export const routePages: readonly (RouteDefinition & LazyPage)[] = routeTable.map((definition) => ({ ...definition, ...lazyPage(loadWithQueries(definition.load)) }));

/**
 * Loads the code of the page at `pathname` now, so that it loads while the translations do rather
 * than after them, and renders without suspending; and asks for what the page reads first (its
 * route's `prefetch`) now too, not after its first render. Unknown paths load nothing (they redirect).
 */
export function preloadRoute(pathname: string): Promise<void> {
  for (const route of routePages) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    route.prefetch?.(match.params);
    return route.preload();
  }
  return Promise.resolve();
}
