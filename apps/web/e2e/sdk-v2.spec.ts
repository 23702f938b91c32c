import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed, registerConfirmedInBrowser } from './support/account.ts';
import { saveArtifact } from './support/artifacts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { submitAndPublish } from './support/publish-game.ts';
import { text } from './support/translations.ts';
import { setSiteScheme } from './support/site-scheme.ts';

// A game made with protocol version 2 of the game SDK (game-sdk.v2.js as the package builds it),
// under the site's real stage and the real game server: it hears the stage's mute button and is
// paused while the leave question is open, and its finished run hands it the receipt the page
// shows beside it; its save is kept on the server for the player and loaded the next time. A
// visitor's save is kept in the browser and moves to the account when they sign up.

const password = 'harbour violet engine 57';
const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('iframe.game-stage__frame');
const gameCoins = (amount: string): string => text(`economy.units.game_coin_${amount === '1' ? 'one' : 'other'}`).replace('{{amount}}', Number(amount).toLocaleString('en'));

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Life cycle</title>
    <link rel="stylesheet" href="style.css" />
    <script src="game-sdk.v2.js"></script>
    <script src="game.js" defer></script>
  </head>
  <body>
    <h1>Life cycle</h1>
    <p id="audio">unknown</p>
    <p id="paused">unknown</p>
    <button id="start" type="button">Start</button>
    <button id="finish" type="button" disabled>Finish</button>
    <p id="receipt"></p>
    <button id="save" type="button">Save</button>
    <p id="saved">loading</p>
  </body>
</html>
`;
const gameJs = `
const $ = (id) => document.getElementById(id);
const showAudio = (enabled) => { $('audio').textContent = enabled ? 'sound on' : 'sound off'; };
const showPaused = (paused) => { $('paused').textContent = paused ? 'paused' : 'playing'; };
SiteGame.on('audio', (event) => showAudio(event.enabled));
SiteGame.on('pause', () => showPaused(true));
SiteGame.on('resume', () => showPaused(false));
SiteGame.loadingProgress(50)
  .then(() => SiteGame.gameReady())
  .then((state) => { showAudio(state.audio); showPaused(state.paused); return SiteGame.load(); })
  .then((save) => { $('saved').textContent = save ? 'save v' + save.version + ' ' + JSON.stringify(save.data) : 'no save'; });
$('save').addEventListener('click', async () => {
  const save = await SiteGame.save({ best: 250 });
  $('saved').textContent = 'save v' + save.version + ' ' + JSON.stringify(save.data);
});
$('start').addEventListener('click', async () => {
  $('start').disabled = true;
  await SiteGame.startRun();
  await SiteGame.gameplayStart();
  $('finish').disabled = false;
});
$('finish').addEventListener('click', async () => {
  $('finish').disabled = true;
  await SiteGame.gameplayStop();
  const earned = await SiteGame.finishRun({ score: 250, completed: true });
  const r = earned.receipt;
  $('receipt').textContent = 'coins ' + earned.coins + ', score ' + r.score + ', table ' + r.tableReward + ', capped ' + r.cappedBy + ', stamina ' + r.staminaSpent + ', left ' + r.leftToday;
});
`;
const styleCss = 'body { font-family: sans-serif; padding: 1rem; color: #111; background: #fff; }\n';

function lifecycleGameZip(): Buffer {
  const sdk = readFileSync(createRequire(import.meta.url).resolve('@site/game-sdk/game-sdk.v2.js'));
  return buildTestZip([
    { name: 'index.html', data: Buffer.from(indexHtml) },
    { name: 'game.js', data: Buffer.from(gameJs) },
    { name: 'style.css', data: Buffer.from(styleCss) },
    { name: 'game-sdk.v2.js', data: sdk },
  ]);
}

async function publishLifecycleGame(browser: Browser, player: Page): Promise<string> {
  return submitAndPublish(
    browser,
    player,
    { title: `Life cycle ${Date.now().toString(36)}`, description: 'A game of the SDK version 2: start, finish, and listen to the site.', category: 'other', bundle: { name: 'lifecycle.zip', buffer: lifecycleGameZip() } },
    testAdminEmails.sdkV2,
  );
}

async function shootStage(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await setSiteScheme(page, scheme);
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(viewport);
      await saveArtifact(page, `${name}-${size}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a version-2 game obeys the mute button, is paused while the leave question is open, gets the receipt the page shows, and keeps its save on the server (a visitor\'s in the browser until they sign up)', async ({ page, browser }) => {
  test.slow(); // two accounts, an upload, a run that waits for the minimum run time
  await registerConfirmed(page, { email: uniqueEmail('sdk-v2'), password, displayName: 'Life player' });
  const gameId = await publishLifecycleGame(browser, page);
  await page.goto(`/games/${gameId}`);
  // Loaded ahead of Play, the game is held paused and muted; Play resumes it with sound.
  const ahead = page.frameLocator('.game-stage--preloading iframe.game-stage__frame');
  await expect(ahead.locator('#saved')).toHaveText('no save');
  await expect(ahead.locator('#paused')).toHaveText('paused');
  await expect(ahead.locator('#audio')).toHaveText('sound off');
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
  const game = gameFrame(page);
  await expect(game.locator('#audio')).toHaveText('sound on');
  await expect(game.locator('#paused')).toHaveText('playing');

  // The mute button: a toggle the game hears at once, and remembered for the next game.
  const mute = stage(page).getByRole('button', { name: text('play.mute') });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(game.locator('#audio')).toHaveText('sound off');
  await expectNoAxeViolations(page, 'stage with the mute button');
  await shootStage(page, 'sdk-v2-stage-muted');
  await mute.click();
  await expect(game.locator('#audio')).toHaveText('sound on');

  // A run in progress: Back asks first, and the game is paused while it asks.
  const started = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/games/${gameId}/runs` && response.request().method() === 'POST');
  await game.getByRole('button', { name: 'Start' }).click();
  const start = (await (await started).json()) as { staminaCost: number };
  await expect(game.getByRole('button', { name: 'Finish' })).toBeEnabled();
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(game.locator('#paused')).toHaveText('paused');
  await page.getByRole('button', { name: text('play.leave.stay') }).click();
  await expect(game.locator('#paused')).toHaveText('playing');

  const finished = page.waitForResponse((response) => response.url().endsWith('/finish') && response.request().method() === 'POST');
  await game.getByRole('button', { name: 'Finish' }).click();
  const answer = (await (await finished).json()) as { earned: string; tableReward: string; cappedBy: string | null; dailyRewards: { leftToday: string } };
  // 250 points at 100 a coin, plus 5 for completing.
  expect(answer).toMatchObject({ earned: '7', tableReward: '7', cappedBy: null });
  await expect(game.locator('#receipt')).toHaveText(`coins 7, score 250, table 7, capped null, stamina ${String(start.staminaCost)}, left ${answer.dailyRewards.leftToday}`);
  await expect(stage(page).getByTestId('run-score')).toHaveText('250');
  await expect(stage(page).getByTestId('run-table-reward')).toHaveText(gameCoins('7'));
  await expect(stage(page).getByTestId('run-stamina-spent')).toHaveText(String(start.staminaCost));
  await expect(stage(page).getByTestId('run-left-today')).toHaveText(gameCoins(answer.dailyRewards.leftToday));
  await shootStage(page, 'sdk-v2-stage-receipt');

  // A save, kept on the server for this player and loaded when the game is opened again.
  await expect(game.locator('#saved')).toHaveText('no save');
  await game.getByRole('button', { name: 'Save' }).click();
  await expect(game.locator('#saved')).toHaveText('save v1 {"best":250}');
  expect(await callApi(page, 'GET', `/api/games/${gameId}/save`)).toMatchObject({ save: { version: 1, data: { best: 250 } } });
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(gameFrame(page).locator('#saved')).toHaveText('save v1 {"best":250}');

  // A visitor plays without an account: the save stays in this browser, and moves to the account on sign-in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/games/${gameId}`);
  await visitor.getByRole('button', { name: text('play.play'), exact: true }).click();
  await visitor.getByRole('button', { name: text('play.playAsVisitor') }).click();
  const visitorGame = gameFrame(visitor);
  await expect(visitorGame.locator('#saved')).toHaveText('no save');
  await visitorGame.getByRole('button', { name: 'Save' }).click();
  await expect(visitorGame.locator('#saved')).toHaveText('save v1 {"best":250}');
  const keptSave = (target: Page) => target.evaluate((game) => localStorage.getItem(`game-save:${game}`), gameId);
  expect(await keptSave(visitor)).toBe('{"version":1,"data":{"best":250}}');
  await stage(visitor).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(visitor)).toHaveCount(0);
  // The site's own page signs in, and moves the visitor's save to the server.
  await registerConfirmedInBrowser(visitor, { email: uniqueEmail('sdk-v2-visitor'), password, displayName: 'Visitor who signed up' });
  await expect.poll(() => keptSave(visitor)).toBeNull();
  expect(await callApi(visitor, 'GET', `/api/games/${gameId}/save`)).toMatchObject({ save: { version: 1, data: { best: 250 } } });
  await visitorContext.close();
});
