import { describe, expect, it } from 'vitest';
import { fallbackPublicConfig } from '../../account/public-config.ts';
import { routeTable } from '../route-table.ts';
import { defaultHomeTab, homeTabs, isHomeTabId, offersOf, pageKeyOf, tabLinks, tabTextKey, type HomeOffers } from './home-tabs-data.ts';

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
    const offers = { iosApp: true, deposits: true };
    expect(tabLinks(account, { miniApp: false, signedIn: false, offers })).toEqual(['/login', '/email-register', '/change-password', '/profile', '/setting']);
    expect(tabLinks(account, { miniApp: false, signedIn: true, offers })).toEqual(['/change-password', '/profile', '/setting']);
    expect(tabLinks(levels, { miniApp: true, signedIn: true, offers })).toEqual(['/recover-stamina', '/native-app']);
  });

  it('offer Buy with Apple only where the server has an iOS app, and the deposit where deposits are open or inside the mini app', () => {
    const coins = homeTabs.find((tab) => tab.id === 'coins');
    const levels = homeTabs.find((tab) => tab.id === 'levels');
    if (!coins || !levels) throw new Error('the coins and levels tabs');
    const links = (miniApp: boolean, offers: HomeOffers | null): string[] => tabLinks(coins, { miniApp, signedIn: true, offers });
    const converts = ['/convert-game-coin', '/convert-invite-point', '/burn-game-coin'];
    expect(links(false, { iosApp: true, deposits: true })).toEqual(['/deposit-gold-coin', ...converts, '/apple-iap', '/proofs']);
    expect(links(false, { iosApp: true, deposits: false })).toEqual([...converts, '/apple-iap', '/proofs']);
    expect(links(false, { iosApp: false, deposits: true })).toEqual(['/deposit-gold-coin', ...converts, '/proofs']);
    expect(links(false, { iosApp: false, deposits: false })).toEqual([...converts, '/proofs']);
    // Not known yet: neither, so that none shows and then vanishes once the server has said.
    expect(links(false, null)).toEqual([...converts, '/proofs']);
    // The mini app's deposit page sells gold for Stars, with no treasury; Apple is never offered there.
    expect(links(true, null)).toEqual(['/deposit-gold-coin', ...converts, '/proofs']);
    expect(links(true, { iosApp: true, deposits: false })).toEqual(['/deposit-gold-coin', ...converts, '/proofs']);
    // The default tab, which index.html paints before anything is known, never depends on it.
    for (const offers of [null, { iosApp: false, deposits: false }]) expect(tabLinks(levels, { miniApp: false, signedIn: false, offers })).toEqual(['/recover-stamina', '/app', '/native-app']);
  });

  it("read the offers from the server's public configuration; while it could not say, keep the deposit (its page retries) and not Apple", () => {
    const treasury = '0x7e57000000000000000000000000000000c0de01';
    const full = { ...fallbackPublicConfig, nativeApps: { ios: 'https://apps.apple.com/app/id6400000000', android: null }, deposits: { ...fallbackPublicConfig.deposits, enabled: true, treasuryAddress: treasury } };
    expect(offersOf({ status: 'loading' })).toBeNull();
    expect(offersOf({ status: 'ready', config: full, fromServer: true })).toEqual({ iosApp: true, deposits: true });
    expect(offersOf({ status: 'ready', config: fallbackPublicConfig, fromServer: true })).toEqual({ iosApp: false, deposits: false });
    // An Android app alone is no iOS app; deposits marked open without a treasury are not open.
    const androidOnly = { ...full, nativeApps: { ios: null, android: 'https://play.google.com/store/apps/details?id=x' }, deposits: { ...full.deposits, treasuryAddress: null } };
    expect(offersOf({ status: 'ready', config: androidOnly, fromServer: true })).toEqual({ iosApp: false, deposits: false });
    expect(offersOf({ status: 'ready', config: fallbackPublicConfig, fromServer: false })).toEqual({ iosApp: false, deposits: true });
  });

  it('say deposits in the coins tab only where the deployment may have them, and greet someone signed in on the account tab', () => {
    expect(tabTextKey('coins', { signedIn: false, depositsOffered: true })).toBe('home.tabs.coins.text');
    expect(tabTextKey('coins', { signedIn: true, depositsOffered: false })).toBe('home.tabs.coins.textWithoutDeposits');
    expect(tabTextKey('account', { signedIn: true, depositsOffered: false })).toBe('home.tabs.account.textSignedIn');
    expect(tabTextKey('account', { signedIn: false, depositsOffered: true })).toBe('home.tabs.account.text');
    expect(tabTextKey('levels', { signedIn: true, depositsOffered: false })).toBe('home.tabs.levels.text');
  });

  it('derives page keys from paths', () => {
    expect(pageKeyOf('/deposit-gold-coin')).toBe('depositGoldCoin');
    for (const route of routeTable.filter((entry) => !entry.path.includes(':') && entry.path !== '/' && !entry.path.slice(1).includes('/'))) {
      expect(pageKeyOf(route.path)).toBe(route.titleKey);
    }
  });
});
