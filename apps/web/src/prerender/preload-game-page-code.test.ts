import { describe, expect, it } from 'vitest';
import { preloadGamePageCode, type GamePageCodeWindow } from './preload-game-page-code.ts';

const files = { scripts: ['/assets/game-page-1.js', '/assets/play-2.js'], styles: ['/assets/play-3.css'] };

/** The links `preloadGamePageCode` adds to `<head>` on `pathname`, as rel, as, href and crossorigin. */
function linksAt(pathname: string, gate?: GamePageCodeWindow['siteWhenCodeMayLoad']): string[] {
  const added: string[] = [];
  const page: GamePageCodeWindow = {
    ...(gate ? { siteWhenCodeMayLoad: gate } : {}),
    location: { pathname },
    document: {
      head: { append: (...nodes) => added.push(...nodes.map((node) => JSON.stringify(node))) },
      createElement: () => ({ rel: '', href: '', as: '', crossOrigin: null }) as unknown as ReturnType<GamePageCodeWindow['document']['createElement']>,
    },
  };
  preloadGamePageCode(files, page);
  return added.map((link) => {
    const { rel, as, href, crossOrigin } = JSON.parse(link) as Record<string, string>;
    return [rel, as, href, crossOrigin].filter(Boolean).join(' ');
  });
}

describe('preloadGamePageCode', () => {
  it("fetches the game page's stylesheets and modules on a game's page, as the site's own requests", () => {
    expect(linksAt('/games/levels')).toEqual(['preload style /assets/play-3.css', 'modulepreload /assets/game-page-1.js', 'modulepreload /assets/play-2.js']);
    expect(linksAt('/games/quick-tap/')).toHaveLength(3);
  });

  it("waits for index.html's gate where it holds the site's code back (a game loaded ahead goes first)", () => {
    const held: (() => void)[] = [];
    const gate = (load: () => void): void => void held.push(load);
    expect(linksAt('/games/levels', gate)).toEqual([]);
    expect(held).toHaveLength(1);
  });

  it('adds nothing anywhere else', () => {
    for (const pathname of ['/', '/games', '/games/', '/games/levels/extra', '/profile']) expect(linksAt(pathname), pathname).toEqual([]);
  });
});
