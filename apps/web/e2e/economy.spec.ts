import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { enableTotp } from './support/second-factor.ts';

// The four economy pages against the real game server: an admin (BOOTSTRAP_ADMINS) grants a
// freshly registered player coins over HTTP, then the player uses each page, and every number
// the page shows is checked against what the server says.

type Asset = 'gold_coin' | 'game_coin' | 'invite_point';
interface Balances {
  gold_coin: string;
  game_coin: string;
  invite_point: string;
}

const password = 'amber lantern rivers 57';

const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));
/** "5,500 game coins" / "1 gold coin", as the pages write amounts in English. */
const amount = (asset: Asset, value: number | bigint): string => fill(`economy.units.${asset}_${value === 1 || value === 1n ? 'one' : 'other'}`, { amount: value.toLocaleString('en') });

/** The value next to `term` in the page's own list of numbers (not the review's or the result's). */
const fact = (page: Page, term: string) => page.locator(`.economy-page > .economy-facts dt:text-is("${term}") + dd`);
/** The value next to `term` in the result's "balances now". */
const resultFact = (page: Page, term: string) => page.locator(`.economy-result dt:text-is("${term}") + dd`);

/** A new player, signed in on `page` through a confirmed e-mail; returns the account id. */
/**
 * The display name of these tests' players. It names no action: the header's account menu shows
 * it, and a name like "Player convert" also answered to the page's Convert button.
 */
const accountName = 'Tess Ledger';

async function newPlayer(page: Page, label: string): Promise<string> {
  await registerConfirmed(page, { email: uniqueEmail(label), password, displayName: accountName });
  const { account } = await callApi<{ account: { id: string } }>(page, 'GET', '/api/session');
  return account.id;
}

/** The bootstrap admin of this test, signed in in its own browser context. */
async function adminPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerConfirmed(page, { email, password, displayName: 'Support' });
  const { account } = await callApi<{ account: { role: string } }>(page, 'GET', '/api/session');
  expect(account.role).toBe('admin');
  await enableTotp(page);
  return page;
}

async function grant(admin: Page, accountId: string, asset: Asset, value: string): Promise<void> {
  const answer = await callApi<{ amount: string; replayed: boolean }>(admin, 'POST', '/api/admin/grants', {
    requestId: crypto.randomUUID(),
    accountId,
    asset,
    amount: value,
    reason: 'e2e: coins to test the economy pages',
  });
  expect(answer).toMatchObject({ amount: value, replayed: false });
}

async function serverBalances(page: Page): Promise<Balances> {
  const { balances } = await callApi<{ balances: Balances }>(page, 'GET', '/api/ledger/balances');
  const summary = await callApi<{ balances: Balances }>(page, 'GET', '/api/economy/summary');
  expect(summary.balances).toEqual(balances);
  return balances;
}

/** Types `typed` in the amount field and expects the sentence for its problem. */
async function expectAmountProblem(page: Page, typed: string, message: string): Promise<void> {
  const field = page.getByRole('textbox');
  await field.fill(typed);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test('signed out, each economy page says why and leads to the sign-in', async ({ page }) => {
  test.slow(); // several screenshots in both schemes and sizes
  for (const [path, titleKey] of [
    ['/convert-game-coin', 'convertGameCoin'],
    ['/convert-invite-point', 'convertInvitePoint'],
    ['/burn-game-coin', 'burnGameCoin'],
    ['/recover-stamina', 'recoverStamina'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: text(`titles.${titleKey}`) })).toBeVisible();
    await expect(page.getByText(text('economy.signInToUse'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', '/login');
    await checkAndShootBothSchemes(page, `economy-signed-out-${titleKey}`);
  }
});

test('convert game coins: the numbers are the server’s, bad amounts are named and move nothing, a retry after a lost answer moves once', async ({ page, browser }) => {
  test.slow(); // several screenshots in both schemes and sizes
  const admin = await adminPage(browser, testAdminEmails.convert);
  const playerId = await newPlayer(page, 'convert');
  await grant(admin, playerId, 'game_coin', '6000');

  await page.goto('/convert-game-coin');
  await expect(fact(page, text('economy.assets.game_coin'))).toHaveText(amount('game_coin', 6_000));
  await expect(fact(page, text('economy.assets.gold_coin'))).toHaveText(amount('gold_coin', 0));
  await expect(fact(page, text('economy.rate'))).toHaveText(`${amount('game_coin', 100)} = ${amount('gold_coin', 1)}`);
  await expect(fact(page, text('economy.leftToday'))).toContainText(`50 of ${amount('gold_coin', 50)}`);
  await checkAndShootBothSchemes(page, 'economy-convert-game-coin');

  await expectAmountProblem(page, '0', text('economy.amount.zero'));
  await expectAmountProblem(page, '-2', text('economy.amount.negative'));
  await expectAmountProblem(page, '1.5', text('economy.amount.fractional'));
  await expectAmountProblem(page, 'ten', text('economy.amount.notNumber'));
  // A comma that groups no thousands ("1,5": a decimal elsewhere) is named, never read as 15 or 1.5.
  await expectAmountProblem(page, '1,5', text('economy.amount.grouping'));
  await expectAmountProblem(page, '61', fill('economy.amount.aboveBalance', { needed: amount('game_coin', 6_100), balance: amount('game_coin', 6_000) }));
  await expectAmountProblem(page, '51', fill('economy.amount.aboveLimit', { left: amount('gold_coin', 50), limit: amount('gold_coin', 50) }));
  await checkAndShootBothSchemes(page, 'economy-convert-game-coin-above-limit');
  // Asking for a preview of a bad amount keeps the form, focused on the field.
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  await expect(page.getByRole('textbox')).toBeFocused();
  expect(await serverBalances(page)).toEqual({ game_coin: '6000', gold_coin: '0', invite_point: '0' });

  await page.getByRole('textbox').fill('3');
  await expect(page.getByText(fill('economy.convertGameCoin.preview', { spent: amount('game_coin', 300), received: amount('gold_coin', 3) }))).toBeVisible();
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  await expect(page.getByRole('heading', { name: text('economy.review.heading') })).toBeFocused();
  await expect(page.locator('.economy-review')).toContainText(`${fill('economy.review.balanceAfter', { asset: text('economy.assets.game_coin') })}${amount('game_coin', 5_700)}`);
  await checkAndShootBothSchemes(page, 'economy-convert-game-coin-review');
  await page.getByRole('button', { name: text('economy.convertGameCoin.confirm') }).click();
  await expect(page.getByRole('heading', { name: text('economy.result.heading') })).toBeFocused();
  await expect(page.getByText(fill('economy.convertGameCoin.done', { spent: amount('game_coin', 300), received: amount('gold_coin', 3) }))).toBeVisible();
  const afterFirst = await serverBalances(page);
  expect(afterFirst).toEqual({ game_coin: '5700', gold_coin: '3', invite_point: '0' });
  await expect(resultFact(page, text('economy.assets.game_coin'))).toHaveText(amount('game_coin', 5_700));
  await expect(resultFact(page, text('economy.assets.gold_coin'))).toHaveText(amount('gold_coin', 3));
  await expect(fact(page, text('economy.leftToday'))).toContainText(`47 of ${amount('gold_coin', 50)}`);
  await checkAndShootBothSchemes(page, 'economy-convert-game-coin-done');

  // The server does the conversion but its answer is lost on the way: "Try again" sends the same
  // requestId, and the server answers with the first result instead of converting twice.
  await page.getByRole('button', { name: text('economy.convertGameCoin.again') }).click();
  await page.getByRole('textbox').fill('2');
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  const sentIds: string[] = [];
  await page.route('**/api/economy/convert-game-coin', async (route) => {
    sentIds.push((route.request().postDataJSON() as { requestId: string }).requestId);
    if (sentIds.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: text('economy.convertGameCoin.confirm') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('economy.review.safeRetry') })).toBeFocused();
  await checkAndShootBothSchemes(page, 'economy-convert-game-coin-network-failure');
  await page.getByRole('button', { name: text('common.retry') }).click();
  await expect(page.getByRole('heading', { name: text('economy.result.heading') })).toBeFocused();
  await expect(page.getByText(text('economy.result.replayed'))).toBeVisible();
  expect(sentIds).toHaveLength(2);
  expect(sentIds[1]).toBe(sentIds[0]);
  expect(await serverBalances(page)).toEqual({ game_coin: '5500', gold_coin: '5', invite_point: '0' });
  await expect(resultFact(page, text('economy.assets.gold_coin'))).toHaveText(amount('gold_coin', 5));
});

test('convert invite points: rate, preview, outcome and refusal, against the server', async ({ page, browser }) => {
  test.slow(); // several screenshots in both schemes and sizes
  const admin = await adminPage(browser, testAdminEmails.invitePoints);
  const playerId = await newPlayer(page, 'points');
  await grant(admin, playerId, 'invite_point', '30');

  await page.goto('/convert-invite-point');
  await expect(fact(page, text('economy.assets.invite_point'))).toHaveText(amount('invite_point', 30));
  await expect(fact(page, text('economy.assets.game_coin'))).toHaveText(amount('game_coin', 0));
  await expect(fact(page, text('economy.rate'))).toHaveText(`${amount('invite_point', 1)} = ${amount('game_coin', 1)}`);
  await expect(fact(page, text('economy.leftToday'))).toHaveText(text('economy.noDailyLimit'));
  await expectAmountProblem(page, '31', fill('economy.amount.aboveBalance', { needed: amount('invite_point', 31), balance: amount('invite_point', 30) }));
  // An empty field is named once the preview is asked for.
  await page.getByRole('textbox').fill('');
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  await expect(page.getByRole('textbox')).toHaveAccessibleDescription(new RegExp(text('economy.amount.empty')));
  await page.getByRole('textbox').fill('12');
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  await expect(page.getByText(fill('economy.convertInvitePoint.preview', { spent: amount('invite_point', 12), received: amount('game_coin', 12) }))).toBeVisible();
  await page.getByRole('button', { name: text('economy.convertInvitePoint.confirm') }).click();
  await expect(page.getByRole('heading', { name: text('economy.result.heading') })).toBeFocused();
  expect(await serverBalances(page)).toEqual({ game_coin: '12', gold_coin: '0', invite_point: '18' });
  await expect(resultFact(page, text('economy.assets.invite_point'))).toHaveText(amount('invite_point', 18));
  await expect(resultFact(page, text('economy.assets.game_coin'))).toHaveText(amount('game_coin', 12));
  await expect(fact(page, text('economy.assets.invite_point'))).toHaveText(amount('invite_point', 18));
  // Points are left: the receipt offers more, and no "earn some" prompt stands anywhere.
  await expect(page.getByTestId('invite-for-points')).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'economy-convert-invite-point-done');

  // The last 18 points: the receipt comes first, then what comes next ("none left", not "none yet",
  // and the way to earn more), instead of a "Convert more" that could convert nothing.
  await page.getByRole('button', { name: text('economy.convertInvitePoint.again') }).click();
  await page.getByRole('textbox').fill('18');
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  await page.getByRole('button', { name: text('economy.convertInvitePoint.confirm') }).click();
  const receipt = page.getByRole('region', { name: text('economy.result.heading') });
  await expect(receipt.getByRole('heading', { name: text('economy.result.heading') })).toBeFocused();
  expect(await serverBalances(page)).toEqual({ game_coin: '30', gold_coin: '0', invite_point: '0' });
  await expect(receipt.getByText(fill('economy.convertInvitePoint.done', { spent: amount('invite_point', 18), received: amount('game_coin', 18) }))).toBeVisible();
  await expect(receipt.getByRole('button', { name: text('economy.convertInvitePoint.again') })).toHaveCount(0);
  const next = page.getByRole('region', { name: text('economy.earnMore.noPointsLeft') });
  await expect(next.getByRole('link', { name: text('titles.inviteUsers') })).toHaveAttribute('href', '/invite-users');
  await expect(page.getByText(text('economy.earnMore.noPoints'), { exact: true })).toHaveCount(0);
  const receiptBox = await receipt.boundingBox();
  const nextBox = await next.boundingBox();
  expect(receiptBox && nextBox && receiptBox.y + receiptBox.height <= nextBox.y, 'the receipt comes before what comes next').toBe(true);
  await checkAndShootBothSchemes(page, 'economy-convert-invite-point-spent');
});

test('burn game coins: the account’s and the site’s burnt totals are the server’s', async ({ page, browser }) => {
  test.slow(); // several screenshots in both schemes and sizes
  const admin = await adminPage(browser, testAdminEmails.burn);
  const playerId = await newPlayer(page, 'burn');
  await grant(admin, playerId, 'game_coin', '1000');

  await page.goto('/burn-game-coin');
  const before = await callApi<{ site: string; account: string }>(page, 'GET', '/api/economy/burnt');
  expect(before.account).toBe('0');
  await expect(fact(page, text('economy.burnGameCoin.burntByYou'))).toHaveText(amount('game_coin', 0));
  await expect(fact(page, text('economy.burnGameCoin.burntOnSite'))).toHaveText(amount('game_coin', BigInt(before.site)));
  await checkAndShootBothSchemes(page, 'economy-burn-game-coin');

  await expectAmountProblem(page, '1001', fill('economy.amount.aboveBalance', { needed: amount('game_coin', 1001), balance: amount('game_coin', 1000) }));
  // Typed as the page writes its numbers, with the thousands grouped: read as 1,001 too.
  await expectAmountProblem(page, '1,001', fill('economy.amount.aboveBalance', { needed: amount('game_coin', 1001), balance: amount('game_coin', 1000) }));
  await page.getByRole('textbox').fill('250');
  await page.getByRole('button', { name: text('economy.review.open') }).click();
  await expect(page.getByText(fill('economy.burnGameCoin.preview', { spent: amount('game_coin', 250) }))).toBeVisible();
  await page.getByRole('button', { name: text('economy.burnGameCoin.confirm') }).click();
  await expect(page.getByRole('heading', { name: text('economy.result.heading') })).toBeFocused();
  await expect(page.getByText(fill('economy.burnGameCoin.done', { spent: amount('game_coin', 250) }))).toBeVisible();

  const after = await callApi<{ site: string; account: string }>(page, 'GET', '/api/economy/burnt');
  expect(after.account).toBe('250');
  expect(BigInt(after.site) - BigInt(before.site)).toBeGreaterThanOrEqual(250n);
  expect(await serverBalances(page)).toEqual({ game_coin: '750', gold_coin: '0', invite_point: '0' });
  await expect(fact(page, text('economy.burnGameCoin.burntByYou'))).toHaveText(amount('game_coin', 250));
  await expect(fact(page, text('economy.burnGameCoin.burntOnSite'))).toHaveText(amount('game_coin', BigInt(after.site)));
  await expect(fact(page, text('economy.assets.game_coin'))).toHaveText(amount('game_coin', 750));
  await checkAndShootBothSchemes(page, 'economy-burn-game-coin-done');
});

test('recover stamina: refused when full and when gold is short, then a real recovery after a run', async ({ page, browser }) => {
  test.slow(); // several screenshots in both schemes and sizes
  const admin = await adminPage(browser, testAdminEmails.stamina);
  const playerId = await newPlayer(page, 'stamina');

  await page.goto('/recover-stamina');
  await expect(fact(page, text('economy.recoverStamina.stamina'))).toHaveText('100 of 100');
  await expect(fact(page, text('economy.recoverStamina.price'))).toHaveText(amount('gold_coin', 2));
  // Full is said once, by the refill: no "Full again" row beside it.
  await expect(page.getByText(text('economy.recoverStamina.full'))).toBeVisible();
  await expect(page.locator('.economy-page > .economy-facts dt', { hasText: text('economy.recoverStamina.timeToFull') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Recover stamina/ })).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'economy-recover-stamina-full');

  // A game run spends stamina (10 by default), through the games API.
  const run = await callApi<{ staminaAfter: { value: number } }>(page, 'POST', '/api/games/levels/runs');
  expect(run.staminaAfter.value).toBe(90);
  await page.reload();
  await expect(fact(page, text('economy.recoverStamina.stamina'))).toHaveText('90 of 100');
  await expect(fact(page, text('economy.recoverStamina.timeToFull'))).toHaveText(/^in (30|29) minutes \(at .+\)$/);
  await expect(page.getByText(fill('economy.recoverStamina.short', { price: amount('gold_coin', 2), gold: amount('gold_coin', 0) }))).toBeVisible();
  // Not only "no": how far away the refill is (2 gold coins = 200 game coins at the default rate) and the level that earns them.
  const earnMore = page.getByRole('region', { name: fill('economy.earnMore.heading_other', { missing: amount('game_coin', 200) }) });
  await expect(earnMore).toContainText(fill('economy.earnMore.levelPays', { level: 1, coins: amount('game_coin', 8) }));
  await expect(earnMore.getByRole('link', { name: fill('economy.earnMore.playLevel', { level: 1 }) })).toHaveAttribute('href', '/games/levels?level=1');
  await checkAndShootBothSchemes(page, 'economy-recover-stamina-short');

  await grant(admin, playerId, 'gold_coin', '7');
  await page.reload();
  await expect(fact(page, text('economy.assets.gold_coin'))).toHaveText(amount('gold_coin', 7));
  await page.getByRole('button', { name: fill('economy.recoverStamina.open', { price: amount('gold_coin', 2) }) }).click();
  await expect(page.getByRole('heading', { name: text('economy.review.heading') })).toBeFocused();
  await expect(page.getByText(fill('economy.recoverStamina.preview', { price: amount('gold_coin', 2), value: 90, max: 100, goldAfter: amount('gold_coin', 5) }))).toBeVisible();
  await checkAndShootBothSchemes(page, 'economy-recover-stamina-review');
  await page.getByRole('button', { name: fill('economy.recoverStamina.confirm', { price: amount('gold_coin', 2) }) }).click();
  await expect(page.getByRole('heading', { name: text('economy.result.heading') })).toBeFocused();
  await expect(page.getByText(fill('economy.recoverStamina.staminaNow', { value: 100, max: 100 }))).toBeVisible();
  await expect(resultFact(page, text('economy.assets.gold_coin'))).toHaveText(amount('gold_coin', 5));
  expect(await serverBalances(page)).toEqual({ game_coin: '0', gold_coin: '5', invite_point: '0' });
  expect((await callApi<{ value: number }>(page, 'GET', '/api/stamina')).value).toBe(100);
  await checkAndShootBothSchemes(page, 'economy-recover-stamina-done');
  await page.getByRole('button', { name: text('economy.recoverStamina.back') }).click();
  await expect(page.getByText(text('economy.recoverStamina.full'))).toBeVisible();
});

test('only admins grant: a player is refused by the server, and nothing moves', async ({ page, browser }) => {
  const admin = await adminPage(browser, testAdminEmails.refusals);
  const playerId = await newPlayer(page, 'refused');
  const response = await page.request.post('/api/admin/grants', {
    headers: { 'x-site-request': '1', 'content-type': 'application/json' },
    data: JSON.stringify({ requestId: crypto.randomUUID(), accountId: playerId, asset: 'gold_coin', amount: '1000', reason: 'for me' }),
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  const bad = await admin.request.post('/api/admin/grants', {
    headers: { 'x-site-request': '1', 'content-type': 'application/json' },
    data: JSON.stringify({ requestId: crypto.randomUUID(), accountId: playerId, asset: 'gold_coin', amount: '1.5', reason: 'half' }),
  });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { details: { field: string } } }).error.details.field).toBe('body.amount');
  expect(await serverBalances(page)).toEqual({ game_coin: '0', gold_coin: '0', invite_point: '0' });
});
