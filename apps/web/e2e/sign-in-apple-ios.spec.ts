import { createHash, randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { testAppleIosApp } from './support/game-server-env.ts';
import { appleIdentityToken } from './support/mail.ts';
import { checkAndShoot, profileIdentities, useScheme } from './support/sign-in-helpers.ts';
import { text } from './support/translations.ts';

// Sign in with Apple from the iOS app: the app opens /apple-ios-login with Apple's identity token
// in the fragment, the page hands the session back through the app's URL scheme, and the app
// opens /apple-ios-logined?code=… in its web view. Tokens come from the local Apple provider.

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

test('the app hands over a token, gets a code through its URL scheme, and its web view is signed in', async ({ page: signInSheet, browser }) => {
  let page = signInSheet;
  await useScheme(page, 'light');
  const subject = `ios-${randomUUID()}`;
  const rawNonce = randomUUID();
  const identityToken = await appleIdentityToken({ audience: testAppleIosApp.clientId, subject, nonce: sha256Hex(rawNonce) });

  await page.goto(`/apple-ios-login#${new URLSearchParams({ identityToken, nonce: rawNonce, displayName: 'Iris' }).toString()}`);
  const backToApp = page.getByRole('link', { name: text('iosLogin.openApp') });
  await expect(backToApp).toHaveAttribute('href', new RegExp(`^${testAppleIosApp.urlScheme}://signed-in\\?code=`));
  // The token left the address bar (and the history) as soon as it was read.
  expect(new URL(page.url()).hash).toBe('');
  await checkAndShoot(page, 'sign-in-apple-ios-returning-light');

  const code = new URL((await backToApp.getAttribute('href')) ?? '').searchParams.get('code') ?? '';
  const continueAsIris = (on: typeof page) => on.getByRole('button', { name: text('iosLogin.continueAs').replace('{{name}}', 'Iris') });

  // Sent to someone else (login CSRF), the link names the account and signs in nobody unless asked:
  // "This is not my account" leaves this browser signed out and the code unused.
  const someoneElse = await browser.newContext();
  const theirPage = await someoneElse.newPage();
  await theirPage.goto(`/apple-ios-logined?code=${code}`);
  await expect(theirPage.getByRole('status')).toContainText(text('iosLogin.confirm').replace('{{name}}', 'Iris'));
  await expect(continueAsIris(theirPage)).toBeVisible();
  await theirPage.getByRole('link', { name: text('iosLogin.notMe') }).click();
  await expect(theirPage).toHaveURL('/');
  expect(await (await theirPage.request.get('/api/session')).json()).toMatchObject({ account: null });
  await someoneElse.close();

  // The app opens the hand-off in its own web view: another browser, without the sheet's cookies.
  const webView = await browser.newContext();
  page = await webView.newPage();
  await useScheme(page, 'light');
  await page.goto(`/apple-ios-logined?code=${code}`);
  await expect(continueAsIris(page)).toBeVisible();
  await checkAndShoot(page, 'sign-in-apple-ios-logined-confirm-light');
  await continueAsIris(page).click();
  await expect(page.getByRole('status').filter({ hasText: text('signIn.signedInAs').replace('{{name}}', 'Iris') })).toBeVisible();
  await expect(page).toHaveURL('/apple-ios-logined');
  await checkAndShoot(page, 'sign-in-apple-ios-logined-light');
  await page.getByRole('link', { name: text('signIn.toProfile') }).click();
  await expect(page).toHaveURL('/profile');
  await expect(profileIdentities(page)).toContainText(subject);

  // The code is single-use.
  await page.goto(`/apple-ios-logined?code=${code}`);
  await expect(page.getByRole('alert')).toContainText(text('errors.api.link_invalid'));
  await webView.close();
});

test('missing or damaged parameters get a clear message (dark)', async ({ page }) => {
  await useScheme(page, 'dark');
  await page.goto('/apple-ios-login');
  await expect(page.getByRole('alert')).toHaveText(text('iosLogin.missing'));
  await checkAndShoot(page, 'sign-in-apple-ios-missing-dark');

  await page.goto('/apple-ios-login#identityToken=not-a-token');
  await expect(page.getByRole('alert')).toHaveText(text('iosLogin.malformed'));

  await page.goto('/apple-ios-logined');
  await expect(page.getByRole('alert')).toHaveText(text('iosLogin.handoffMissing'));
  await checkAndShoot(page, 'sign-in-apple-ios-logined-missing-dark');
});

test('a token for another app is refused with the translated reason, in Spanish', async ({ page }) => {
  const identityToken = await appleIdentityToken({ audience: 'com.example.another-app', subject: `ios-${randomUUID()}` });
  await page.goto(`/apple-ios-login?lng=es#identityToken=${identityToken}`);
  await expect(page.getByRole('alert')).toContainText(text('iosLogin.failed', 'es'));
});
