import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteDefinition {
  path: string;
  /** Key of the page title under `titles.` in the translation files. */
  titleKey: string;
  load: () => PageModule;
  /** Whether `/?id=<slug>` may open this page (never for pages that act, like /logout). */
  linkable: boolean;
  /** Asks for what the page reads first, with its code rather than after its first render (route-pages.ts). */
  prefetch?: (params: Readonly<Record<string, string | undefined>>) => void;
}

const route = (path: string, titleKey: string, load: () => PageModule, linkable = true, prefetch?: RouteDefinition['prefetch']): RouteDefinition => ({
  path,
  titleKey,
  load,
  linkable,
  ...(prefetch && { prefetch }),
});

/** Every page of the site, each loaded on demand with its own title. */
export const routeTable: readonly RouteDefinition[] = [
  route('/', 'home', () => import('./home/home-page.tsx')),
  route('/app', 'app', () => import('./app-page.tsx')),
  route('/native-app', 'nativeApp', () => import('./native-app-page.tsx')),
  route('/login', 'login', () => import('./login-page.tsx')),
  route('/apple-login', 'appleLogin', () => import('./apple-login-page.tsx')),
  route('/apple-ios-login', 'appleIosLogin', () => import('./apple-ios-login-page.tsx')),
  route('/apple-ios-logined', 'appleIosLogined', () => import('./apple-ios-logined-page.tsx'), false),
  route('/apple-iap', 'appleIap', () => import('./apple-iap-page.tsx')),
  route('/email-login', 'emailLogin', () => import('./account/email-login-page.tsx')),
  route('/telegram-login', 'telegramLogin', () => import('./telegram-login-page.tsx')),
  route('/wallet-login', 'walletLogin', () => import('./wallet-login-page.tsx')),
  route('/google-login', 'googleLogin', () => import('./google-login-page.tsx')),
  route('/email-register', 'emailRegister', () => import('./account/email-register-page.tsx')),
  route('/change-password', 'changePassword', () => import('./account/change-password-page.tsx')),
  route('/setting', 'setting', () => import('./setting-page.tsx')),
  route('/profile', 'profile', () => import('./profile-page.tsx')),
  route('/deposit-gold-coin', 'depositGoldCoin', () => import('./deposit-gold-coin-page.tsx')),
  route('/convert-game-coin', 'convertGameCoin', () => import('./convert-game-coin-page.tsx')),
  route('/convert-invite-point', 'convertInvitePoint', () => import('./convert-invite-point-page.tsx')),
  route('/recover-stamina', 'recoverStamina', () => import('./recover-stamina-page.tsx')),
  route('/burn-game-coin', 'burnGameCoin', () => import('./burn-game-coin-page.tsx')),
  route('/invite-users', 'inviteUsers', () => import('./invite-users-page.tsx')),
  route('/submit-user-issue', 'submitUserIssue', () => import('./submit-user-issue-page.tsx')),
  route('/games/:game', 'game', () => import('../play/game-page.tsx'), false, (params) => {
    void import('../play/use-game-details.ts').then(({ prefetchGameDetails }) => {
      prefetchGameDetails(params);
    });
  }),
  route('/submit', 'submit', () => import('./submit-page.tsx')),
  route('/my-games', 'myGames', () => import('./my-games-page.tsx')),
  route('/developers', 'developers', () => import('./developers-page.tsx')),
  route('/developers/playground', 'playground', () => import('./playground-page.tsx'), false),
  route('/admin', 'admin', () => import('./admin-page.tsx')),
  route('/admin/:desk', 'admin', () => import('./admin-page.tsx'), false),
  route('/terms', 'terms', () => import('./terms-page.tsx')),
  route('/privacy', 'privacy', () => import('./privacy-page.tsx')),
  route('/news', 'news', () => import('./news-page.tsx')),
  route('/proofs', 'proofs', () => import('./proofs-page.tsx')),
  route('/news/:id', 'newsEntry', () => import('./news-entry-page.tsx'), false),
  route('/logout', 'logout', () => import('./logout-page.tsx'), false),
  route('/second-factor', 'secondFactor', () => import('./second-factor-page.tsx'), false),
];
