import { miniAppText, text } from './translations.ts';

/** Every route of the route table (src/pages/route-table.ts) as a visitable path, with the title key of its page. */
const table: readonly (readonly [path: string, titleKey: string])[] = [
  ['/', 'home'],
  ['/app', 'app'],
  ['/native-app', 'nativeApp'],
  ['/login', 'login'],
  ['/apple-login', 'appleLogin'],
  ['/apple-ios-login', 'appleIosLogin'],
  ['/apple-ios-logined', 'appleIosLogined'],
  ['/apple-iap', 'appleIap'],
  ['/email-login', 'emailLogin'],
  ['/telegram-login', 'telegramLogin'],
  ['/wallet-login', 'walletLogin'],
  ['/google-login', 'googleLogin'],
  ['/email-register', 'emailRegister'],
  ['/change-password', 'changePassword'],
  ['/setting', 'setting'],
  ['/profile', 'profile'],
  ['/deposit-gold-coin', 'depositGoldCoin'],
  ['/convert-game-coin', 'convertGameCoin'],
  ['/convert-invite-point', 'convertInvitePoint'],
  ['/recover-stamina', 'recoverStamina'],
  ['/burn-game-coin', 'burnGameCoin'],
  ['/invite-users', 'inviteUsers'],
  ['/submit-user-issue', 'submitUserIssue'],
  ['/games/levels', 'game'],
  ['/submit', 'submit'],
  ['/my-games', 'myGames'],
  ['/developers', 'developers'],
  ['/developers/playground', 'playground'],
  ['/admin', 'admin'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/news', 'news'],
  ['/news/welcome', 'newsEntry'],
  ['/proofs', 'proofs'],
  ['/logout', 'logout'],
];

export const siteRoutes: readonly { path: string; titleKey: string }[] = table.map(([path, titleKey]) => ({ path, titleKey }));

/** The document title a route should have. */
export function expectedTitle(titleKey: string): string {
  return `${text(`titles.${titleKey}`)} · ${text('site.name')}`;
}

/** The document title a route has inside the Telegram mini app. */
export function expectedMiniAppTitle(titleKey: string): string {
  return `${miniAppText(`titles.${titleKey}`)} · ${text('site.name')}`;
}
