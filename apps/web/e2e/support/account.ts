import { expect, type Page } from '@playwright/test';
import { signInAtTestProviderInBrowser } from '@site/testing/oidc';
import { linkIn, nextMail } from './mail.ts';
import { text } from './translations.ts';

/** Calls the game server as the page's own origin would (same cookies, the CSRF header), for a test's set-up. */
export async function callApi<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { 'x-site-request': '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as T;
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}

/** Who the server says is signed in with the page's cookies, by display name (null when nobody). */
export async function signedInName(page: Page): Promise<string | null> {
  const { account } = await callApi<{ account: { displayName: string } | null }>(page, 'GET', '/api/session');
  return account?.displayName ?? null;
}

/**
 * An account with a confirmed e-mail and password, signed in on `page`'s context: registered and
 * confirmed with the mailed link's token over HTTP, as the /email-register page does it. The page
 * is left where it was (an `inviteCode` travels in the registration, as the site sends it): for the fifty tests that need an account but are not about signing up,
 * loading /email-register and /profile in the browser only to be signed in cost a page load each
 * (docs/web/tests.md). Signing up through the pages is account-email.spec.ts's and the
 * journeys' (`registerThroughTheSite`); a test about what the site does when its own page signs
 * in uses `registerConfirmedInBrowser`.
 */
export async function registerConfirmed(page: Page, account: { email: string; password: string; displayName?: string; inviteCode?: string }): Promise<void> {
  await callApi(page, 'POST', '/api/auth/email/register', account);
  const link = linkIn(await nextMail(account.email), '/email-register');
  const { account: signedIn } = await callApi<{ account: { displayName: string } }>(page, 'POST', '/api/auth/email/verify', { token: link.searchParams.get('verify') });
  // With no name given, the server names the account itself (a test of that reads the session).
  if (account.displayName !== undefined) expect(signedIn.displayName).toBe(account.displayName);
}

/** `registerConfirmed`, but the mailed link is opened in the browser: the site's page confirms, signs in and opens the profile. */
export async function registerConfirmedInBrowser(page: Page, account: { email: string; password: string; displayName: string }): Promise<void> {
  await callApi(page, 'POST', '/api/auth/email/register', account);
  const link = linkIn(await nextMail(account.email), '/email-register');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText(account.displayName);
}

/** Fills /email-register's form (open on `page`) as a visitor does and sends it; waits for "check your inbox". */
export async function sendRegistrationForm(page: Page, account: { email: string; password: string; displayName: string }): Promise<void> {
  const form = page.getByRole('form', { name: text('emailAuth.registerHeading') });
  await form.getByLabel(text('emailAuth.email'), { exact: true }).fill(account.email);
  await form.getByLabel(text('emailAuth.password'), { exact: true }).fill(account.password);
  await form.getByLabel(text('account.displayName')).fill(account.displayName);
  await form.getByRole('button', { name: text('emailAuth.register') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('emailAuth.checkInbox') })).toBeVisible();
}

/** Registers on /email-register as anyone does, through the page alone, and opens the mailed link, which signs in. */
export async function registerThroughTheSite(page: Page, account: { email: string; password: string; displayName: string }): Promise<void> {
  await page.goto('/email-register');
  await sendRegistrationForm(page, account);
  const link = linkIn(await nextMail(account.email), '/email-register');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText(account.displayName);
}

/** Signs in with Google at the local provider as `userId`, as a visitor does: start, the provider's form, back to the site. */
export async function signInWithGoogle(page: Page, userId: string, intent: 'signin' | 'link' = 'signin'): Promise<void> {
  const { authorizationUrl } = await callApi<{ authorizationUrl: string }>(page, 'POST', '/api/auth/oidc/google/start', { intent });
  await page.goto(authorizationUrl);
  await signInAtTestProviderInBrowser(page, userId);
  await expect(page).toHaveURL(/\/profile$/);
}
