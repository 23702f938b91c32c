import { describe, expect, it } from 'vitest';
import { chunkGroupOf, type ModuleGraph } from './chunk-groups.ts';

/**
 * A site in miniature: index.html's entry, the renderer and three pages it imports lazily (the
 * home page, a game's page and the profile), and what they import statically.
 */
const imports: Record<string, { static?: string[]; lazy?: string[] }> = {
  '/app/index.html': { static: ['/app/src/main.tsx'] },
  '/app/src/main.tsx': { static: ['/app/src/storage/safe-storage.ts'], lazy: ['/app/src/app/render-app.tsx'] },
  // Every page is loaded with the query cache's provider (route-pages.ts).
  '/app/src/app/render-app.tsx': { static: ['/app/node_modules/react-dom/index.js', '/app/src/storage/safe-storage.ts'], lazy: ['/app/src/pages/home/home-page.tsx', '/app/src/play/game-page.tsx', '/app/src/pages/profile-page.tsx', '/app/src/app/with-query-client.tsx'] },
  '/app/src/app/with-query-client.tsx': { static: ['/app/node_modules/@tanstack/react-query/index.js'] },
  '/app/src/pages/home/home-page.tsx': { static: ['/app/src/api/api.ts', '/app/src/pages/home/home-tabs.tsx', '/app/src/account/sign-in-ways.ts', '/app/node_modules/react-dom/index.js'] },
  '/app/src/play/game-page.tsx': { static: ['/app/src/api/api.ts', '/app/src/play/game-stage.tsx', '/app/src/economy/format-amount.ts'] },
  '/app/src/play/game-stage.tsx': { static: ['/app/src/play/run-bridge.ts'] },
  '/app/src/pages/profile-page.tsx': { static: ['/app/src/economy/format-amount.ts', '/app/src/api/api.ts', '/app/src/account/sign-in-ways.ts'] },
};

const graph: ModuleGraph = {
  getModuleInfo(id) {
    const importers = Object.entries(imports).filter(([, edges]) => edges.static?.includes(id)).map(([importer]) => importer);
    const dynamicImporters = Object.entries(imports).filter(([, edges]) => edges.lazy?.includes(id)).map(([importer]) => importer);
    if (!(id in imports) && importers.length === 0 && dynamicImporters.length === 0) return null;
    return { isEntry: id === '/app/index.html', importers, dynamicImporters };
  },
};

const groupOf = (id: string): string | null => chunkGroupOf(graph, `/app/${id}`, new Map());

describe('chunkGroupOf', () => {
  it("leaves the entry's own modules where they are: they run before first paint", () => {
    expect(groupOf('src/main.tsx')).toBeNull();
    // The renderer imports it too, but the entry has it first.
    expect(groupOf('src/storage/safe-storage.ts')).toBeNull();
  });

  it('puts the renderer and what it imports into one chunk', () => {
    expect(groupOf('src/app/render-app.tsx')).toBe('render-app');
    expect(groupOf('node_modules/react-dom/index.js')).toBe('render-app');
  });

  it("puts what both the home page and a game's page import into one chunk", () => {
    expect(groupOf('src/api/api.ts')).toBe('pages-core');
    // Loaded beside every page, the home page too: never with a game's page's code, which `/` must not load.
    expect(groupOf('src/app/with-query-client.tsx')).toBe('pages-core');
    expect(groupOf('node_modules/@tanstack/react-query/index.js')).toBe('pages-core');
  });

  it("puts what only a game's page imports into one chunk, and what it shares with other pages into another", () => {
    expect(groupOf('src/play/game-page.tsx')).toBe('game-page');
    expect(groupOf('src/play/run-bridge.ts')).toBe('game-page');
    expect(groupOf('src/economy/format-amount.ts')).toBe('game-shared');
  });

  it('puts what the home page shares with other pages, but not with a game\'s page, into one chunk', () => {
    expect(groupOf('src/account/sign-in-ways.ts')).toBe('home-shared');
  });

  it("leaves the rest to Rolldown's own splitting", () => {
    expect(groupOf('src/pages/home/home-tabs.tsx')).toBeNull();
    expect(groupOf('src/pages/profile-page.tsx')).toBeNull();
    expect(groupOf('src/unknown.ts')).toBeNull();
  });

  it('walks an import cycle without looping', () => {
    const cyclic: ModuleGraph = {
      getModuleInfo: (id) => ({ isEntry: false, importers: id.endsWith('a.ts') ? ['/app/src/b.ts'] : ['/app/src/a.ts'], dynamicImporters: id.endsWith('a.ts') ? ['/app/src/play/game-page.tsx'] : [] }),
    };
    expect(chunkGroupOf(cyclic, '/app/src/b.ts', new Map())).toBeNull();
  });
});
