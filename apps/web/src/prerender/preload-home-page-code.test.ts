import { describe, expect, it } from 'vitest';
import { preloadHomePageCode, type HomePageCodeWindow } from './preload-home-page-code.ts';

/** The links `preloadHomePageCode` adds to `<head>` on `pathname`, as rel, href, priority and crossorigin. */
function linksAt(pathname: string): string[] {
  const added: string[] = [];
  const page: HomePageCodeWindow = {
    location: { pathname },
    document: {
      head: { append: (...nodes) => added.push(...nodes.map((node) => JSON.stringify(node))) },
      createElement: () => ({ rel: '', href: '', fetchPriority: 'auto', crossOrigin: null }) as unknown as ReturnType<HomePageCodeWindow['document']['createElement']>,
    },
  };
  preloadHomePageCode(['/assets/home-page-1.js', '/assets/home-tabs-2.js'], page);
  return added.map((link) => {
    const { rel, href, fetchPriority, crossOrigin } = JSON.parse(link) as Record<string, string>;
    return [rel, href, fetchPriority, crossOrigin].join(' ');
  });
}

describe('preloadHomePageCode', () => {
  it("fetches the home page's modules on / at low priority, as the site's own requests", () => {
    expect(linksAt('/')).toEqual(['modulepreload /assets/home-page-1.js low ', 'modulepreload /assets/home-tabs-2.js low ']);
  });

  it("waits for index.html's gate, as the rest of the site's code", () => {
    const waiting: (() => void)[] = [];
    const gate = (load: () => void): void => {
      waiting.push(load);
    };
    const added: string[] = [];
    const page: HomePageCodeWindow = {
      siteWhenCodeMayLoad: gate,
      location: { pathname: '/' },
      document: {
        head: { append: (...nodes) => added.push(...nodes.map(String)) },
        createElement: () => ({}) as unknown as ReturnType<HomePageCodeWindow['document']['createElement']>,
      },
    };
    preloadHomePageCode(['/assets/home-page-1.js'], page);
    expect(added).toEqual([]);
    for (const load of waiting) load();
    expect(added).toHaveLength(1);
  });

  it("adds nothing on any other page, a game's among them", () => {
    for (const pathname of ['/games/levels', '/games', '/profile', '/news']) expect(linksAt(pathname), pathname).toEqual([]);
  });
});
