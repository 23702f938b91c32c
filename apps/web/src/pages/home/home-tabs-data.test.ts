import { describe, expect, it } from 'vitest';
import { routeTable } from '../route-table.ts';
import { defaultHomeTab, homeTabs, isHomeTabId, pageKeyOf } from './home-tabs-data.ts';

describe('home tabs', () => {
  it('default to levels', () => {
    expect(defaultHomeTab).toBe('levels');
    expect(isHomeTabId('levels')).toBe(true);
    expect(isHomeTabId('nope')).toBe(false);
  });

  it('link only to real routes, and together with the header cover every feature page', () => {
    const paths = new Set(routeTable.map((route) => route.path));
    const linked = new Set<string>(homeTabs.flatMap((tab) => tab.links));
    for (const path of linked) expect(paths.has(path), path).toBe(true);
    const reachableElsewhere = new Set(['/', '/news/:id', '/games/:game', '/logout', '/terms', '/privacy', '/wallet-login', '/email-login', '/telegram-login', '/google-login', '/apple-login', '/apple-ios-login', '/apple-ios-logined', '/admin', '/admin/:desk', '/second-factor', '/developers/playground']); // /admin (and its desks, linked from /admin): linked from /my-games for moderators and admins; /second-factor: opened by the site after a first factor; /developers/playground: linked from /developers
    for (const path of paths) expect(linked.has(path) || reachableElsewhere.has(path), path).toBe(true);
  });

  it('derives page keys from paths', () => {
    expect(pageKeyOf('/deposit-gold-coin')).toBe('depositGoldCoin');
    for (const route of routeTable.filter((entry) => !entry.path.includes(':') && entry.path !== '/' && !entry.path.slice(1).includes('/'))) {
      expect(pageKeyOf(route.path)).toBe(route.titleKey);
    }
  });
});
