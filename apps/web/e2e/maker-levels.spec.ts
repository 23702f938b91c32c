import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { saveArtifact } from './support/artifacts.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { submitAndPublish } from './support/publish-game.ts';
import { sentence, text } from './support/translations.ts';

// A maker's game with levels (three, declared at submission), made with game-sdk.v2.js as the
// package builds it, under the real stage and game server. A visitor has no runs: the game's
// `gameOver({ level, completed })` is what the site offers their next level from, in this
// browser, as it offers a visitor of Levels theirs from Levels' save. A player who completed every
// level is told so on the page, and Play opens level 1 (the server pays any level then).

const password = 'copper meadow lantern 61';
const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');
const livePlay = (page: Page) => page.getByRole('main').locator('.game-page__play');

/** The game: the level of its URL, Win and Lose; a run when the site starts one (a player's), and always `gameOver` naming the level. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Three Rooms</title>
    <link rel="stylesheet" href="style.css" />
    <script src="game-sdk.v2.js"></script>
    <script src="game.js" defer></script>
  </head>
  <body>
    <h1 id="room">Room</h1>
    <button id="win" type="button">Win</button>
    <button id="lose" type="button">Lose</button>
    <p id="said"></p>
  </body>
</html>
`;
const gameJs = `
const level = Number(new URLSearchParams(location.search).get('level')) || 1;
const said = (words) => { document.getElementById('said').textContent = words; };
document.getElementById('room').textContent = 'Room ' + level;
SiteGame.gameReady().catch(() => undefined);
async function end(completed) {
  document.getElementById('win').disabled = true;
  document.getElementById('lose').disabled = true;
  let runId = null;
  try {
    ({ runId } = await SiteGame.startRun());
  } catch (error) {
    said('no run: ' + error.code);
  }
  if (runId) await SiteGame.finishRun({ score: completed ? 4000 : 0, level, completed }).catch((error) => said('refused: ' + error.code));
  await SiteGame.gameOver({ level, completed });
}
document.getElementById('win').addEventListener('click', () => void end(true));
document.getElementById('lose').addEventListener('click', () => void end(false));
`;

function roomsZip(): Buffer {
  const sdk = readFileSync(createRequire(import.meta.url).resolve('@site/game-sdk/game-sdk.v2.js'));
  return buildTestZip([
    { name: 'index.html', data: Buffer.from(indexHtml) },
    { name: 'game.js', data: Buffer.from(gameJs) },
    { name: 'style.css', data: Buffer.from('body { font-family: sans-serif; padding: 1rem; color: #111; background: #fff; }\n') },
    { name: 'game-sdk.v2.js', data: sdk },
  ]);
}

/** Submits the game with three levels (a top score of 5,000 each) as `maker`, and publishes it as the admin `adminEmail`. */
async function publishRooms(browser: Browser, maker: Page, adminEmail: string): Promise<string> {
  const gameId = await submitAndPublish(browser, maker, { title: `Three Rooms ${Date.now().toString(36)}`, description: 'Three rooms, one a level.', category: 'puzzle', levels: 3, topScore: 5000, bundle: { name: 'rooms.zip', buffer: roomsZip() } }, adminEmail);
  const { game } = await callApi<{ game: { levelCount: number | null } }>(maker, 'GET', `/api/games/${gameId}`);
  expect(game.levelCount).toBe(3);
  return gameId;
}

/** Finishes `level` through the API (as the game would through the SDK), completed, once the run's minimum time has passed. */
async function completeThroughApi(page: Page, gameId: string, level: number): Promise<void> {
  const { run } = await callApi<{ run: { id: string } }>(page, 'POST', `/api/games/${gameId}/runs`);
  await expect
    .poll(
      async () =>
        (
          await page.request.post(`/api/runs/${run.id}/finish`, {
            headers: { 'x-site-request': '1', 'content-type': 'application/json' },
            data: JSON.stringify({ score: 4000, level, completed: true }),
          })
        ).status(),
      { timeout: 30_000, message: 'the server accepts the finished run once its minimum time has passed' },
    )
    .toBe(200);
}

test("a visitor of a maker's game with levels: a level the game says was won offers the next one, as Levels does, and the page's Play follows it", async ({ page, browser }) => {
  test.slow(); // two accounts, an upload, a review
  await registerConfirmed(page, { email: uniqueEmail('maker-levels-visitor'), password, displayName: 'Rooms maker' });
  const gameId = await publishRooms(browser, page, testAdminEmails.makerLevelsVisitor);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/games/${gameId}`);
  await expect(visitor.getByTestId('level-now')).toHaveText(sentence('play.levelOfCount', { level: 1, count: 3 }));
  await expect(livePlay(visitor)).toHaveText(text('play.play'));
  await livePlay(visitor).click();
  await visitor.getByTestId('play-as-visitor').click();
  await expect(gameFrame(visitor).locator('#room')).toHaveText('Room 1');

  // Level 1 won, without a run: the game's gameOver names it, and the site offers level 2.
  await gameFrame(visitor).getByRole('button', { name: 'Win' }).click();
  await expect(gameFrame(visitor).locator('#said')).toHaveText('no run: signed_out');
  const end = stage(visitor).getByTestId('visitor-run-end');
  await expect(end).toBeVisible();
  await expect(end).toContainText(text('play.visitorEnd.levelsText'));
  await expect(end.getByRole('button')).toHaveText([sentence('play.outcome.nextLevel', { level: 2 })]);
  await expect(end.getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', new RegExp(`^/login\\?return=%2Fgames%2F${gameId}`));
  // Remembered in this browser alone, for this game: nothing reached the server.
  expect(await visitor.evaluate(() => localStorage.getItem('site.visitorLevels'))).toBe(JSON.stringify({ [gameId]: 1 }));
  await saveArtifact(visitor, 'maker-levels-visitor-next-level');

  await end.getByRole('button', { name: sentence('play.outcome.nextLevel', { level: 2 }) }).click();
  await expect(stage(visitor).locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/\?level=2&lang=en&theme=(light|dark)$/);
  await expect(gameFrame(visitor).locator('#room')).toHaveText('Room 2');

  // Level 2 lost: nothing past it is open, so the sheet offers it again.
  await gameFrame(visitor).getByRole('button', { name: 'Lose' }).click();
  await expect(end.getByRole('button')).toHaveText([text('play.outcome.playAgain')]);
  expect(await visitor.evaluate(() => localStorage.getItem('site.visitorLevels'))).toBe(JSON.stringify({ [gameId]: 1 }));

  // Back on the page, it opens the level last played, as for Levels.
  await stage(visitor).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(visitor)).toHaveCount(0);
  await expect(visitor).toHaveURL(new RegExp(`/games/${gameId}\\?level=2$`));
  await expect(visitor.getByTestId('level-now')).toHaveText(sentence('play.levelOfCount', { level: 2, count: 3 }));
  await expect(livePlay(visitor)).toHaveText(sentence('play.playLevel', { level: 2 }));

  // The browser's storage is the visitor's: a level the game does not have is no level.
  await visitor.evaluate((id) => {
    localStorage.setItem('site.visitorLevels', JSON.stringify({ [id]: 99 }));
  }, gameId);
  await visitor.goto(`/games/${gameId}`);
  await livePlay(visitor).click();
  await visitor.getByTestId('play-as-visitor').click();
  await gameFrame(visitor).getByRole('button', { name: 'Lose' }).click();
  await expect(stage(visitor).getByTestId('visitor-run-end').getByRole('button')).toHaveText([text('play.outcome.playAgain')]);
  await visitorContext.close();
});

test('a player who completed every level of a maker\'s game: the page says so and Play opens level 1; Play again after the last level limits no level', async ({ page, browser }) => {
  test.slow(); // two accounts, an upload, a review, three runs that wait for the minimum run time
  await registerConfirmed(page, { email: uniqueEmail('maker-levels-all-done'), password, displayName: 'Rooms player' });
  const gameId = await publishRooms(browser, page, testAdminEmails.makerLevelsAllDone);
  await completeThroughApi(page, gameId, 1);
  await completeThroughApi(page, gameId, 2);

  // The last level, from a link to it, on the stage.
  await page.goto(`/games/${gameId}?level=3`);
  await expect(page.getByTestId('level-now')).toHaveText(sentence('play.levelOfCount', { level: 3, count: 3 }));
  await livePlay(page).click();
  await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/\?level=3&lang=en&theme=(light|dark)&open=3$/);
  await gameFrame(page).getByRole('button', { name: 'Win' }).click();
  await expect(stage(page).getByTestId('run-outcome')).toBeVisible({ timeout: 20_000 });
  // No level is next: Play again, which opens level 3 with no highest level paid (the server pays any now).
  const steps = stage(page).getByTestId('stage-next-step').getByRole('button');
  await expect(steps).toHaveText([text('play.outcome.playAgain')]);
  await steps.first().click();
  await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/\?level=3&lang=en&theme=(light|dark)$/);
  await expect(gameFrame(page).locator('#room')).toHaveText('Room 3');
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);

  // The page without a link: every level completed, and Play opens level 1 (not "Level 1 of 3" beside a bare Play).
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId('level-now')).toHaveText(text('play.allLevelsCompleted_other').replace('{{count}}', '3'));
  await expect(livePlay(page)).toHaveText(sentence('play.playLevel', { level: 1 }));
  await checkAndShootBothSchemes(page, 'maker-levels-all-completed');
  await livePlay(page).click();
  await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/\?level=1&lang=en&theme=(light|dark)$/);

  // A level played again from a link: once its run is over, the page comes back to "every level completed".
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await page.goto(`/games/${gameId}?level=2`);
  await expect(livePlay(page)).toHaveText(sentence('play.playLevel', { level: 2 }));
  await livePlay(page).click();
  await gameFrame(page).getByRole('button', { name: 'Win' }).click();
  await expect(stage(page).getByTestId('run-outcome')).toBeVisible({ timeout: 20_000 });
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}$`));
  await expect(page.getByTestId('level-now')).toHaveText(text('play.allLevelsCompleted_other').replace('{{count}}', '3'));
  await expect(livePlay(page)).toHaveText(sentence('play.playLevel', { level: 1 }));
});
