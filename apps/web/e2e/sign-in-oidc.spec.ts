import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { cancelButtonName, signInAtTestProviderInBrowser, signInAtTestProviderOverHttp } from '@site/testing/oidc';
import { checkAndShoot, installWalletFor, profileIdentities, signInWithWallet, useScheme } from './support/sign-in-helpers.ts';
import { text } from './support/translations.ts';

// Google and Apple end to end: the site's button, the local OpenID provider's own login page in
// the real browser, the game server's callback (code with PKCE, state, nonce, ID token checked).

const providers = [
  { provider: 'google', name: 'Google', scheme: 'dark' },
  { provider: 'apple', name: 'Apple', scheme: 'light' },
] as const;

const continueWith = (name: string) => text('oidcLogin.button').replace('{{provider}}', name);

async function signInAtProvider(page: Page, provider: string, name: string, userId: string): Promise<void> {
  await page.goto(`/${provider}-login`);
  await page.getByRole('button', { name: continueWith(name) }).click();
  await signInAtTestProviderInBrowser(page, userId);
  await expect(page).toHaveURL('/profile');
}

for (const { provider, name, scheme } of providers) {
  test(`${name}: sign in through the local OpenID provider (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await page.goto(`/${provider}-login`);
    await expect(page.getByRole('button', { name: continueWith(name) })).toBeVisible();
    await checkAndShoot(page, `sign-in-${provider}-${scheme}`);

    const userId = `${provider}-${randomUUID()}`;
    await page.getByRole('button', { name: continueWith(name) }).click();
    await signInAtTestProviderInBrowser(page, userId);
    await expect(page).toHaveURL('/profile');
    await expect(profileIdentities(page)).toContainText(userId);
  });

  test(`${name}: cancelling at the provider comes back with a translated error (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    await page.goto(`/${provider}-login`);
    await page.getByRole('button', { name: continueWith(name) }).click();
    await page.getByRole('button', { name: cancelButtonName }).click();
    await expect(page).toHaveURL(new RegExp(`/${provider}-login\\?error=`));
    const alert = page.getByRole('alert').filter({ hasText: text('errors.api.oidc_failed') });
    await expect(alert).toBeVisible();
    await checkAndShoot(page, `sign-in-${provider}-error-${scheme}`);
  });
}

test("Google: the provider's answer opened in another browser signs in nobody there, and the browser that started still can", async ({ page, browser }) => {
  // An attacker starts a sign-in, signs in at the provider as themselves and sends the provider's
  // answer (the callback URL with code and state) to someone else. Here the browser that started
  // stops at the provider's door and the provider's side is played over HTTP.
  const userId = `bound-${randomUUID()}`;
  const provider = /\/auth\?/;
  let authorizationUrl = '';
  await page.route(provider, async (route) => {
    authorizationUrl = route.request().url();
    await route.abort();
  });
  await page.goto('/google-login');
  await page.getByRole('button', { name: continueWith('Google') }).click();
  await expect.poll(() => authorizationUrl).toContain('state=');
  const answer = (await signInAtTestProviderOverHttp(authorizationUrl, userId)).href;

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(answer);
  await expect(otherPage).toHaveURL(/\/google-login\?error=oidc_other_browser$/);
  await expect(otherPage.getByRole('alert').filter({ hasText: text('errors.api.oidc_other_browser') })).toBeVisible();
  expect(await (await otherPage.request.get('/api/session')).json()).toMatchObject({ account: null });
  await other.close();

  // Refusing it used nothing: the browser that started finishes the same sign-in.
  await page.unroute(provider);
  await page.goto(answer);
  await expect(page).toHaveURL('/profile');
  await expect(profileIdentities(page)).toContainText(userId);
});

test('link Google to a wallet account, then sign in with either', async ({ page }) => {
  const { address } = await installWalletFor(page, 9);
  await signInWithWallet(page);
  const userId = `linked-${randomUUID()}`;

  await page.goto('/google-login?link=1');
  await page.getByRole('button', { name: text('oidcLogin.linkButton').replace('{{provider}}', 'Google') }).click();
  await signInAtTestProviderInBrowser(page, userId);
  await expect(page).toHaveURL('/profile');
  await expect(profileIdentities(page)).toContainText(`${userId}@users.test`);
  await expect(profileIdentities(page)).toContainText(new RegExp(address, 'i'));

  // Signed out, Google alone opens the same account, wallet and all.
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await signInAtProvider(page, 'google', 'Google', userId);
  await expect(profileIdentities(page)).toContainText(new RegExp(address, 'i'));

  // And the wallet alone too.
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await signInWithWallet(page, { termsAccepted: true });
  await expect(profileIdentities(page)).toContainText(`${userId}@users.test`);
});
