import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, signInWithGoogle } from './support/account.ts';
import { chainTransaction, mineBlocks, sendCore, serverBalances } from './support/chain-deposits.ts';
import { testDepositConfirmations, testTreasuryAddress } from './support/game-server-env.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { installWalletFor, signInWithWallet } from './support/sign-in-helpers.ts';
import { text } from './support/translations.ts';

// /deposit-gold-coin end to end: the in-page test wallet sends real CORE on the local chain
// (anvil, 1116), the real game server reads it there and credits it once the test has mined the
// confirmations. Each test has its own wallet account (2 and 3; 4–9 belong to the sign-in tests).

/** A translated text with its {{placeholders}} filled, as i18next does. */
function filled(key: string, values: Record<string, string | number> = {}, language: 'en' | 'es' = 'en'): string {
  return text(key, language).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const amountField = (page: Page) => page.getByRole('textbox', { name: text('deposit.amountLabel') });
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send / });
const confirming = /Confirming on the chain: \d of 3 blocks\./;

async function openDepositPage(page: Page): Promise<void> {
  await page.goto('/deposit-gold-coin');
  await expect(page.getByRole('heading', { level: 1, name: text('titles.depositGoldCoin') })).toBeVisible();
  await expect(amountField(page)).toBeVisible({ timeout: 10_000 });
}

test('signed out, the page says why and links to sign in', async ({ page }) => {
  await page.goto('/deposit-gold-coin');
  await expect(page.getByText(text('deposit.signInFirst'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', '/login');
  await checkAndShootBothSchemes(page, 'deposit-signed-out');
});

test('deposit CORE: the rules, checked amounts, confirming (resumed after a reload), credited; the list and the profile match the server', async ({ page }) => {
  test.slow();
  const { address } = await installWalletFor(page, 2);
  await signInWithWallet(page);
  const before = await serverBalances(page);
  await openDepositPage(page);

  const rules = page.getByRole('region', { name: text('deposit.rulesHeading') });
  await expect(rules).toContainText(testTreasuryAddress);
  await expect(rules).toContainText(filled('deposit.rateValue', { gold: 100 }));
  await expect(rules).toContainText('0.01 CORE');
  await expect(rules).toContainText(filled('deposit.confirmationsValue_other', { count: testDepositConfirmations }));
  await expect(page.getByRole('main')).toContainText(address);
  await checkAndShootBothSchemes(page, 'deposit-form');

  // Each wrong amount is named, and nothing is sent.
  const problems: [string, string][] = [
    ['', filled('deposit.amountProblems.empty')],
    ['abc', filled('deposit.amountProblems.notNumber')],
    ['1e3', filled('deposit.amountProblems.notNumber')],
    ['-1', filled('deposit.amountProblems.notPositive')],
    ['0', filled('deposit.amountProblems.notPositive')],
    ['0.0000000000000000001', filled('deposit.amountProblems.tooManyDecimals')],
    ['0.009', filled('deposit.amountProblems.belowMinimum', { min: '0.01' })],
  ];
  for (const [typed, problem] of problems) {
    await amountField(page).fill(typed);
    await sendButton(page).click();
    await expect(page.getByText(problem)).toBeVisible();
    await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField(page)).toBeFocused();
  }
  await checkAndShootBothSchemes(page, 'deposit-amount-problem');

  await amountField(page).fill('1.25');
  await expect(page.getByText(filled('deposit.preview', { gold: 125 }))).toBeVisible();
  await sendButton(page).click();

  const progress = page.getByRole('region', { name: text('deposit.sendHeading') });
  await expect(progress.getByText(confirming)).toBeVisible();
  const txHash = (await progress.locator('.mono').first().textContent()) ?? '';
  expect(await chainTransaction(txHash)).toEqual({ to: testTreasuryAddress, valueWei: 1_250_000_000_000_000_000n });
  await checkAndShootBothSchemes(page, 'deposit-confirming');

  // A reload finds the hash in storage and goes on with it. The chain is shared with the specs
  // running beside this one, whose transactions mine blocks too: by the time the page is back the
  // deposit may have all its confirmations (fresh-clone run 16). Either way the page shows the
  // same transaction, confirming or credited, without a new send.
  await page.reload();
  const credited = progress.getByText(filled('deposit.credited', { gold: 125 }));
  // The page resumes once the wallet has reconnected and the server answered: slower on a loaded machine.
  await expect(progress.getByText(confirming).or(credited)).toBeVisible({ timeout: 30_000 });
  await expect(progress).toContainText(txHash);
  await expect(page.getByRole('region', { name: text('deposit.historyHeading') })).toContainText(/confirming, \d of 3 blocks|credited/);

  await mineBlocks(testDepositConfirmations);
  await expect(credited).toBeVisible({ timeout: 20_000 });
  const after = await serverBalances(page);
  expect(BigInt(after.gold_coin) - BigInt(before.gold_coin)).toBe(125n);
  await expect(progress.getByText(filled('deposit.balance', { balance: Number(after.gold_coin).toLocaleString('en') }))).toBeVisible();
  await expect(page.getByRole('region', { name: text('deposit.historyHeading') }).getByRole('listitem').first()).toContainText(/1\.25 CORE · credited.*125 gold coins/);
  await checkAndShootBothSchemes(page, 'deposit-credited');

  // The server credits the hash once: asking again changes nothing.
  await callApi(page, 'POST', '/api/deposits', { txHash });
  expect(await serverBalances(page)).toEqual(after);

  await page.getByRole('button', { name: text('deposit.depositAgain') }).click();
  await expect(amountField(page)).toHaveValue('');

  await page.getByRole('link', { name: text('titles.profile') }).first().click();
  const balances = page.getByRole('region', { name: text('profile.balancesHeading') });
  await expect(balances.locator('[data-balance="goldCoins"]')).toHaveText(Number(after.gold_coin).toLocaleString('en'));
  const history = page.getByRole('region', { name: text('profile.historyHeading') });
  await expect(history.getByRole('listitem').first()).toContainText(text('ledger.reasons.deposit'));
  await expect(history.getByRole('listitem').first()).toContainText('+125 gold coins');
});

test('the wallet waits, says no, is busy, is on another network, or answers a transfer the server refuses', async ({ page }) => {
  test.slow();
  const { wallet, address } = await installWalletFor(page, 3);
  await signInWithWallet(page);
  await openDepositPage(page);

  // Waiting for the wallet: it has not answered yet.
  await wallet.controls.respond('eth_sendTransaction', { hang: true }, { once: true });
  await amountField(page).fill('0.5');
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: text('deposit.waitingForWallet') })).toBeVisible();
  await checkAndShootBothSchemes(page, 'deposit-waiting-for-wallet');

  // A new document: the wallet forgets the unanswered request. It says no (4001).
  await openDepositPage(page);
  await wallet.controls.respond('eth_sendTransaction', { error: { code: 4001, message: 'User rejected the request.' } }, { once: true });
  await amountField(page).fill('0.5');
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: text('deposit.rejected') })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(amountField(page)).toHaveValue('0.5');
  await checkAndShootBothSchemes(page, 'deposit-wallet-rejected');

  // Another request already waits in the wallet (-32002).
  await wallet.controls.respond('eth_sendTransaction', { error: { code: -32002, message: 'Request already pending.' } }, { once: true });
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: text('deposit.walletBusy') })).toBeVisible();
  await checkAndShootBothSchemes(page, 'deposit-wallet-busy');

  // The wallet moves to another network: the page offers the switch back to Core.
  await wallet.controls.switchChain(1);
  await expect(page.getByText(filled('deposit.wrongChain', { chainId: 1 }))).toBeVisible();
  await expect(amountField(page)).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'deposit-wrong-network');
  await page.getByRole('button', { name: text('profile.switchNetwork') }).click();
  await expect(amountField(page)).toBeVisible();

  // Sent, while the server has not answered yet (its first answer held back by the test).
  let releaseClaim = (): void => undefined;
  const claimHeld = new Promise<void>((resolve) => {
    releaseClaim = resolve;
  });
  let holdNextClaim = true;
  await page.route('**/api/deposits', async (route) => {
    if (route.request().method() === 'POST' && holdNextClaim) {
      holdNextClaim = false;
      await claimHeld;
    }
    await route.continue();
  });
  await amountField(page).fill('0.02');
  await sendButton(page).click();
  const progress = page.getByRole('region', { name: text('deposit.sendHeading') });
  await expect(progress.getByText(text('deposit.sent'))).toBeVisible();
  await checkAndShootBothSchemes(page, 'deposit-sent');
  releaseClaim();
  await mineBlocks(testDepositConfirmations);
  await expect(progress.getByText(filled('deposit.credited', { gold: 2 }))).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: text('deposit.depositAgain') }).click();

  // The wallet answers the hash of a transfer that went elsewhere: the server refuses it, and the page says why.
  // Not one of the test wallet's accounts: other specs check those accounts' balances.
  const elsewhere = await sendCore(address, 10n ** 16n, '0x7e57000000000000000000000000000000e15e01');
  await wallet.controls.respond('eth_sendTransaction', { result: elsewhere }, { once: true });
  await amountField(page).fill('0.01');
  await sendButton(page).click();
  const failure = page.getByRole('alert').filter({ hasText: text('deposit.failed') });
  await expect(failure).toContainText(text('errors.api.deposit_wrong_recipient'));
  await expect(failure).toBeFocused();
  await checkAndShootBothSchemes(page, 'deposit-failed');
  await page.getByRole('button', { name: text('deposit.tryAgain') }).click();
  await expect(amountField(page)).toBeVisible();
});

test('a wallet not linked to the account: the page says so and offers to link it', async ({ page }) => {
  const { address } = await installWalletFor(page, 9);
  await signInWithGoogle(page, `deposit-unlinked-${Date.now()}`);
  await page.goto('/deposit-gold-coin');
  await expect(page.getByText(text('deposit.connectFirst'))).toBeVisible({ timeout: 10_000 });
  await checkAndShootBothSchemes(page, 'deposit-connect-first');

  await page.getByRole('main').getByRole('button', { name: text('connect.button') }).click();
  const modal = page.getByRole('dialog', { name: text('wallet.selectTitle') });
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });

  await expect(page.getByText(filled('deposit.notLinked', { address }))).toBeVisible();
  await expect(amountField(page)).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'deposit-wallet-not-linked');
  await page.getByRole('link', { name: text('deposit.linkWallet') }).click();
  await expect(page).toHaveURL('/wallet-login?link=1');
  await expect(page.getByRole('heading', { name: text('walletLogin.linkHeading') })).toBeVisible();
});
