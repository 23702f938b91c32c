import type { PublicConfigState } from '../../account/public-config.ts';

/** The front page's tabs and the feature pages each one links to. */
export const homeTabs = [
  { id: 'levels', links: ['/recover-stamina', '/app', '/native-app'] },
  { id: 'games', links: ['/my-games', '/submit', '/developers'] },
  { id: 'coins', links: ['/deposit-gold-coin', '/convert-game-coin', '/convert-invite-point', '/burn-game-coin', '/apple-iap', '/proofs'] },
  { id: 'community', links: ['/news', '/invite-users', '/submit-user-issue'] },
  { id: 'account', links: ['/login', '/email-register', '/change-password', '/profile', '/setting'] },
] as const;

/**
 * Pages the home does not offer inside the Telegram mini app: installing the site (the player is
 * in Telegram already) and buying through the App Store (Telegram allows Stars only).
 */
export const notInMiniApp: readonly string[] = ['/app', '/apple-iap'];

/** Pages only for someone not signed in: signing in, and making an account. */
export const signedOutOnly: readonly string[] = ['/login', '/email-register'];

export type HomeTabId = (typeof homeTabs)[number]['id'];

/**
 * What this deployment has of the pages a server may not offer, by its public configuration
 * (`GET /api/config`): an iOS app (`nativeApps.ios`: buying with Apple, /apple-iap) and open
 * deposits (`deposits.enabled`, a treasury: /deposit-gold-coin).
 */
export interface HomeOffers {
  iosApp: boolean;
  deposits: boolean;
}

/**
 * While the server could not say (`fromServer: false`): the deposit stays, as its page asks the
 * server again itself (Retry) and takes a deposit once it answers; buying with Apple goes, as its
 * page only shows a purchase the iOS app hands over, and there may be no iOS app.
 */
const offersWithoutConfig: HomeOffers = { iosApp: false, deposits: true };

/** The offers of the server's public configuration; null while it is loading. */
export function offersOf(state: PublicConfigState): HomeOffers | null {
  if (state.status === 'loading') return null;
  if (!state.fromServer) return offersWithoutConfig;
  const { nativeApps, deposits } = state.config;
  return { iosApp: nativeApps.ios !== null, deposits: deposits.enabled && deposits.treasuryAddress !== null };
}

/**
 * Whether this deployment has `path`, as far as the home knows. While the offers are not known
 * (null) the pages that depend on them are not offered: they appear once the server says so,
 * rather than show and then vanish under a finger. Inside the mini app the deposit page sells gold
 * for Telegram Stars (src/deposit/telegram-deposit.tsx), which needs no treasury.
 */
function offeredHere(path: string, miniApp: boolean, offers: HomeOffers | null): boolean {
  if (path === '/apple-iap') return offers?.iosApp === true;
  if (path === '/deposit-gold-coin') return miniApp || offers?.deposits === true;
  return true;
}

/**
 * The pages `tab` offers here: none the mini app does not allow, no sign-in or sign-up to someone
 * signed in already (while the account is not known yet, they stay), and none this deployment
 * does not have (`offeredHere`).
 */
export function tabLinks(tab: (typeof homeTabs)[number], { miniApp, signedIn, offers }: { miniApp: boolean; signedIn: boolean; offers: HomeOffers | null }): string[] {
  return tab.links.filter((path: string) => !(miniApp && notInMiniApp.includes(path)) && !(signedIn && signedOutOnly.includes(path)) && offeredHere(path, miniApp, offers));
}

/**
 * The key of `tab`'s text: the account tab's for someone signed in, and the coins tab's without
 * deposits where the deployment has none (`depositsOffered` false: known, and not in the mini app).
 */
export function tabTextKey(tab: HomeTabId, { signedIn, depositsOffered }: { signedIn: boolean; depositsOffered: boolean }): string {
  if (tab === 'account' && signedIn) return 'home.tabs.account.textSignedIn';
  if (tab === 'coins' && !depositsOffered) return 'home.tabs.coins.textWithoutDeposits';
  return `home.tabs.${tab}.text`;
}

/** The active tab when none was chosen before (docs/web/behaviour.md#home-tabs). */
export const defaultHomeTab: HomeTabId = 'levels';

export function isHomeTabId(value: unknown): value is HomeTabId {
  return homeTabs.some((tab) => tab.id === value);
}

/** `/deposit-gold-coin` → `depositGoldCoin`: the key of a page's title and description. */
export function pageKeyOf(path: string): string {
  return path.slice(1).replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
