import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, pageClock, test } from './support/test.ts';
import { testTelegramUser } from '@site/testing/telegram-bot-api';
import { callApi } from './support/account.ts';
import { serverBalances } from './support/chain-deposits.ts';
import { testTelegramStars } from './support/game-server-env.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme, installTelegramBridge, lightTheme } from './support/telegram.ts';
import { botApiCalls, closeInvoice, expectInvoiceOpened, invoiceSlug, payAsTelegram } from './support/telegram-stars.ts';
import { testNow } from './support/test-clock.ts';
import { text } from './support/translations.ts';

// Gold for Telegram Stars on /deposit-gold-coin inside the mini app (docs/web/behaviour.md#inside-telegram), on a phone: the packs from the e2e game server's TELEGRAM_STARS_PACKS, the invoice
// made at the Bot API stand-in, Telegram's side played by the test (the client's invoice_closed
// event, the stand-in's pre_checkout_query and successful_payment to the bot's webhook).

const phone = { width: 390, height: 844 };

interface Invoice {
  orderId: string;
  invoiceLink: string;
  stars: number;
  goldCoins: string;
}

/** The mini app opened on /deposit-gold-coin by a new Telegram user, signed in by its launch data. */
async function openShop(page: Page, theme: Record<string, string>): Promise<{ userId: number }> {
  await page.setViewportSize(phone);
  await installTelegramBridge(page);
  const userId = randomInt(1_000_000, 2_000_000_000);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`/deposit-gold-coin${signedLaunchHash({ userId, theme, platform: 'android' })}`);
  expect((await signIn).status()).toBe(200);
  await expect(page.getByRole('heading', { name: text('miniApp.depositHeading') })).toBeVisible();
  return { userId };
}

/** The account's ledger transfers for Stars payments, as the server lists them. */
async function starsTransfers(page: Page): Promise<{ reason: string; amount: string }[]> {
  const { transfers } = await callApi<{ transfers: { reason: string; amount: string }[] }>(page, 'GET', '/api/ledger/transfers?limit=100');
  return transfers.filter((transfer) => transfer.reason.startsWith('telegram_stars'));
}

const packList = (page: Page) => page.getByRole('list', { name: text('telegramStars.packsLabel') });
const buyButton = (page: Page, gold: string, stars: string) => page.getByRole('button', { name: `Buy ${gold} gold coins for ${stars} Stars` });

/** Presses Buy on the pack and waits for the invoice the server made and the page opened in Telegram. */
async function buy(page: Page, gold: string, stars: string): Promise<Invoice> {
  const created = page.waitForResponse((response) => response.url().endsWith('/api/telegram-stars/invoices') && response.request().method() === 'POST');
  await buyButton(page, gold, stars).click();
  const response = await created;
  expect(response.status()).toBe(200);
  const invoice = (await response.json()) as Invoice;
  await expectInvoiceOpened(page, invoiceSlug(invoice.invoiceLink));
  await expect(page.getByRole('status').filter({ hasText: text('telegramStars.open') })).toBeFocused();
  return invoice;
}

test.describe('inside Telegram on a phone, gold bought with Stars', () => {
  test('the whole purchase: packs, invoice at the Bot API, Telegram pays, the page and the profile show the credited gold', async ({ page }) => {
    test.setTimeout(120_000);
    const { userId } = await openShop(page, lightTheme);

    // The packs of the server's configuration, in its order, numbers grouped as English does.
    const packs = packList(page).getByRole('listitem');
    await expect(packs).toHaveCount(Object.keys(testTelegramStars.packs).length);
    await expect(packs.nth(0)).toContainText('500 gold coins');
    await expect(packs.nth(0)).toContainText('for 50 Stars');
    await expect(packs.nth(1)).toContainText('3,000 gold coins');
    await expect(packs.nth(1)).toContainText('for 250 Stars');
    await checkAndShootBothSchemes(page, 'telegram-stars-packs');
    await page.setViewportSize(phone);
    const before = await serverBalances(page);

    const invoice = await buy(page, '3,000', '250');
    expect(invoice).toMatchObject({ stars: 250, goldCoins: '3000' });
    // The server asked Telegram for the link: Stars (XTR), the pack's price, a payload naming the order.
    const made = (await botApiCalls('createInvoiceLink')).find((params) => String(params.payload).includes(invoice.orderId));
    expect(made).toMatchObject({ currency: 'XTR', provider_token: '', prices: [{ amount: 250 }] });
    expect(String(made?.payload)).toMatch(new RegExp(`^order:${invoice.orderId};account:[0-9a-f-]{36}$`));
    // Every Buy waits while this purchase is under way.
    await expect(buyButton(page, '500', '50')).toBeDisabled();

    // The player paid: the client closes the sheet before Telegram has told the bot.
    await closeInvoice(page, invoiceSlug(invoice.invoiceLink), 'paid');
    const status = page.getByRole('status').filter({ hasText: text('telegramStars.confirming') });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();

    // Telegram asks the bot before taking the Stars, then reports the payment to the webhook.
    const paid = await payAsTelegram(invoice.invoiceLink, testTelegramUser(userId));
    expect(paid.preCheckout).toMatchObject({ ok: true });
    expect(paid.payment).toEqual({ status: 200, body: { outcome: 'credited' } });

    const goldNow = (BigInt(before.gold_coin) + 3000n).toString();
    const credited = page.getByRole('status').filter({ hasText: 'Done: 3,000 gold coins added to your account.' });
    await expect(credited).toBeVisible();
    await expect(credited).toContainText(`Your gold coins now: ${BigInt(goldNow).toLocaleString('en')} gold coins.`);
    expect((await serverBalances(page)).gold_coin).toBe(goldNow);
    expect((await starsTransfers(page)).map((transfer) => [transfer.reason, transfer.amount])).toEqual([['telegram_stars', '3000']]);
    await expect(buyButton(page, '500', '50')).toBeEnabled();
    await checkAndShootBothSchemes(page, 'telegram-stars-paid');

    // The profile says the same, and its history names the purchase (reached by the site's own
    // link: a reload signs the mini app in again, which is not what this test is about).
    await page.setViewportSize(phone);
    await page.getByRole('banner').getByRole('link', { name: text('nav.profile') }).click();
    const balances = page.getByRole('region', { name: text('profile.balancesHeading') });
    await expect(balances.locator('[data-balance="goldCoins"]')).toHaveText(BigInt(goldNow).toLocaleString('en'));
    await expect(page.getByText(text('ledger.reasons.telegram_stars'))).toBeVisible();
  });

  test('a cancelled invoice moves nothing and the pack can be bought again', async ({ page }) => {
    await openShop(page, darkTheme);
    const before = await serverBalances(page);

    const invoice = await buy(page, '500', '50');
    await closeInvoice(page, invoiceSlug(invoice.invoiceLink), 'cancelled');
    const cancelled = page.getByRole('status').filter({ hasText: text('telegramStars.cancelled') });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toBeFocused();
    await expect(buyButton(page, '500', '50')).toBeEnabled();

    // The account's gold and history did not move.
    expect(await serverBalances(page)).toEqual(before);
    expect(await starsTransfers(page)).toEqual([]);

    // A failed payment says so in an alert, and nothing moves either.
    const again = await buy(page, '500', '50');
    expect(again.orderId).not.toBe(invoice.orderId);
    await closeInvoice(page, invoiceSlug(again.invoiceLink), 'failed');
    const failed = page.getByRole('alert').filter({ hasText: text('telegramStars.paymentFailed') });
    await expect(failed).toBeVisible();
    await expect(failed).toBeFocused();
    expect(await serverBalances(page)).toEqual(before);
    expect(await starsTransfers(page)).toEqual([]);
  });

  test('Telegram slow to confirm a payment: the page says it takes long, keeps asking, and shows the gold once it comes', { annotation: pageClock }, async ({ page }) => {
    // The page's time is Playwright's clock: the page's own bound (15 s) is passed by moving it on,
    // not waited out (it was 15 of the test's 26 s in CI); the clock runs on by itself after that.
    await page.clock.install({ time: testNow() });
    const { userId } = await openShop(page, darkTheme);
    const invoice = await buy(page, '500', '50');
    const asked = page.waitForResponse((response) => response.url().includes('/api/ledger/transfers?limit=20'));
    await closeInvoice(page, invoiceSlug(invoice.invoiceLink), 'paid');
    const confirming = page.getByRole('status').filter({ hasText: text('telegramStars.confirming') });
    await expect(confirming).toBeVisible();
    // Not said before the bound: the server has answered "not yet" and the page waits calmly.
    await asked;
    await expect(page.getByText(text('telegramStars.slow'))).toHaveCount(0);
    await page.clock.fastForward(15_000);
    // The next answer of the server after the bound: the page says it takes long (the wait is on that text).
    await expect(confirming.filter({ hasText: text('telegramStars.slow') })).toBeVisible();
    expect(await starsTransfers(page)).toEqual([]);

    const paid = await payAsTelegram(invoice.invoiceLink, testTelegramUser(userId));
    expect(paid.payment).toEqual({ status: 200, body: { outcome: 'credited' } });
    await expect(page.getByRole('status').filter({ hasText: 'Done: 500 gold coins added to your account.' })).toBeVisible();
    await expect(page.getByText(text('telegramStars.slow'))).toHaveCount(0);
  });

  test('in Spanish the packs read in Spanish, numbers and plurals included', async ({ page }) => {
    await page.setViewportSize(phone);
    await installTelegramBridge(page);
    await page.goto(`/deposit-gold-coin?lng=es${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: darkTheme, platform: 'ios' })}`);
    const packs = page.getByRole('list', { name: text('telegramStars.packsLabel', 'es') }).getByRole('listitem');
    await expect(packs.nth(1)).toContainText(`${(3000).toLocaleString('es')} monedas de oro`);
    await expect(packs.nth(1)).toContainText('por 250 estrellas');
    await expect(page.getByRole('button', { name: 'Comprar 500 monedas de oro por 50 estrellas' })).toBeVisible();
  });

  test('signed out (launch data the server refuses), the page asks to sign in and offers no pack', async ({ page }) => {
    await page.setViewportSize(phone);
    await installTelegramBridge(page);
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
    await page.goto(`/deposit-gold-coin${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: lightTheme, platform: 'android', botToken: '7000000002:another-bot-the-server-does-not-trust' })}`);
    expect((await signIn).status()).toBe(401);
    await expect(page.getByText(text('telegramStars.signInFirst'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('nav.login') }).last()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('list', { name: text('telegramStars.packsLabel') })).toHaveCount(0);
  });
});
