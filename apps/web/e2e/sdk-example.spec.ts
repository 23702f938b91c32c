import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, pageClock, test } from './support/test.ts';
import { testNow, testTimezone } from './support/test-clock.ts';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';
import { enableTotp } from './support/second-factor.ts';
import { setSiteScheme } from './support/site-scheme.ts';

// The game SDK's own examples, as packages/game-sdk builds them, under the site's real host and
// the real game server. The minimal one: a quick player (ten taps well inside the minimum run
// time) is paid for every run, the finish is safe to retry, and Escape pressed inside the game
// closes the stage. The reaction one (protocol version 2): loads, plays a run with pause and
// resume, keeps its save on the server and shows the site's leaderboard inside the game. And a
// game that never says it is ready: shown after the stage's wait, and its maker is told in /my-games.
// One player and one admin for the file, signed in once (the tests run in order).

const password = 'copper meadow signal 42';
const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('iframe.game-stage__frame');
const gameCoins = (amount: number): string => text(`economy.units.game_coin_${amount === 1 ? 'one' : 'other'}`).replace('{{amount}}', amount.toLocaleString('en'));

/** dist/examples/<name>/ (the example and its SDK) as a zip, index.html at its root. */
function exampleZip(name: string): Buffer {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', name);
  return buildTestZip(readdirSync(folder).map((file) => ({ name: file, data: readFileSync(join(folder, file)) })));
}

test.describe.configure({ mode: 'serial' });
let player: BrowserContext;
let admin: Page;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  player = await browser.newContext();
  await registerConfirmed(await player.newPage(), { email: uniqueEmail('sdk-example'), password, displayName: 'Quick player' });
  admin = await (await browser.newContext()).newPage();
  await registerConfirmed(admin, { email: testAdminEmails.sdkExample, password, displayName: 'SDK reviewer' });
  await enableTotp(admin);
});
test.afterAll(async () => {
  await player.close();
  await admin.context().close();
});

/** Submits the example `name` as the player and publishes it as the admin; returns the game's id. */
function publishExample(page: Page, name: string, title: string): Promise<string> {
  return publishGame(page, title, exampleZip(name));
}

/** Submits a game as the player and publishes it as the admin; returns the game's id. */
async function publishGame(page: Page, title: string, bundle: Buffer): Promise<string> {
  const response = await page.request.post('/api/submissions', {
    headers: { 'x-site-request': '1' },
    multipart: {
      title: `${title} ${Date.now().toString(36)}`,
      description: `${title}: a game of the SDK's tests.`,
      category: 'other',
      thumbnail: { name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(64, 64) },
      bundle: { name: 'game.zip', mimeType: 'application/zip', buffer: bundle },
    },
  });
  const submitted = (await response.json()) as { game: string; version: number };
  expect(response.status(), JSON.stringify(submitted)).toBe(201);
  await callApi(admin, 'POST', `/api/admin/reviews/${submitted.game}/${String(submitted.version)}/publish`, {});
  return submitted.game;
}

test('the minimal example pays every quick run, even one whose game is closed while saving; a retried finish gets the first answer; Escape in the game closes it', async () => {
  test.slow(); // an upload, three runs that each wait for the minimum run time
  const page = await player.newPage();
  const gameId = await publishExample(page, 'minimal', 'Ten clicks');
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
    await setSiteScheme(page, scheme);
    // The second run: the site's Play again opens the game afresh (README "One result per run").
    if (run === 2) {
      await stage(page).getByRole('button', { name: text('play.outcome.playAgain') }).click();
      await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
    }
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
    // The game shows its score; the coins and Play again are the site's.
    await expect(game.locator('#status')).toHaveText('Done! Score: 100.');
    await expect(game.getByRole('button', { name: 'Start' })).toBeHidden();
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

test('the reaction example loads, plays a run through a pause, keeps its best on the server, and its recorded run waits off the leaderboard inside the game for its replay', async () => {
  test.slow(); // an upload and a run that waits for the minimum run time
  const page = await player.newPage();
  const gameId = await publishExample(page, 'reaction', 'Quick Tap');
  await page.goto(`/games/${gameId}`);
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  // gameReady, after the save (none yet) was loaded.
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
  const game = gameFrame(page);
  await expect(game.locator('#best')).toHaveText('Your best: none yet');
  await expect(game.locator('#board')).toHaveText('No scores yet: be the first!');
  await expect(game.locator('#rank')).toHaveText('Play a game to get on the board.');

  // The run starts with the game's own request id, which the site hands to the server.
  const started = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/games/${gameId}/runs` && response.request().method() === 'POST');
  await game.getByRole('button', { name: 'Start' }).click();
  expect(new URL((await started).url()).searchParams.get('requestId')).toMatch(/^[0-9a-f]{32}$/);
  const { seed } = (await (await started).json()) as { seed: string };
  const target = game.locator('#target');

  // Round 1 is under way when the leave question pauses the game (its run clock stops); staying resumes it where it was.
  await expect(target).toHaveAttribute('data-state', /wait|go/);
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(target).toHaveText('Paused');
  await page.getByRole('button', { name: text('play.leave.stay') }).click();
  await expect(target).toHaveText(/Round 1 of 5|Tap now!/);

  const finished = page.waitForResponse((response) => response.url().endsWith('/finish') && response.request().method() === 'POST');
  for (let round = 1; round <= 5; round += 1) {
    await expect(target).toHaveAttribute('data-state', 'go');
    await target.click();
  }
  const { run } = (await (await finished).json()) as { run: { score: number } };
  // Five rounds of 50 to 1,000 points each.
  expect(run.score).toBeGreaterThanOrEqual(250);
  // The finish carried the run's replay record (docs/replays.md): the seed its start was given, five taps on the run clock.
  const { replay } = (await finished).request().postDataJSON() as { replay: { seed: string; version: string; inputs: { at: number; input: string }[] } };
  expect(replay).toMatchObject({ seed, version: '1.1.0' });
  expect(replay.inputs.map(({ input }) => input)).toEqual(['tap', 'tap', 'tap', 'tap', 'tap']);
  await expect(game.locator('#status')).toHaveText(`Game over: ${String(run.score)} points, a new best!`);
  // The coins and the next step are the site's: the game shows no coins and no Start of its own.
  await expect(stage(page).getByTestId('run-earned')).toHaveText(/[1-9]/);
  await expect(game.getByRole('button', { name: 'Start' })).toBeHidden();
  await expect(stage(page).getByRole('button', { name: text('play.outcome.playAgain') })).toBeVisible();
  await expect(game.locator('#best')).toHaveText(`Your best: ${String(run.score)}`);
  // The site's leaderboard, read by the game: a recorded run entering the top 100 waits off the
  // boards until its replay is verified (docs/replays.md#top-100-entries-wait-for-their-replay),
  // and this server has no job worker to play it.
  expect(await callApi(page, 'GET', `/api/games/${gameId}/leaderboard`)).toMatchObject({ entries: [] });
  await expect(game.locator('#board')).toHaveText('No scores yet: be the first!');
  await expect(game.locator('#rank')).toHaveText('Your run joins the board once the site has checked its replay.');
  expect(await callApi(page, 'GET', `/api/games/${gameId}/save`)).toMatchObject({ save: { version: 1, data: { best: run.score, plays: 1 } } });
  for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await saveArtifact(page, `sdk-example-reaction-${size}`);
  }
  // On the phone (the last size above) the result is a sheet over the game's bottom: the game keeps
  // all the height the stage's bar leaves, and Hide takes the sheet away, leaving the way to show it again.
  await expect(page.getByTestId('stage-report')).toBeVisible();
  const [stageBox, frameBox, barBox] = await Promise.all([stage(page).boundingBox(), page.locator('iframe.game-stage__frame').boundingBox(), stage(page).locator('.game-stage__bar').boundingBox()]);
  expect((frameBox?.height ?? 0) + (barBox?.height ?? 0), 'the game frame takes the height the bar leaves').toBeCloseTo(stageBox?.height ?? 0, 0);
  await stage(page).getByRole('button', { name: text('play.hideResult') }).click();
  await expect(page.getByTestId('stage-report')).toBeHidden();
  await expect(stage(page).getByRole('button', { name: text('play.showResult') })).toBeFocused();

  // Another period's board is read on a tap; the save comes back the next time the game opens.
  await game.getByRole('button', { name: 'Today' }).click();
  await expect(game.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expect(game.locator('#rank')).toHaveText('Your run joins the board once the site has checked its replay.');
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(gameFrame(page).locator('#best')).toHaveText(`Your best: ${String(run.score)}`);
});

test('a game that never says it is ready is shown after 30 seconds, and its maker finds a note about it in /my-games', { annotation: pageClock }, async ({ browser }) => {
  const silent = '<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><title>Silent</title></head><body><h1>Silent game</h1></body></html>\n';
  const gameId = await publishGame(await player.newPage(), 'Silent', buildTestZip([{ name: 'index.html', data: Buffer.from(silent) }]));
  // The player's session in a context of this test's own, whose time is Playwright's clock alone.
  const clocked = await browser.newContext({ storageState: await player.storageState(), timezoneId: testTimezone });
  const page = await clocked.newPage();
  await page.clock.install({ time: testNow() });
  await page.goto(`/games/${gameId}`);
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(stage(page).getByText(text('play.loadingGame'))).toBeVisible();
  const reported = page.waitForResponse((response) => response.url().endsWith(`/api/games/${gameId}/ready-timeout`));
  await page.clock.fastForward(30_000);
  await expect(stage(page).getByText(text('play.loadingGame'))).toBeHidden();
  await expect(gameFrame(page).getByRole('heading', { name: 'Silent game' })).toBeVisible();
  expect((await reported).status()).toBe(200);
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'false');
  await stage(page).getByRole('button', { name: text('play.back') }).click();

  await page.goto('/my-games');
  const note = page.getByRole('article', { name: new RegExp(`^Silent `) }).getByTestId('ready-timeout-note');
  await expect(note).toContainText(text('submissions.readyTimeout.title').replace('{{version}}', '1'));
  await expect(note).toContainText(text('submissions.readyTimeout.body_one').replace('{{count}}', '1').split(' (')[0] ?? '');
  await checkAndShootBothSchemes(page, 'sdk-example-ready-timeout-note');
  await clocked.close();
});

