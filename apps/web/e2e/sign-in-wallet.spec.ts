import { expect, test } from './support/test.ts';
import { checkAndShoot, connectForSignIn, installWalletFor, profileIdentities, schemes, signInWithWallet, useScheme } from './support/sign-in-helpers.ts';
import { text } from './support/translations.ts';

// Sign-In with Ethereum end to end: the test wallet on a local Core chain (anvil signs
// personal_sign), the production build, and the real game server checking the message.

test('connect the test wallet and sign in with it; coming back says so', async ({ page }) => {
  const { address } = await installWalletFor(page, 4);
  await signInWithWallet(page);
  await expect(profileIdentities(page)).toContainText(new RegExp(address, 'i'));

  // The remembered wallet reconnects by itself: the page goes straight to its step, with no modal.
  await page.goto('/wallet-login');
  await expect(page.getByRole('status').filter({ hasText: text('walletLogin.alreadySignedIn') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('walletLogin.signInButton') })).toHaveCount(0);
});

for (const [index, scheme] of schemes.entries()) {
  test(`saying no in the wallet is a calm message and the same button tries again (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    const { wallet } = await installWalletFor(page, 5 + index);
    await connectForSignIn(page);
    await checkAndShoot(page, `sign-in-wallet-step-${scheme}`);

    await wallet.controls.respond('personal_sign', { error: { code: 4001, message: 'User rejected the request.' } }, { once: true });
    const button = page.getByRole('button', { name: text('walletLogin.signInButton') });
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: text('walletLogin.rejected') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(button).toBeFocused();
    await checkAndShoot(page, `sign-in-wallet-rejected-${scheme}`);

    await button.click();
    await expect(page).toHaveURL('/profile');
  });
}

test('?link=1 without an account asks to sign in first', async ({ page }) => {
  await installWalletFor(page, 7);
  await page.goto('/wallet-login?link=1');
  await page.getByRole('dialog').getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(text('signIn.linkNeedsSignIn'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('walletLogin.linkButton') })).toHaveCount(0);
});

test('in Spanish', async ({ page }) => {
  await installWalletFor(page, 8);
  await page.goto('/wallet-login?lng=es');
  await page.getByRole('dialog').getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByRole('heading', { name: text('walletLogin.signInHeading', 'es') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('walletLogin.signInButton', 'es') })).toBeVisible();
});
