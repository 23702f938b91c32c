import { randomInt } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { TestTonWallet, type ProofFields } from '@site/api/src/test-support/ton-test-wallet.ts';
import { callApi } from './support/account.ts';
import { saveArtifact, shootArtifacts } from './support/artifacts.ts';
import { checkAndShoot, signedLaunchHash } from './support/sign-in-helpers.ts';
import { openMiniAppOnPhone } from './support/mini-app-screen.ts';
import { darkTheme, installTelegramBridge, lightTheme } from './support/telegram.ts';
import { text } from './support/translations.ts';

// TON Connect inside the mini app. A real connection needs a wallet app and TON Connect's bridge,
// which a test cannot reach: the page is tested up to TON Connect's own wallet list (the button
// shows only inside Telegram, and a click gets this browser a payload and opens the list); the
// wallet's side is played by the test with its own TON keys, over HTTP with the browser's cookies.

/** Inside the mini app, signed out: launch data signed by another bot, so the automatic sign-in is refused. */
async function openMiniAppSignedOut(page: Page, path: string, theme = darkTheme): Promise<void> {
  await installTelegramBridge(page);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app'));
  await page.goto(`${path}${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme, botToken: '7000000002:not-the-harness-bot-token' })}`);
  expect((await refused).status()).toBe(401);
}

/** The wallet's answer to a payload this browser asks the server for, as the site would send it. */
async function proofOfNewPayload(page: Page, wallet: TestTonWallet, fields: Partial<ProofFields> = {}) {
  const { payload } = await callApi<{ payload: string }>(page, 'POST', '/api/auth/ton/payload', {});
  return wallet.proofRequest({ payload, domain: new URL(page.url()).host, ...fields });
}

async function verify(page: Page, body: unknown) {
  const response = await page.request.post('/api/auth/ton/verify', { headers: { 'x-site-request': '1', 'content-type': 'application/json' }, data: JSON.stringify(body) });
  return { status: response.status(), body: (await response.json()) as { error?: { code: string } } };
}

for (const [scheme, theme] of [['dark', darkTheme], ['light', lightTheme]] as const) {
  test(`inside the mini app /login offers "Connect TON wallet"; a click gets a payload and opens TON Connect (${scheme})`, async ({ page }) => {
    // No network beyond the site: TON Connect's wallet list and bridge stay unreachable.
    await page.route(/^https:\/\//, (route) => route.abort());
    await openMiniAppSignedOut(page, '/login', theme);
    const button = page.getByRole('button', { name: text('tonConnect.signIn') });
    await expect(button).toBeVisible();
    await checkAndShoot(page, `sign-in-ton-login-${scheme}`);

    const payload = page.waitForResponse((response) => response.url().endsWith('/api/auth/ton/payload'));
    await button.click();
    expect((await payload).status()).toBe(200);
    // TON Connect's own wallet list (its modal, not the site's), waiting for the player's choice.
    await expect(page.locator('[data-tc-wallets-modal-container]')).toBeVisible();
    if (shootArtifacts) await saveArtifact(page, `sign-in-ton-modal-${scheme}`);

    // Closed without a wallet: the page says so calmly, and a new click asks for a new payload.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: text('tonConnect.cancelled') })).toBeVisible();
    await expect(page.locator('[data-tc-wallets-modal-container]')).toBeHidden();
    const again = page.waitForResponse((response) => response.url().endsWith('/api/auth/ton/payload'));
    await button.click();
    expect((await again).status()).toBe(200);
    await expect(page.locator('[data-tc-wallets-modal-container]')).toBeVisible();
  });
}

for (const remote of ['never answers', 'is unreachable'] as const) {
  test(`inside the mini app TON Connect offers the site's own wallets list while TON Connect's remote list ${remote}`, async ({ page }) => {
    // The remote list hangs (asked, never answered) or is refused; nothing else beyond the site is reachable either.
    const remoteListAsked: string[] = [];
    await page.route(/^https:\/\//, async (route) => {
      const toRemoteList = new URL(route.request().url()).hostname === 'config.ton.org';
      if (toRemoteList) remoteListAsked.push(route.request().url());
      if (!toRemoteList || remote === 'is unreachable') await route.abort();
  });
  await openMiniAppSignedOut(page, '/login');
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/tonconnect-wallets.json');
  await page.getByRole('button', { name: text('tonConnect.signIn') }).click();
  expect((await list).status()).toBe(200);
  const modal = page.locator('[data-tc-wallets-modal-container]');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Wallet in Telegram' })).toBeVisible();
  await expect(modal.getByRole('button', { name: /^Tonkeeper/ }).first()).toBeVisible();
  // All of them: only TON wallets, none of the multi-chain wallets TON Connect's own list names.
  await modal.getByRole('button', { name: 'View all wallets' }).click();
  await expect(modal.getByRole('button', { name: /^Tonhub/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /OKX|Bitget|Binance|Bybit|SafePal|TokenPocket|HOT/ })).toHaveCount(0);
  expect(remoteListAsked).toEqual([]);
  if (shootArtifacts) await saveArtifact(page, `sign-in-ton-modal-remote-list-${remote === 'is unreachable' ? 'down' : 'slow'}`);
  });
}

/** Every picture shown in TON Connect's modal: its address, and whether it loaded. */
const modalPictures = (modal: Locator) => modal.locator('img').evaluateAll((images) => images.map((image) => ({ src: (image as HTMLImageElement).src, loaded: (image as HTMLImageElement).naturalWidth > 0 })));

/** Each of `wallets` (buttons of the modal) shows a picture, and every picture of the modal is the site's own, loaded. */
async function expectSitePictures(page: Page, modal: Locator, wallets: Locator[]): Promise<void> {
  const site = new URL(page.url()).origin;
  for (const wallet of wallets) await expect(wallet.locator('img').first()).toBeVisible();
  const pictures = await modalPictures(modal);
  expect(pictures.length).toBeGreaterThanOrEqual(wallets.length);
  for (const picture of pictures) {
    expect(picture.src.startsWith(`${site}/tonconnect-wallets/`), picture.src).toBe(true);
    expect(picture.loaded, picture.src).toBe(true);
  }
}

for (const [scheme, theme] of [['light', lightTheme], ['dark', darkTheme]] as const) {
  test(`inside the mini app the TON wallets list draws the site's own pictures and asks no other host for one (${scheme}, phone)`, async ({ page }) => {
    // Every picture asked of a host other than the site's, though nothing beyond the site answers.
    const remotePictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).origin !== new URL(page.url()).origin) remotePictures.push(request.url());
    });
    await page.route(/^https:\/\//, (route) => route.abort());
    await openMiniAppOnPhone(page, '/login', { theme, signedIn: false });
    await page.getByRole('button', { name: text('tonConnect.signIn') }).click();
    const modal = page.locator('[data-tc-wallets-modal-container]');
    const inTelegram = modal.getByRole('button', { name: 'Wallet in Telegram' });
    await expect(inTelegram).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Tonkeeper/ }).first()).toBeVisible();
    expect(remotePictures, 'pictures asked of other hosts').toEqual([]);
    await expectSitePictures(page, modal, [inTelegram, modal.getByRole('button', { name: /^Tonkeeper/ }).first()]);
    await saveArtifact(page, `ton-wallets-list-${scheme}`);

    // The other wallets, each with its picture; the row scrolled to its end for the picture.
    const others = await modal.getByRole('list').getByRole('button').all();
    expect(others.length).toBeGreaterThanOrEqual(4);
    await expectSitePictures(page, modal, others);
    await others.at(-1)?.scrollIntoViewIfNeeded();
    await saveArtifact(page, `ton-wallets-list-end-${scheme}`);
    expect(remotePictures, 'pictures asked of other hosts').toEqual([]);
  });
}

test('in a browser, neither /login nor /setting offers a TON wallet', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: text('titles.login') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('tonConnect.signIn') })).toHaveCount(0);

  // Signed in (with a TON wallet, over HTTP), /setting lists it but offers no TON Connect.
  await page.request.fetch('/api/session');
  const wallet = new TestTonWallet();
  expect((await verify(page, await proofOfNewPayload(page, wallet))).status).toBe(200);
  await page.goto('/setting');
  await expect(page.getByText(wallet.address.toString({ urlSafe: true, bounceable: false }))).toBeVisible();
  await expect(page.getByRole('button', { name: text('tonConnect.link') })).toHaveCount(0);
});

test('inside the mini app a ton_proof from this browser signs in; a replayed, expired or foreign-domain proof is refused', async ({ page }) => {
  await openMiniAppSignedOut(page, '/login');
  const wallet = new TestTonWallet();

  const expired = await proofOfNewPayload(page, wallet, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
  expect(await verify(page, expired)).toMatchObject({ status: 401, body: { error: { code: 'ton_proof_expired' } } });
  const foreign = await proofOfNewPayload(page, wallet, { domain: 'games.example.org' });
  expect(await verify(page, foreign)).toMatchObject({ status: 401, body: { error: { code: 'ton_proof_invalid' } } });
  expect((await callApi<{ account: unknown }>(page, 'GET', '/api/session')).account).toBeNull();

  const valid = await proofOfNewPayload(page, wallet);
  expect((await verify(page, valid)).status).toBe(200);
  expect(await verify(page, valid)).toMatchObject({ status: 400, body: { error: { code: 'ton_payload_invalid' } } });

  // The session is the browser's: /setting shows the wallet, and offers to add another one.
  await page.goto('/setting');
  const label = wallet.address.toString({ urlSafe: true, bounceable: false });
  await expect(page.getByText(label)).toBeVisible();
  await expect(page.getByRole('button', { name: text('tonConnect.link') })).toBeVisible();
  await checkAndShoot(page, 'sign-in-ton-setting-dark');
});
