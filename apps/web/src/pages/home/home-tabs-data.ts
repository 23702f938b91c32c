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
 * The pages `tab` offers here: none the mini app does not allow, and no sign-in or sign-up to
 * someone signed in already (while the account is not known yet, they stay).
 */
export function tabLinks(tab: (typeof homeTabs)[number], { miniApp, signedIn }: { miniApp: boolean; signedIn: boolean }): string[] {
  return tab.links.filter((path: string) => !(miniApp && notInMiniApp.includes(path)) && !(signedIn && signedOutOnly.includes(path)));
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
