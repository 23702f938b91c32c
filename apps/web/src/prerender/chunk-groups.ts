/** What the chunking groups read of the module graph (Rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Stands for the page's entry (index.html) among the roots that reach a module. */
const entry = '\0entry';

/** The modules the first render and the two pages players land on start from (docs/web/start-up.md#chunks). */
export const chunkRoots = {
  renderer: 'src/app/render-app.tsx',
  // route-pages.ts loads each page with the query cache's provider.
  homePage: ['src/pages/home/home-page.tsx', 'src/app/with-query-client.tsx'],
  gamePage: ['src/play/game-page.tsx', 'src/play/use-game-details.ts', 'src/app/with-query-client.tsx'],
} as const;

/**
 * Names the chunk a module goes into, for `codeSplitting.groups` in vite.config.ts; `null` leaves
 * it to Rolldown's own splitting. Left alone, Rolldown makes a chunk of every set of pages that
 * share modules: a game's page started with 42 files, each a request through the service worker,
 * a compile and an evaluation on a phone's main thread before Play could be tapped. So:
 *
 * - `render-app`: what the renderer imports (React, the router, i18next), loaded by every page;
 * - `pages-core`: what both the home page and a game's page import (the API client, the account,
 *   queries), which nearly every other page imports too;
 * - `game-page`: what only a game's page imports;
 * - `game-shared`: the rest of what a game's page imports, which other pages share: its own chunk,
 *   so that those pages do not load the game page's code;
 * - `home-shared`: the same for the home page (what it shares with other pages but not with a
 *   game's page, such as the sign-in ways it names): one chunk, where Rolldown made one per set of
 *   pages sharing it (`/` grew to ten requests, over its budget in scripts/first-paint-size.mjs).
 *
 * The entry's own modules stay where they are: they run before first paint.
 */
export function chunkGroupOf(graph: ModuleGraph, id: string, cache: Map<string, ReadonlySet<string>>): string | null {
  const roots = rootsReaching(graph, id, cache);
  const has = (root: string): boolean => [...roots].some((reached) => reached.endsWith(root));
  const hasAny = (list: readonly string[]): boolean => list.some(has);
  if (roots.has(entry)) return null;
  if (has(chunkRoots.renderer)) return 'render-app';
  const inGamePage = hasAny(chunkRoots.gamePage);
  const inHomePage = hasAny(chunkRoots.homePage);
  if (inGamePage && inHomePage) return 'pages-core';
  const onlyFrom = (list: readonly string[]): boolean => [...roots].every((root) => list.some((listed) => root.endsWith(listed)));
  if (inHomePage) return onlyFrom(chunkRoots.homePage) ? null : 'home-shared';
  if (!inGamePage) return null;
  return onlyFrom(chunkRoots.gamePage) ? 'game-page' : 'game-shared';
}

/**
 * The entries and lazily imported modules from which `id` is reached through static imports alone
 * (itself included when it is one): the roots whose loading loads it.
 */
function rootsReaching(graph: ModuleGraph, id: string, cache: Map<string, ReadonlySet<string>>): ReadonlySet<string> {
  const cached = cache.get(id);
  if (cached) return cached;
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry) roots.add(entry);
    else if (info.dynamicImporters.length > 0) roots.add(next);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  cache.set(id, roots);
  return roots;
}
