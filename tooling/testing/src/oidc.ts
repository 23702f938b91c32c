// Node only: a real OpenID provider on 127.0.0.1 for sign-in tests (server tests and Playwright).
export { startTestOidcProvider } from './oidc/start-test-oidc-provider.ts';
export type { StartTestOidcProviderOptions, TestOidcClient, TestOidcProvider } from './oidc/start-test-oidc-provider.ts';
export type { IdentityTokenOptions } from './oidc/identity-token.ts';
export type { TestOidcUser } from './oidc/test-users.ts';
export { signInAtTestProviderOverHttp, TestProviderSignInError } from './oidc/sign-in-over-http.ts';
export { signInAtTestProviderInBrowser } from './oidc/sign-in-in-browser.ts';
export type { PageAtTestProvider } from './oidc/sign-in-in-browser.ts';
export { cancelButtonName, signInButtonName, userIdLabel } from './oidc/login-page.ts';
