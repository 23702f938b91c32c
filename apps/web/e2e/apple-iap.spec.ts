import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { testNotificationPayload, testTransactionPayload } from '@site/testing/app-store';
import { callApi } from './support/account.ts';
import { testAppleIap, testAppleIosApp } from './support/game-server-env.ts';
import { appleIdentityToken, appStoreSigned } from './support/mail.ts';
import { checkAndShoot, useScheme } from './support/sign-in-helpers.ts';
import { text } from './support/translations.ts';

// Apple in-app purchase as the iOS app does it: its web view is signed in through the iOS hand-off
// (/apple-ios-logined), then after a StoreKit purchase the app opens /apple-iap with the signed
// transaction in the fragment. Transactions and Apple's refund notification are signed by the test
// App Store chain the game server trusts (made by the global setup, signed through the harness).

/** The app's web view, signed in as a new Apple user through the same hand-off the app uses. */
async function signInLikeTheApp(page: Page): Promise<void> {
  const identityToken = await appleIdentityToken({ audience: testAppleIosApp.clientId, subject: `iap-${randomUUID()}` });
  const { handoffUrl } = await callApi<{ handoffUrl: string }>(page, 'POST', '/api/auth/apple/ios', { identityToken, displayName: 'Ada' });
  await page.goto(`/apple-ios-logined?code=${new URL(handoffUrl).searchParams.get('code') ?? ''}`);
  await page.getByRole('button', { name: text('iosLogin.continueAs').replace('{{name}}', 'Ada') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('signIn.signedInAs').replace('{{name}}', 'Ada') })).toBeVisible();
}

const goldBalance = async (page: Page): Promise<string> => (await callApi<{ balances: { gold_coin: string } }>(page, 'GET', '/api/ledger/balances')).balances.gold_coin;

test('a purchase credits its coins once, shows them and the balance, and a refund takes them back', async ({ page }) => {
  await useScheme(page, 'light');
  await signInLikeTheApp(page);
  const transaction = testTransactionPayload({ bundleId: testAppleIap.bundleId, productId: 'coins.550' });
  const signedTransaction = await appStoreSigned(transaction);

  await page.goto(`/apple-iap#${new URLSearchParams({ signedTransaction }).toString()}`);
  const result = page.getByRole('status').filter({ hasText: text('appleIap.credited').replace('{{coins}}', '550') });
  await expect(result).toBeVisible();
  await expect(result).toContainText(text('appleIap.balance').replace('{{balance}}', '550'));
  // The transaction left the address bar at once: a reload never posts it again.
  expect(new URL(page.url()).hash).toBe('');
  await checkAndShoot(page, 'apple-iap-credited-light');

  // The app opens the same purchase again (it lost the answer): nothing more is credited.
  await page.goto(`/apple-iap#${new URLSearchParams({ signedTransaction }).toString()}`);
  const again = page.getByRole('status').filter({ hasText: text('appleIap.alreadyCredited').replace('{{coins}}', '550') });
  await expect(again).toBeVisible();
  await expect(again).toContainText(text('appleIap.balance').replace('{{balance}}', '550'));
  expect(await goldBalance(page)).toBe('550');

  // Apple's server posts the refund: no session, no site header; the signature is the proof.
  const signedTransactionInfo = await appStoreSigned({ ...transaction, revocationDate: Date.now() });
  const signedPayload = await appStoreSigned(testNotificationPayload({ notificationType: 'REFUND', bundleId: testAppleIap.bundleId, signedTransactionInfo }));
  const refund = await page.request.post('/api/apple-iap/notifications', { data: { signedPayload } });
  expect(await refund.json()).toEqual({ outcome: 'refunded', debitedCoins: '550', shortfallCoins: '0' });
  expect(await goldBalance(page)).toBe('0');

  await page.getByRole('link', { name: text('appleIap.toProfile') }).click();
  await expect(page).toHaveURL('/profile');
});

test('a forged purchase is refused with the translated reason, crediting nothing (dark)', async ({ page }) => {
  await useScheme(page, 'dark');
  await signInLikeTheApp(page);
  const genuine = await appStoreSigned(testTransactionPayload({ bundleId: testAppleIap.bundleId, productId: 'coins.100' }));
  const [header, , signature] = genuine.split('.');
  const inflated = Buffer.from(JSON.stringify(testTransactionPayload({ bundleId: testAppleIap.bundleId, productId: 'coins.100', quantity: 99 }))).toString('base64url');

  await page.goto(`/apple-iap#signedTransaction=${header ?? ''}.${inflated}.${signature ?? ''}`);
  await expect(page.getByRole('alert')).toContainText(text('errors.api.iap_signature_invalid'));
  await checkAndShoot(page, 'apple-iap-refused-dark');
  expect(await goldBalance(page)).toBe('0');
});

test('without a purchase the page explains itself; a damaged one says so; an unknown product is refused, in Spanish', async ({ page }) => {
  await page.goto('/apple-iap');
  await expect(page.getByRole('status')).toContainText(text('appleIap.missing'));
  await checkAndShoot(page, 'apple-iap-missing-light');
  await page.goto('/apple-iap#signedTransaction=not-a-transaction');
  await expect(page.getByRole('alert')).toContainText(text('appleIap.malformed'));

  await signInLikeTheApp(page);
  const signedTransaction = await appStoreSigned(testTransactionPayload({ bundleId: testAppleIap.bundleId, productId: 'coins.free' }));
  await page.goto(`/apple-iap?lng=es#signedTransaction=${signedTransaction}`);
  await expect(page.getByRole('alert')).toContainText(text('errors.api.iap_unknown_product', 'es'));
});
