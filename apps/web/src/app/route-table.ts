import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export interface RouteDefinition {
  path: string;
  /** Key of the page title under `titles.` in the translation files. */
  titleKey: string;
  load: () => PageModule;
  /** Whether `/?id=<slug>` may open this page (never for pages that act, like /logout). */
  linkable: boolean;
}

const route = (path: string, titleKey: string, load: () => PageModule, linkable = true): RouteDefinition => ({
  path,
  titleKey,
  load,
  linkable,
});

/** Every page of the site (SPEC §2), each loaded on demand with its own title. */
export const routeTable: readonly RouteDefinition[] = [
  route('/', 'home', () => import('../pages/home/home-page.tsx')),
  route('/app', 'app', () => import('../pages/app-page.tsx')),
  route('/native-app', 'nativeApp', () => import('../pages/native-app-page.tsx')),
  route('/login', 'login', () => import('../pages/login-page.tsx')),
  route('/apple-login', 'appleLogin', () => import('../pages/apple-login-page.tsx')),
  route('/apple-ios-login', 'appleIosLogin', () => import('../pages/apple-ios-login-page.tsx')),
  route('/apple-ios-logined', 'appleIosLogined', () => import('../pages/apple-ios-logined-page.tsx'), false),
  route('/apple-iap', 'appleIap', () => import('../pages/apple-iap-page.tsx')),
  route('/email-login', 'emailLogin', () => import('../pages/account/email-login-page.tsx')),
  route('/telegram-login', 'telegramLogin', () => import('../pages/telegram-login-page.tsx')),
  route('/wallet-login', 'walletLogin', () => import('../pages/wallet-login-page.tsx')),
  route('/google-login', 'googleLogin', () => import('../pages/google-login-page.tsx')),
  route('/email-register', 'emailRegister', () => import('../pages/account/email-register-page.tsx')),
  route('/change-password', 'changePassword', () => import('../pages/account/change-password-page.tsx')),
  route('/setting', 'setting', () => import('../pages/setting-page.tsx')),
  route('/profile', 'profile', () => import('../pages/profile-page.tsx')),
  route('/deposit-gold-coin', 'depositGoldCoin', () => import('../pages/deposit-gold-coin-page.tsx')),
  route('/convert-game-coin', 'convertGameCoin', () => import('../pages/convert-game-coin-page.tsx')),
  route('/convert-invite-point', 'convertInvitePoint', () => import('../pages/convert-invite-point-page.tsx')),
  route('/recover-stamina', 'recoverStamina', () => import('../pages/recover-stamina-page.tsx')),
  route('/burn-game-coin', 'burnGameCoin', () => import('../pages/burn-game-coin-page.tsx')),
  route('/invite-users', 'inviteUsers', () => import('../pages/invite-users-page.tsx')),
  route('/submit-user-issue', 'submitUserIssue', () => import('../pages/submit-user-issue-page.tsx')),
  route('/games/:game', 'game', () => import('../play/game-page.tsx'), false),
  route('/submit', 'submit', () => import('../pages/submit-page.tsx')),
  route('/my-games', 'myGames', () => import('../pages/my-games-page.tsx')),
  route('/admin', 'admin', () => import('../pages/admin-page.tsx')),
  route('/terms', 'terms', () => import('../pages/terms-page.tsx')),
  route('/privacy', 'privacy', () => import('../pages/privacy-page.tsx')),
  route('/news', 'news', () => import('../pages/news-page.tsx')),
  route('/news/:id', 'newsEntry', () => import('../pages/news-entry-page.tsx'), false),
  route('/logout', 'logout', () => import('../pages/logout-page.tsx'), false),
  route('/second-factor', 'secondFactor', () => import('../pages/second-factor-page.tsx'), false),
];
