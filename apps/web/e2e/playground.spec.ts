import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startGameFileServer, type GameFileServer } from '@site/testing/game-files';
import type { Page } from '@playwright/test';
import { registerConfirmed } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/geometry.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices, pictureSchemes, showScheme } from './support/pictures.ts';
import { playgroundGamePort } from './support/ports.mjs';
import { expect, test } from './support/test.ts';
import { sentence, text } from './support/translations.ts';

// /developers/playground (docs/web/behaviour.md#the-playground): a maker serves the starter on a
// port of their own, opens the playground from /developers, plays it in the site's stage in test
// mode and sees the inspector's checks live. The game's page says one console error before it
// is ready, which the checks show and the grade holds against it, and fetches outside its own
// files, which its server's CSP refuses.

const starter = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist/examples/starter');
const earlyError = 'playground-test: an error before ready';
const starterPage = readFileSync(join(starter, 'index.html'), 'utf8').replace('<script src="game.js" defer></script>', '<script src="says-error.js"></script>\n    <script src="game.js" defer></script>');
/**
 * A page that finishes runs as its fields say (a level or none, a score), to try the maker's
 * declaration: it starts a run when it has none open, and keeps one the site refused open, as the
 * site does. It says what it was answered in #said.
 */
const finisherPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Finisher</title><script src="game-sdk.v2.js"></script></head>
<body><main>
<label>Level <input id="level"></label> <label>Score <input id="score" value="100"></label>
<button id="finish">Finish</button> <button id="board">Board</button>
<p id="said" role="status">Loading…</p>
</main><script>
const said = document.getElementById('said');
const level = () => document.getElementById('level').value.trim();
const onLevel = () => (level() === '' ? {} : { level: Number(level()) });
let runId = null;
document.getElementById('finish').addEventListener('click', async () => {
  said.textContent = '…';
  try {
    if (runId === null) ({ runId } = await SiteGame.startRun());
    const result = await SiteGame.finishRun({ score: Number(document.getElementById('score').value), completed: true, ...onLevel() });
    runId = null;
    said.textContent = 'accepted ' + result.coins;
  } catch (error) { said.textContent = 'refused ' + error.code; }
});
document.getElementById('board').addEventListener('click', async () => {
  said.textContent = '…';
  try {
    const board = await SiteGame.getLeaderboard({ view: 'top', period: 'all', ...onLevel() });
    said.textContent = 'board ' + board.entries.map((entry) => entry.score).join(' ');
  } catch (error) { said.textContent = 'refused ' + error.code; }
});
SiteGame.gameReady().then(() => { said.textContent = 'ready'; });
</script></body></html>
`;

/**
 * A game with three levels, as the site opens one: it plays the level of its URL and shows its
 * query; Win and Lose finish a run of that level, "Finish level 3" one of level 3 whatever it
 * was opened at; each ends with `gameOver` naming the level. It says what it was answered in #said.
 */
const roomsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rooms</title><script src="game-sdk.v2.js"></script></head>
<body><main>
<h1 id="room">Room</h1> <p id="search"></p>
<button id="win">Win</button> <button id="lose">Lose</button> <button id="beyond">Finish level 3</button>
<p id="said" role="status">Loading…</p>
</main><script>
const level = Number(new URLSearchParams(location.search).get('level')) || 1;
document.getElementById('room').textContent = 'Room ' + level;
document.getElementById('search').textContent = location.search;
const said = document.getElementById('said');
async function end(played, completed) {
  said.textContent = '…';
  try {
    const { runId } = await SiteGame.startRun();
    await SiteGame.finishRun({ score: completed ? 100 : 0, level: played, completed });
    said.textContent = 'accepted';
  } catch (error) { said.textContent = 'refused ' + error.code; }
  await SiteGame.gameOver({ level: played, completed }).catch(() => undefined);
}
document.getElementById('win').addEventListener('click', () => void end(level, true));
document.getElementById('lose').addEventListener('click', () => void end(level, false));
document.getElementById('beyond').addEventListener('click', () => void end(3, true));
SiteGame.gameReady().then(() => { said.textContent = 'ready'; });
</script></body></html>
`;

let game: GameFileServer;
// Each worker that runs this file's tests serves its own copy: the workers' beforeAll run side by side.
test.beforeAll(async ({ browserName: _browser }, workerInfo) => {
  game = await startGameFileServer({
    port: playgroundGamePort + workerInfo.parallelIndex,
    folders: { '/tap/': starter },
    files: { '/tap/finisher.html': finisherPage, '/tap/rooms.html': roomsPage, '/tap/index.html': starterPage, '/tap/says-error.js': `console.error(${JSON.stringify(earlyError)});\nfetch('http://127.0.0.2:9/elsewhere').catch(() => undefined);` },
  });
});
test.afterAll(async () => {
  await game.close();
});

const password = 'playground-pass-1';
const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('iframe.game-stage__frame');

async function openPlayground(page: Page, label: string): Promise<void> {
  await registerConfirmed(page, { email: uniqueEmail(label), password, displayName: `Maker ${label}` });
  await page.goto('/developers');
  await page.getByRole('main').getByRole('link', { name: text('developers.playgroundLink') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.playground'));
}

async function playAt(page: Page, address: string): Promise<void> {
  await page.getByLabel(text('playground.addressLabel')).fill(address);
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(stage(page)).toBeVisible();
}

test('a maker plays their own game in the playground and sees its checks live, with no request to the site\'s runs, saves or boards', async ({ page }) => {
  await openPlayground(page, 'playground');
  await page.getByLabel(text('playground.addressLabel')).fill('ftp://127.0.0.1/tap/');
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(page.getByText(sentence('playground.addressProblems.scheme', { detail: 'ftp:' }))).toBeVisible();
  // An address typed without its scheme gets the one to type.
  await page.getByLabel(text('playground.addressLabel')).fill(game.origin.replace('http://', '') + '/tap/');
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(page.getByText(sentence('playground.addressProblems.no_scheme', { detail: `${game.origin}/tap/` }))).toBeVisible();

  const siteCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && /runs|save|leaderboard|achievement/.test(pathname)) siteCalls.push(pathname);
  });
  await playAt(page, `${game.origin}/tap/index.html`);
  // The page may frame the maker's origin and nothing else.
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(`frame-src ${game.origin}; child-src ${game.origin}`);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          resolve(event.effectiveDirective);
        });
        const other = document.createElement('iframe');
        other.src = 'http://127.0.0.2:9/';
        document.body.append(other);
      }),
  );
  expect(blocked).toBe('frame-src');
  await expect(gameFrame(page).getByText('Press to start: tap, click, Space or Enter.')).toBeVisible();
  const summary = stage(page).getByTestId('playground-summary');
  await expect(summary).toContainText(new RegExp(sentence('playground.readyAfter', { time: String.raw`\d+(\.\d+)? sec` })));
  await summary.click();
  const checks = stage(page).locator('.playground-checks');
  await expect(checks.getByTestId('playground-ready')).toHaveText(/^\d+(\.\d+)? sec$/);
  await expect(checks.getByTestId('playground-errors-before')).toContainText(earlyError);
  await expect(checks.getByTestId('playground-csp')).toContainText('connect-src http://127.0.0.2:9/elsewhere');
  const grade = checks.getByTestId('playground-grade');
  await expect(grade).toContainText(text('inspections.badge.blocks'));
  await expect(grade.locator('.inspection-check--failed').filter({ hasText: text('inspections.checks.errorsBeforeReady') })).toHaveCount(1);
  await expect(grade.locator('.inspection-check--failed').filter({ hasText: text('inspections.checks.securityRules') })).toHaveCount(1);
  await expect(grade.locator('.inspection-check--not_tried').filter({ hasText: text('inspections.checks.scriptedRun') })).toContainText(text('inspections.notTriedReasons.no_run_played'));

  // Play a round: a press starts a run in the sandbox, presses score, the round ends by itself.
  await gameFrame(page).locator('body').click();
  await expect(gameFrame(page).getByText('Playing for fun.')).toHaveCount(0);
  await gameFrame(page).locator('body').click();
  await gameFrame(page).locator('body').click();
  await expect(gameFrame(page).getByText(/^Score \d+\. Press to play again\.$/)).toBeVisible();
  const log = checks.getByTestId('playground-log');
  await expect(log).toContainText('gameReady');
  await expect(log).toContainText('startRun');
  await expect(log).toContainText(/finishRun score \d+/);
  await expect(log).toContainText('gameOver');
  await expect(grade.locator('.inspection-check--passed').filter({ hasText: text('inspections.checks.scriptedRun') })).toHaveCount(1);
  expect(siteCalls).toEqual([]);

  // Back on the page, the same checks in full.
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByTestId('playground-log')).toContainText('finishRun');
  await expect(page.getByRole('button', { name: text('playground.playAgain') })).toBeVisible();

  // The policy is the playground's alone: the next page is loaded afresh, without it.
  await page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.news') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.news'));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);

  // A link with an address in it shows the address and waits for the maker's own Play.
  await page.goto(`/developers/playground?game=${encodeURIComponent(`${game.origin}/tap/index.html`)}`);
  await expect(page.getByLabel(text('playground.addressLabel'))).toHaveValue(`${game.origin}/tap/index.html`);
  await page.getByRole('button', { name: text('playground.playThis') }).click();
  await expect(gameFrame(page).getByText('Press to start: tap, click, Space or Enter.')).toBeVisible();
});

for (const device of ['phone', 'desktop'] as const) {
  test(`the playground on a ${device}, light and dark: axe finds nothing, nothing overflows`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...pictureDevices[device], locale: 'en-US' });
    const page = await context.newPage();
    try {
      await openPlayground(page, `playground-${device}`);
      await playAt(page, `${game.origin}/tap/index.html`);
      await expect(gameFrame(page).getByText('Press to start: tap, click, Space or Enter.')).toBeVisible();
      await expect(stage(page).getByTestId('playground-summary')).toContainText(text('inspections.badge.blocks'));
      for (const scheme of pictureSchemes) {
        await showScheme(page, scheme);
        await page.screenshot({ path: testInfo.outputPath(`stage-${device}-${scheme}.png`) });
      }
      await stage(page).getByTestId('playground-summary').click();
      await expect(stage(page).getByTestId('playground-log')).toContainText('gameReady');
      await page.screenshot({ path: testInfo.outputPath(`stage-open-${device}.png`) });
      await stage(page).getByRole('button', { name: text('play.back') }).click();
      await expect(stage(page)).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      for (const scheme of pictureSchemes) {
        await showScheme(page, scheme);
        await expectNoAxeViolations(page, `playground, ${device}, ${scheme}`);
        await page.screenshot({ path: testInfo.outputPath(`page-${device}-${scheme}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
}

test("the playground applies the maker's declaration as the site will: it refuses what the site would refuse, in the dashboard's words, with a board and an order per level", async ({ page }) => {
  await openPlayground(page, 'playground-declared');
  await playAt(page, `${game.origin}/tap/finisher.html`);
  const frame = gameFrame(page);
  const said = frame.locator('#said');
  await expect(said).toHaveText('ready');
  /** Finishes (or reads a board) as the fields say; the host's rate of runs (2 a second after a burst of 4) is waited out, never counted as the answer. */
  async function press(button: 'finish' | 'board', claim: { level: string; score?: number }): Promise<string> {
    await frame.locator('#level').fill(claim.level);
    if (claim.score !== undefined) await frame.locator('#score').fill(String(claim.score));
    let answer = '';
    await expect
      .poll(async () => {
        await frame.locator(`#${button}`).click();
        await expect(said).not.toHaveText('…');
        answer = (await said.textContent()) ?? '';
        return answer;
      })
      .not.toBe('refused rate_limited');
    return answer;
  }
  const refusalLabel = { level: text('dashboard.refusal.finishLevel'), score: text('dashboard.refusal.finishScore') };

  // Nothing declared yet: a new game's declaration, a top score of 10,000. A finish above it is refused as on the site.
  expect(await press('finish', { level: '', score: 12_000 })).toBe('refused refused');
  await expect(stage(page).getByTestId('playground-summary')).toContainText(sentence('playground.refusedCount_one', { count: 1 }));
  await stage(page).getByTestId('playground-summary').click();
  const refusals = stage(page).getByTestId('playground-refusals');
  await expect(refusals).toContainText(refusalLabel.score);
  await expect(refusals).toContainText(text('playground.refusalReasons.score_above_top').replace('{{score, number}}', '12,000').replace('{{top, number}}', '10,000'));
  // The same run, finished honestly, counts.
  expect(await press('finish', { level: '', score: 9_000 })).toBe('accepted 0');
  await stage(page).getByRole('button', { name: text('play.back') }).click();

  // The maker declares 3 levels of at most 500 points, with /submit's own fields and checks.
  const declaration = page.getByRole('region', { name: text('playground.declaration.heading') });
  await expect(page.getByTestId('playground-declared')).toHaveText(sentence('playground.declaration.applied', { declaration: sentence('submissions.declaration.noLevels', { top: '10,000' }) }));
  await declaration.getByLabel(text('submissions.declaration.hasLevels')).check();
  await declaration.getByLabel(text('submissions.declaration.levelsLabel')).fill('300');
  await declaration.getByRole('button', { name: text('playground.declaration.apply') }).click();
  await expect(declaration.getByLabel(text('submissions.declaration.levelsLabel'))).toBeFocused();
  await declaration.getByLabel(text('submissions.declaration.levelsLabel')).fill('3');
  await declaration.getByLabel(text('submissions.declaration.topScore')).fill('500');
  await declaration.getByRole('button', { name: text('playground.declaration.apply') }).click();
  await expect(page.getByTestId('playground-declared')).toHaveText(sentence('playground.declaration.applied', { declaration: sentence('submissions.declaration.levelsCount_other', { count: 3, top: '500' }) }));
  await expect(page.getByTestId('playground-open-level')).toContainText(sentence('playground.declaration.openLevel', { level: 1 }));
  await checkAndShootBothSchemes(page, 'playground-declaration');

  // A game with levels is opened at the level open here (this page ignores its URL).
  await expect(page.getByTestId('playground-play-level')).toHaveText(sentence('play.playLevel', { level: 1 }));
  await page.getByTestId('playground-play-level').click();
  await expect(said).toHaveText('ready');
  expect(await press('finish', { level: '', score: 10 })).toBe('refused refused');
  expect(await press('finish', { level: '4', score: 10 })).toBe('refused refused');
  expect(await press('finish', { level: '2', score: 10 })).toBe('refused refused');
  expect(await press('finish', { level: '1', score: 501 })).toBe('refused refused');
  expect(await press('finish', { level: '1', score: 300 })).toBe('accepted 0');
  expect(await press('finish', { level: '2', score: 200 })).toBe('accepted 0');
  expect(await press('board', { level: '1' })).toBe('board 300');
  expect(await press('board', { level: '' })).toBe('refused unknown_level');
  await expect(stage(page).getByTestId('playground-summary')).toContainText(sentence('playground.refusedCount_other', { count: 4 }));
  await stage(page).getByRole('button', { name: text('play.back') }).click();

  const listed = page.getByRole('main').getByTestId('playground-refusals');
  await expect(listed.getByRole('listitem')).toHaveCount(4);
  await expect(listed.getByRole('listitem').nth(0)).toContainText(`${refusalLabel.level} ${text('playground.refusalReasons.level_missing')}`);
  await expect(listed.getByRole('listitem').nth(1)).toContainText(sentence('playground.refusalReasons.level_unknown_other', { level: 4, count: 3 }));
  await expect(listed.getByRole('listitem').nth(2)).toContainText(sentence('playground.refusalReasons.level_not_open', { level: 2, open: 1 }));
  await expect(listed.getByRole('listitem').nth(3)).toContainText(refusalLabel.score);
  await expect(page.getByRole('main').getByTestId('playground-log')).toContainText('finishRun score 200, level 2');
  await expect(page.getByTestId('playground-open-level')).toContainText(sentence('playground.declaration.openLevel', { level: 3 }));
  await page.getByRole('button', { name: text('playground.declaration.forgetLevels') }).click();
  await expect(page.getByTestId('playground-open-level')).toContainText(sentence('playground.declaration.openLevel', { level: 1 }));

  // Kept for this address: the page opened again applies it.
  await page.reload();
  await expect(page.getByTestId('playground-declared')).toHaveText(sentence('playground.declaration.applied', { declaration: sentence('submissions.declaration.levelsCount_other', { count: 3, top: '500' }) }));
});


test('a game with levels declared is opened in the playground as the site opens it, at the level open here or one the maker picks, and a level accepted offers the next', async ({ page }) => {
  await openPlayground(page, 'playground-levels');
  // The maker's own query is kept after the site's parameters; a `level` of theirs is the playground's to set.
  await playAt(page, `${game.origin}/tap/rooms.html?own=1&level=9`);
  const frame = gameFrame(page);
  await expect(frame.locator('#said')).toHaveText('ready');
  // No levels declared yet: the address as given.
  await expect(frame.locator('#search')).toHaveText('?own=1&level=9');
  await stage(page).getByRole('button', { name: text('play.back') }).click();

  const declaration = page.getByRole('region', { name: text('playground.declaration.heading') });
  await declaration.getByLabel(text('submissions.declaration.hasLevels')).check();
  await declaration.getByLabel(text('submissions.declaration.levelsLabel')).fill('3');
  await declaration.getByLabel(text('submissions.declaration.topScore')).fill('500');
  await declaration.getByRole('button', { name: text('playground.declaration.apply') }).click();
  const playLevel = page.getByTestId('playground-play-level');
  const picker = page.getByLabel(text('playground.levelToPlay'));
  await expect(playLevel).toHaveText(sentence('play.playLevel', { level: 1 }));
  await expect(picker.locator('option')).toHaveText(['1']);
  await playLevel.click();
  const search = (level: number, open: number | null) => new RegExp(`^\\?level=${String(level)}&lang=en&theme=(light|dark)${open === null ? '' : `&open=${String(open)}`}&own=1$`);
  await expect(frame.locator('#room')).toHaveText('Room 1');
  await expect(frame.locator('#search')).toHaveText(search(1, 1));

  // Level 1 won: the stage offers level 2, as the site's result does, and opens it afresh.
  await frame.locator('#win').click();
  const nextStep = stage(page).getByTestId('playground-next-step');
  await expect(nextStep.getByRole('heading')).toHaveText(text('play.outcome.completed'));
  await expect(nextStep.getByRole('button')).toHaveText([sentence('play.outcome.nextLevel', { level: 2 }), text('play.outcome.playAgain')]);
  await page.screenshot({ path: test.info().outputPath('stage-next-level.png') });
  await nextStep.getByRole('button', { name: sentence('play.outcome.nextLevel', { level: 2 }) }).click();
  await expect(frame.locator('#room')).toHaveText('Room 2');
  await expect(frame.locator('#search')).toHaveText(search(2, 2));
  await expect(nextStep).toHaveCount(0);
  // The rules stay the site's: a finish of a level not open yet is refused, and offers nothing.
  await frame.locator('#beyond').click();
  await expect(frame.locator('#said')).toHaveText('refused refused');
  await expect(stage(page).getByTestId('playground-summary')).toContainText(sentence('playground.refusedCount_one', { count: 1 }));
  await expect(nextStep).toHaveCount(0);
  await stage(page).getByRole('button', { name: text('play.back') }).click();

  // Back on the page: the level the stage opened last, and any level open here to pick.
  await expect(playLevel).toHaveText(sentence('play.playLevel', { level: 2 }));
  await expect(picker.locator('option')).toHaveText(['1', '2']);
  await page.getByRole('button', { name: text('playground.declaration.openAllLevels') }).click();
  await expect(page.getByTestId('playground-open-level')).toContainText(text('playground.declaration.allCompleted'));
  await expect(picker.locator('option')).toHaveText(['1', '2', '3']);
  await picker.selectOption('3');
  await expect(playLevel).toHaveText(sentence('play.playLevel', { level: 3 }));
  await playLevel.click();
  // Every level completed here: no `open`, as for a player who completed them all.
  await expect(frame.locator('#search')).toHaveText(search(3, null));
  await frame.locator('#lose').click();
  await expect(nextStep.getByRole('heading')).toHaveText(sentence('play.outcome.levelNotCompleted', { level: 3 }));
  await expect(nextStep.getByRole('button')).toHaveText([text('play.outcome.playAgain')]);
  await nextStep.getByRole('button', { name: text('play.outcome.playAgain') }).click();
  await expect(frame.locator('#room')).toHaveText('Room 3');
  await expect(frame.locator('#said')).toHaveText('ready');
  await stage(page).getByRole('button', { name: text('play.back') }).click();

  // The page's own Play keeps the level picked: the next page plays it.
  await picker.selectOption('2');
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]level=2$/);
  await expect(frame.locator('#search')).toHaveText(search(2, null));
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await page.getByRole('button', { name: text('playground.declaration.forgetLevels') }).click();
  await expect(picker.locator('option')).toHaveText(['1']);
  await expect(playLevel).toHaveText(sentence('play.playLevel', { level: 1 }));
});
