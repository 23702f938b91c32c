import { describe, expect, it } from 'vitest';
import { routeTable } from '../route-table.ts';
import { defaultHomeTab, homeTabs, isHomeTabId, pageKeyOf, tabLinks } from './home-tabs-data.ts';

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

  it('offer sign-in and sign-up only to someone not signed in, and nothing the mini app does not allow', () => {
    const account = homeTabs.find((tab) => tab.id === 'account');
    const levels = homeTabs.find((tab) => tab.id === 'levels');
    if (!account || !levels) throw new Error('the account and levels tabs');
    expect(tabLinks(account, { miniApp: false, signedIn: false })).toEqual(['/login', '/email-register', '/change-password', '/profile', '/setting']);
    expect(tabLinks(account, { miniApp: false, signedIn: true })).toEqual(['/change-password', '/profile', '/setting']);
    expect(tabLinks(levels, { miniApp: true, signedIn: true })).toEqual(['/recover-stamina', '/native-app']);
  });

  it('derives page keys from paths', () => {
    expect(pageKeyOf('/deposit-gold-coin')).toBe('depositGoldCoin');
    for (const route of routeTable.filter((entry) => !entry.path.includes(':') && entry.path !== '/' && !entry.path.slice(1).includes('/'))) {
      expect(pageKeyOf(route.path)).toBe(route.titleKey);
    }
  });
});
