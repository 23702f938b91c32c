import type { RouteDefinition } from '../pages/route-table.ts';

export interface LinkTargets {
  routes: readonly RouteDefinition[];
  /** Ids of the news entries; only read when no page matches. */
  loadNewsIds: () => Promise<readonly string[]>;
}

/**
 * Where a valid `/?id=<slug>` leads: a linkable page whose path is `/<slug>`, else the news entry
 * with that id, else null (unknown: the home page shows a notice).
 */
export async function resolveLinkId(id: string, targets: LinkTargets): Promise<string | null> {
  const page = targets.routes.find((route) => route.linkable && route.path === `/${id}`);
  if (page) return page.path;
  const newsIds = await targets.loadNewsIds();
  return newsIds.includes(id) ? `/news/${id}` : null;
}
