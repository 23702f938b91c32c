import { type Page, type Response } from '@playwright/test';
import { expect, freshTab, test } from './support/test.ts';
import { installTestWallet, localChainFromEnv } from '@site/testing/playwright';
import { gzipSync } from 'node:zlib';
import { registerConfirmed } from './support/account.ts';
import { connectFromWalletLogin } from './support/connect-wallet.ts';
import { holdRequests } from './support/hold-requests.ts';
import { routeCoreRpcToLocalChain } from './support/local-rpc.ts';
import { uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';

// What a phone downloads and runs while `/` starts (issue 13): the site's own JavaScript by
// network idle stays within its budget, and the wallet stack waits for a visitor who needs it
// (a remembered wallet to reconnect, or a first sign of intent to connect).

/** gzip (-9, as scripts/first-paint-size.mjs) of the site's own JavaScript on `/` by network idle. */
const jsByNetworkIdleBudget = 160_000;
const walletStack = /\/assets\/wallet-stack-[^/]+\.js$/;

/**
 * Every same-origin script the page fetches until `stop()`, with its gzip size once its body has
 * arrived. A script asked for after that (the page keeps loading on idle) is not counted, and its
 * body is not read: the tab may close before it arrives.
 */
function recordScripts(page: Page, origin: () => string): { sizes: Promise<{ url: string; gzip: number }>[]; stop: () => void } {
  const sizes: Promise<{ url: string; gzip: number }>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() !== 'script' || new URL(response.url()).origin !== origin()) return;
    sizes.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', record);
  return { sizes, stop: () => page.off('response', record) };
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

test.beforeEach(async ({ page }) => {
  await routeCoreRpcToLocalChain(page);
});

test(`a first visit to / fetches at most ${jsByNetworkIdleBudget / 1000} kB gzip of the site's JavaScript by network idle, without the wallet stack`, { annotation: freshTab }, async ({ page, baseURL }) => {
  const scripts = recordScripts(page, () => new URL(baseURL ?? page.url()).origin);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  await expect(page.getByRole('tabpanel')).toContainText(text('home.tabs.levels.text'));
  await expect(page.getByRole('banner').getByRole('button', { name: text('connect.button') })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  scripts.stop();

  const fetched = await Promise.all(scripts.sizes);
  const total = fetched.reduce((sum, script) => sum + script.gzip, 0);
  expect(fetched.map((script) => script.url).filter((url) => walletStack.test(url))).toEqual([]);
  expect(total, `JavaScript by network idle: ${fetched.map((script) => `${new URL(script.url).pathname} ${script.gzip}`).join(', ')}`).toBeLessThanOrEqual(jsByNetworkIdleBudget);
});

test('the wallet stack loads when the pointer reaches Connect wallet, and the click opens the modal', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: text('connect.button') });
  await expect(button).toBeEnabled();
  const stackLoaded = page.waitForResponse(walletStack);
  await button.hover();
  expect((await stackLoaded).ok()).toBe(true);
  await button.click();
  await expect(page.getByRole('dialog', { name: text('wallet.selectTitle') })).toBeVisible();
});

test('keyboard focus on Connect wallet loads the wallet stack too, and Enter opens the modal', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: text('connect.button') });
  await expect(button).toBeEnabled();
  const stackLoaded = page.waitForResponse(walletStack);
  await button.focus();
  expect((await stackLoaded).ok()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: text('wallet.selectTitle') })).toBeVisible();
});

test('a remembered wallet is reconnected on / without a click', async ({ page }) => {
  const chain = localChainFromEnv();
  const [account] = chain.accounts;
  if (!account) throw new Error('The local chain has no accounts.');
  await installTestWallet(page, { rpcUrl: chain.rpcUrl });
  await connectFromWalletLogin(page);
  await expect(page.getByRole('banner').getByRole('link', { name: shortAddress(account) })).toBeVisible();

  // `/` itself never asks for the wallet: start-up loads the stack because a wallet is remembered.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: shortAddress(account) })).toHaveAttribute('title', account);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a game's page asks who is signed in and for its game with the HTML, once each, and fetches its own code before the site's has run", { annotation: freshTab }, async ({ page }) => {
  await page.goto('/games/levels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  await expect(page.getByRole('main').getByRole('button', { name: /^Play/ })).toBeEnabled();
  const reads = await page.evaluate(() => ({
    // Both answers were taken by the site's client (index.html's askEarly, api/early-reads.ts)...
    untaken: Object.keys((window as { siteEarlyReads?: object }).siteEarlyReads ?? {}),
    // ...so neither was asked a second time.
    asked: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path === '/api/session' || path === '/api/games/levels'),
    // The page's module: preloaded by index.html (preload-game-page-code.ts), and that request is the only one.
    gamePagePreloaded: [...document.head.querySelectorAll('link[rel="modulepreload"]')].some((link) => /\/assets\/game-page-[^/]+\.js$/.test((link as HTMLLinkElement).href)),
    gamePageFetched: performance.getEntriesByType('resource').filter((entry) => /\/assets\/game-page-[^/]+\.js$/.test(entry.name)).length,
    // The home page's code is `/`'s alone (preload-home-page-code.ts): on a first visit here it would take the network from this page's (issue 37).
    homePageFetched: performance.getEntriesByType('resource').filter((entry) => /\/assets\/home-(?:page|tabs-data)-[^/]+\.js$/.test(entry.name)).length,
  }));
  expect(reads).toEqual({ untaken: [], asked: ['/api/session', '/api/games/levels'], gamePagePreloaded: true, gamePageFetched: 1, homePageFetched: 0 });
});

test("Levels' page asks a signed-in player's progress with the HTML, before its own code could, and the page takes that answer", { annotation: freshTab }, async ({ page }) => {
  await registerConfirmed(page, { email: uniqueEmail('early-progress'), password: 'harbour quartz meadow 41', displayName: 'Early Player' });
  // The game's details held: the page cannot draw the game (where it would ask for the progress
  // itself), so a progress read seen now is index.html's (api/early-reads.ts).
  const details = await holdRequests(page, /\/api\/games\/levels$/);
  const progressAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/levels/progress');
  await page.goto('/games/levels');
  await details.held;
  await progressAsked;
  details.release();
  // The live page's Play, not the one index.html paints from the same answers (painted-play.ts).
  await expect(page.locator('.home-preview')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: text('play.playLevel').replace('{{level}}', '1') })).toBeEnabled();
  await expect(page.getByTestId('level-now')).not.toHaveText('…');
  const reads = await page.evaluate(() => ({
    untaken: Object.keys((window as { siteEarlyReads?: object }).siteEarlyReads ?? {}),
    asked: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path === '/api/levels/progress'),
  }));
  expect(reads).toEqual({ untaken: [], asked: ['/api/levels/progress'] });
});
