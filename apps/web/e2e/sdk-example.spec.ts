import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';
import { enableTotp } from './support/second-factor.ts';

// The game SDK's own minimal example, as packages/game-sdk builds it, under the site's real host
// and the real game server: a quick player (ten taps well inside the minimum run time) is paid for
// every run, the finish is safe to retry, and Escape pressed inside the game closes the stage.

const password = 'copper meadow signal 42';
const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('iframe.game-stage__frame');
const gameCoins = (amount: number): string => text(`economy.units.game_coin_${amount === 1 ? 'one' : 'other'}`).replace('{{amount}}', amount.toLocaleString('en'));

/** dist/examples/minimal/ (the example and its game-sdk.js) as a zip, index.html at its root. */
function minimalExampleZip(): Buffer {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'minimal');
  return buildTestZip(readdirSync(folder).map((name) => ({ name, data: readFileSync(join(folder, name)) })));
}

/** Submits the minimal example as `player` and publishes it as this test's admin; returns the game's id. */
async function publishMinimalExample(browser: Browser, player: Page): Promise<string> {
  const response = await player.request.post('/api/submissions', {
    headers: { 'x-site-request': '1' },
    multipart: {
      title: `Ten clicks ${Date.now().toString(36)}`,
      description: 'The game SDK example: press Start, then the big button ten times.',
      category: 'other',
      thumbnail: { name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(64, 64) },
      bundle: { name: 'minimal.zip', mimeType: 'application/zip', buffer: minimalExampleZip() },
    },
  });
  const submitted = (await response.json()) as { game: string; version: number };
  expect(response.status(), JSON.stringify(submitted)).toBe(201);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await registerConfirmed(admin, { email: testAdminEmails.sdkExample, password, displayName: 'SDK reviewer' });
  await enableTotp(admin);
  await callApi(admin, 'POST', `/api/admin/reviews/${submitted.game}/${String(submitted.version)}/publish`, {});
  await context.close();
  return submitted.game;
}

test('the minimal example pays every quick run, even one whose game is closed while saving; a retried finish gets the first answer; Escape in the game closes it', async ({ page, browser }) => {
  test.slow(); // two accounts, an upload, two runs that each wait for the minimum run time
  await registerConfirmed(page, { email: uniqueEmail('sdk-example'), password, displayName: 'Quick player' });
  const gameId = await publishMinimalExample(browser, page);
  await page.goto(`/games/${gameId}`);
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
  // A version-1 game does not hear the mute button: the stage offers none.
  await expect(stage(page).getByRole('button', { name: text('play.back') })).toBeVisible();
  await expect(stage(page).getByTestId('game-mute')).toHaveCount(0);
  const game = gameFrame(page);
  const tooShort: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/finish') && response.status() === 409) tooShort.push(response.url());
  });

  // The first run on a desktop in the light scheme, the second on a phone's width in the dark one.
  for (const [run, size, scheme] of [[1, 'desktop', 'light'], [2, 'mobile', 'dark']] as const) {
    await page.setViewportSize(size === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 });
    await page.evaluate((value) => {
      document.documentElement.dataset.appearance = value;
      document.documentElement.style.colorScheme = value;
    }, scheme);
    await game.getByRole('button', { name: 'Start' }).click();
    const tap = game.getByRole('button', { name: /Press me/ });
    await expect(tap).toBeEnabled();
    const finished = page.waitForResponse((response) => response.url().endsWith('/finish') && response.request().method() === 'POST');
    // Ten taps in one go: done long before the minimum run time (3 s here).
    await tap.evaluate((button: HTMLButtonElement) => {
      for (let press = 0; press < 10; press += 1) button.click();
    });
    // The site holds the finish until the run may end, and says so.
    await expect(game.locator('#status')).toHaveText('Saving your score…');
    await expect(stage(page).getByTestId('run-saving')).toHaveText(text('play.savingResult'));
    await saveArtifact(page, `sdk-example-saving-${size}-${scheme}`);
    const response = await finished;
    expect(response.status()).toBe(200);
    // 100 points at 100 a coin, plus 5 for completing: the table a submitted game gets.
    await expect(game.locator('#status')).toHaveText('Done! You earned 6 coins.');
    await expect(stage(page).getByTestId('run-earned')).toHaveText(gameCoins(6));
    await expect(stage(page).getByTestId('run-balance')).toHaveText(gameCoins(6 * run));
    await expect(stage(page).getByTestId('run-saving')).toHaveCount(0);
    await saveArtifact(page, `sdk-example-paid-${size}-${scheme}`);

    if (run === 1) {
      // The same finish sent again (a lost answer, a retrying client) gets the first answer, and pays nothing more.
      const retried = await page.request.post(response.url(), { headers: { 'x-site-request': '1', 'content-type': 'application/json' }, data: response.request().postData() ?? '' });
      expect(retried.status()).toBe(200);
      expect(await retried.json()).toEqual(await response.json());
    }
  }
  expect(tooShort).toEqual([]);
  const { balances } = await callApi<{ balances: { game_coin: string } }>(page, 'GET', '/api/ledger/balances');
  expect(balances.game_coin).toBe('12');

  // Escape with the focus inside the game's frame closes the stage, as Back does.
  await game.getByRole('heading', { name: 'Ten clicks' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Escape');
  await expect(stage(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('play.play'), exact: true })).toBeFocused();
  await expect(page.getByTestId('run-earned')).toHaveText(gameCoins(6));
  await checkAndShootBothSchemes(page, 'sdk-example-after-escape');

  // A player who closes the game while its result is being saved still gets it: the page says it
  // is saving, then shows what the run paid.
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
  await game.getByRole('button', { name: 'Start' }).click();
  const tap = game.getByRole('button', { name: /Press me/ });
  await expect(tap).toBeEnabled();
  await tap.evaluate((button: HTMLButtonElement) => {
    for (let press = 0; press < 10; press += 1) button.click();
  });
  await expect(stage(page).getByTestId('run-saving')).toBeVisible();
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await expect(page.getByTestId('run-saving')).toHaveText(text('play.savingResult'));
  await expect(page.getByTestId('run-balance')).toHaveText(gameCoins(18));
  await expect(page.getByTestId('run-earned')).toHaveText(gameCoins(6));
  await expect(page.getByTestId('run-saving')).toHaveCount(0);
});
