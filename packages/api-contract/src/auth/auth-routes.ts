import type { RouteInfo } from '../route-info.ts';

const none = 'none' as const;

/** Every way to sign in (docs/architecture.md, "Security rules"). Each sign-in answers the account and sets the session cookie. */
export const authRoutes = {
  // E-mail and password
  emailRegister: { method: 'POST', path: '/api/auth/email/register', auth: none, errors: ['weak_password'], status: 202, rateLimited: true, summary: 'Starts a registration: a verification link is mailed. Same answer whether or not the address has an account.' },
  emailVerify: { method: 'POST', path: '/api/auth/email/verify', auth: none, errors: ['identity_taken', 'link_invalid', 'not_signed_in', 'second_factor_pending'], rateLimited: true, summary: 'Confirms an address with the token from the mailed link and signs in.' },
  emailResend: { method: 'POST', path: '/api/auth/email/resend', auth: none, status: 202, rateLimited: true, summary: 'Mails a new verification link, if the address waits for one.' },
  emailLogin: { method: 'POST', path: '/api/auth/email/login', auth: none, errors: ['bad_credentials', 'second_factor_pending'], rateLimited: true, summary: 'Signs in with e-mail and password.' },
  emailLink: { method: 'POST', path: '/api/account/identities/email', auth: 'session', errors: ['weak_password'], status: 202, rateLimited: true, summary: 'Adds an e-mail and password to the signed-in account, once the mailed link is followed.' },
  passwordForgot: { method: 'POST', path: '/api/auth/password/forgot', auth: none, status: 202, rateLimited: true, summary: 'Mails a single-use reset link, if the address has an account. Same answer either way.' },
  passwordReset: { method: 'POST', path: '/api/auth/password/reset', auth: none, errors: ['link_invalid', 'second_factor_pending', 'weak_password'], rateLimited: true, summary: 'Sets a new password with the token from the reset link, ends every other session and signs in.' },
  passwordChange: { method: 'POST', path: '/api/auth/password/change', auth: 'session', errors: ['bad_credentials', 'no_password', 'weak_password'], rateLimited: true, summary: 'Changes the password, knowing the current one; ends every other session.' },
  // Wallet: Sign-In with Ethereum (EIP-4361)
  walletNonce: { method: 'POST', path: '/api/auth/wallet/nonce', auth: none, rateLimited: true, summary: 'A single-use nonce and the fields the SIWE message must carry.' },
  walletVerify: { method: 'POST', path: '/api/auth/wallet/verify', auth: 'optional', errors: ['identity_taken', 'nonce_invalid', 'not_signed_in', 'second_factor_pending', 'signature_invalid', 'siwe_invalid'], rateLimited: true, summary: 'Checks a signed SIWE message and signs in (or links the wallet with link: true).' },
  // Telegram
  telegramMiniApp: { method: 'POST', path: '/api/auth/telegram/mini-app', auth: 'optional', errors: ['identity_taken', 'not_signed_in', 'second_factor_pending', 'telegram_disabled', 'telegram_expired', 'telegram_invalid'], rateLimited: true, summary: 'Signs in with the mini-app launch initData.' },
  telegramWidget: { method: 'POST', path: '/api/auth/telegram/widget', auth: 'optional', errors: ['identity_taken', 'not_signed_in', 'second_factor_pending', 'telegram_disabled', 'telegram_expired', 'telegram_invalid'], rateLimited: true, signedAsSent: true, summary: 'Signs in with the Telegram Login Widget data.' },
  // Google and Apple: OpenID Connect, authorization code with PKCE
  oidcStart: { method: 'POST', path: '/api/auth/oidc/:provider/start', auth: 'optional', errors: ['not_signed_in', 'oidc_failed', 'provider_disabled'], rateLimited: true, summary: 'Where to send the browser to sign in with the provider.' },
  oidcCallback: { method: 'GET', path: '/api/auth/oidc/:provider/callback', auth: 'optional', status: 302, crossSite: true, summary: "The provider's redirect back; redirects to the site's page with the outcome." },
  appleIosSignIn: { method: 'POST', path: '/api/auth/apple/ios', auth: none, errors: ['identity_taken', 'oidc_failed', 'provider_disabled'], rateLimited: true, summary: "Signs in with an Apple identity token from the iOS app and answers the app's URL with a single-use hand-off code (see appleIosHandoff)." },
  appleIosHandoffPreview: { method: 'POST', path: '/api/auth/apple/ios/handoff/preview', auth: none, errors: ['link_invalid', 'provider_disabled'], rateLimited: true, summary: "Names the account a hand-off code would sign in to, without using the code: /apple-ios-logined asks the person to confirm it, so a link made by someone else for their own account is not followed blindly." },
  appleIosHandoff: { method: 'POST', path: '/api/auth/apple/ios/handoff', auth: 'optional', errors: ['identity_taken', 'link_invalid', 'provider_disabled', 'second_factor_pending'], rateLimited: true, summary: "Exchanges the iOS app's single-use hand-off code for a session cookie in its web view (/apple-ios-logined)." },
} as const satisfies Record<string, RouteInfo>;
