import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, pageClock, test } from './support/test.ts';
import { testNow } from './support/test-clock.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { animationsAtRest, expectNoAxeViolations } from './support/axe.ts';
import { editLevelsPage, withoutGameScript } from './support/edit-levels-page.ts';
import { type Stamina, spendStaminaBelowARun } from './support/levels-runs.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme, installTelegramBridge } from './support/telegram.ts';
import { text } from './support/translations.ts';
import { saveArtifact, shootBothSchemes } from './support/artifacts.ts';
import { submitAndPublish } from './support/publish-game.ts';
import { playPort } from './support/ports.mjs';

// The play surface against the real game server: Levels (our own game, from its real build) and
// a hostile game, each in <iframe sandbox="allow-scripts"> under the server's CSP, talking to the
// page only through the game SDK; every number the page shows checked against the server.

const password = 'glacier pebble lantern 83';

interface Balances {
  gold_coin: string;
  game_coin: string;
  invite_point: string;
}
interface GameView {
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

/** `template` with each `{{name}}` replaced by its value. */
const substitute = (template: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), template);
const fill = (key: string, values: Record<string, string | number>): string => substitute(text(key), values);
const valueOfMax = (stamina: Stamina): string => fill('play.valueOfMax', { value: stamina.value, max: stamina.max });
const gameCoins = (value: string): string => fill(`economy.units.game_coin_${value === '1' ? 'one' : 'other'}`, { amount: Number(value).toLocaleString('en') });

const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('iframe.game-stage__frame');

async function serverBalances(page: Page): Promise<Balances> {
  return (await callApi<{ balances: Balances }>(page, 'GET', '/api/ledger/balances')).balances;
}

/**
 * The display name of these tests' players. It names no action: the header's account menu shows
 * it, and a name like "Player convert" also answered to the page's Convert button.
 */
const accountName = 'Tess Ledger';

async function newPlayer(page: Page, label: string): Promise<void> {
  await registerConfirmed(page, { email: uniqueEmail(label), password, displayName: accountName });
}

/** Opens the game full-screen with Play and waits for the game's own `ready`. */
async function openGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Play|Play level \d+)$/ }).click();
  await expect(stage(page)).toBeVisible();
  // Focus moves into the stage: on Back, or on the game itself when it takes the focus for its keys.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="game-stage"]') !== null)).toBe(true);
  const frame = page.locator('iframe.game-stage__frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(stage(page).getByText(text('play.loadingGame'))).toBeHidden();
  // Once the game is ready the keyboard is the game's: the focus is in its frame, not on Back.
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('[data-testid="game-stage"] iframe.game-stage__frame') ?? false)).toBe(true);
}

/**
 * The game loaded ahead of Play: its frame is there and its game said it is ready, but the stage
 * is out of reach: no screen reader finds it (no dialog, no Back), and Tab, from Play round the
 * whole page and back, never lands in it or in its game's frame.
 */
async function expectGameLoadedAheadOutOfReach(page: Page): Promise<void> {
  const ahead = page.locator('.game-stage--preloading');
  await expect(ahead.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(ahead).toHaveAttribute('aria-hidden', 'true');
  await expect(ahead).toHaveJSProperty('inert', true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('play.back') })).toHaveCount(0);
  const play = page.getByRole('button', { name: /^(Play|Play level \d+)$/ });
  await play.focus();
  const reached: string[] = [];
  for (let step = 0; step < 100; step += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) return 'nothing';
      if (active.closest('.game-stage') !== null || active.tagName === 'IFRAME') return 'the stage';
      return active.classList.contains('game-page__play') ? 'Play' : 'the page';
    });
    reached.push(where);
    if (where === 'Play') break;
  }
  expect(reached.at(-1), 'Tab went round the page back to Play').toBe('Play');
  expect(reached).not.toContain('the stage');
}

/** axe on the page with the game open, and screenshots of it at phone and desktop size (the game's frame included). */
async function shootStage(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  for (const [size, viewport] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await animationsAtRest(page);
    // The stage fills the screen on every size, safe areas aside.
    const box = await stage(page).boundingBox();
    expect(box, `${name} ${size}`).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await saveArtifact(page, `${name}-${size}`);
  }
}

test('a signed-in player plays Levels level 1 in the sandbox, from the levels tab to the reward the server paid', async ({ page }) => {
  test.slow(); // the server's minimum run time, and screenshots in both schemes and sizes
  await newPlayer(page, 'levels');
  const config = await callApi<{ stamina: { runCost: number } }>(page, 'GET', '/api/config');
  const staminaBefore = await callApi<Stamina>(page, 'GET', '/api/stamina');

  await page.goto('/');
  await expect(page.getByRole('tab', { name: text('home.tabs.levels.label') })).toHaveAttribute('aria-selected', 'true');
  const levelCount = (await callApi<{ levels: unknown[] }>(page, 'GET', '/api/levels/progress')).levels.length;
  await expect(page.getByTestId('levels-completed')).toHaveText(fill('home.levels.completed_other', { completed: 0, count: levelCount }));
  await checkAndShootBothSchemes(page, 'play-home-levels');
  await page.getByRole('main').getByTestId('home-play').click();
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  await expect(page.getByTestId('run-cost')).toHaveText(fill(`play.staminaPoints_${config.stamina.runCost === 1 ? 'one' : 'other'}`, { count: config.stamina.runCost }));
  await expect(page.getByTestId('stamina-now')).toHaveText(valueOfMax(staminaBefore));
  await checkAndShootBothSchemes(page, 'play-levels-page');
  // Levels is loaded before Play, out of everyone's reach, and nothing is spent for it.
  await expectGameLoadedAheadOutOfReach(page);
  expect((await callApi<Stamina>(page, 'GET', '/api/stamina')).value).toBe(staminaBefore.value);

  await openGame(page);
  const game = gameFrame(page);
  await expect(game.locator('#start-button')).toHaveText('Start level 1');
  // Levels puts the focus that came into its frame on Start: Enter, then the arrows, play without a Tab.
  await expect(game.locator('#start-button')).toBeFocused();
  await shootStage(page, 'play-levels-stage-start');
  await game.locator('#start-button').click();
  await expect(game.locator('#stats')).toHaveText('Moves 0 · Par 1');
  const staminaAfterStart = await callApi<Stamina>(page, 'GET', '/api/stamina');
  expect(staminaAfterStart.value).toBe(staminaBefore.value - config.stamina.runCost);
  await game.getByRole('button', { name: 'Slide right' }).click();
  await expect(game.locator('#end-heading')).toHaveText('Level 1 complete');

  // The game keeps to the server's minimum run time by itself; the page shows what the server answered.
  const outcome = page.getByTestId('run-outcome');
  await expect(outcome.or(page.getByTestId('run-refused'))).toBeVisible({ timeout: 20_000 });
  // A refusal here means the game claimed what the server's reward table does not allow.
  await expect(page.getByTestId('run-refused'), 'the server refused the finished run').toHaveCount(0);
  await expect(outcome).toBeVisible();
  const balances = await serverBalances(page);
  const staminaNow = await callApi<Stamina>(page, 'GET', '/api/stamina');
  const progress = await callApi<{ completedCount: number; nextLevel: number | null; levels: { level: number; bestScore: number | null; completedAt: string | null }[] }>(page, 'GET', '/api/levels/progress');
  expect(progress.completedCount).toBe(1);
  expect(progress.nextLevel).toBe(2);
  // Levels keeps the player's progress in their save (game SDK v2), on the account.
  await expect.poll(() => callApi<{ save: { data: unknown } | null }>(page, 'GET', '/api/games/levels/save').then(({ save }) => save?.data)).toEqual({ unlocked: 2 });
  expect(BigInt(balances.game_coin)).toBeGreaterThan(0n);
  // A new player had no game coins: everything they hold now is what this run earned.
  await expect(page.getByTestId('run-earned')).toHaveText(gameCoins(balances.game_coin));
  await expect(page.getByTestId('run-balance')).toHaveText(gameCoins(balances.game_coin));
  await expect(page.getByTestId('run-stamina-before')).toHaveText(valueOfMax(staminaBefore));
  await expect(page.getByTestId('run-stamina-after')).toHaveText(valueOfMax(staminaAfterStart));
  await expect(page.getByTestId('run-stamina-now')).toHaveText(valueOfMax(staminaNow));
  await expect(page.getByTestId('run-capped')).toHaveCount(0);
  // One result: the coins are the site's; the game shows its own celebration only.
  await expect(game.locator('#reward-text')).toHaveText('');
  await shootStage(page, 'play-levels-stage-reward');

  // Escape leaves the game (from the site's part of the screen: inside the frame, keys are the game's);
  // the outcome stays on the page and Play has the focus again.
  await stage(page).locator('.game-stage__title').click();
  await page.keyboard.press('Escape');
  await expect(stage(page)).toHaveCount(0);
  // The page now offers the level the server holds as next.
  await expect(page).toHaveURL(/\/games\/levels\?level=2$/);
  await expect(page.getByRole('button', { name: fill('play.playLevel', { level: 2 }) })).toBeFocused();
  await expect(page.getByTestId('run-earned')).toHaveText(gameCoins(balances.game_coin));
  await expect(page.getByTestId('stamina-now')).toHaveText(valueOfMax(staminaNow));
  await checkAndShootBothSchemes(page, 'play-levels-page-after-run');

  await page.goto('/');
  await expect(page.getByTestId('levels-completed')).toHaveText(fill('home.levels.completed_other', { completed: 1, count: levelCount }));
  const best = progress.levels.find((level) => level.level === 1)?.bestScore;
  // Grouped as the leaderboards and the profile write numbers ("1,000").
  await expect(page.getByTestId('level-row-1')).toContainText((best ?? 0).toLocaleString('en'));
  await expect(page.getByRole('main').getByTestId('home-play')).toHaveAttribute('href', '/games/levels?level=2');
  await checkAndShootBothSchemes(page, 'play-home-levels-progress');
});

test('a run refused for lack of stamina says when enough is back and where to recover it, and tells the game', async ({ page }) => {
  test.slow();
  await newPlayer(page, 'tired');
  // The page is opened with stamina enough for a run, which is then spent elsewhere (another tab):
  // with too little at the page's opening, Play waits and says why (the next test).
  await page.goto('/games/levels?level=1');
  await expect(page.getByTestId('stamina-now')).toHaveText(valueOfMax(await callApi<Stamina>(page, 'GET', '/api/stamina')));
  const { stamina, runCost } = await spendStaminaBelowARun(page);
  const config = { stamina: { runCost } };
  const before = await serverBalances(page);
  await openGame(page);
  await gameFrame(page).locator('#start-button').click();
  const refusal = page.getByTestId('run-refused');
  await expect(refusal).toContainText(text('play.notEnoughStamina').split('{{wait}}')[0] ?? '');
  await expect(refusal.getByRole('link', { name: text('titles.recoverStamina') })).toHaveAttribute('href', '/recover-stamina');
  await expect(gameFrame(page).locator('#start-message')).toContainText('Not enough stamina');
  await shootStage(page, 'play-levels-stage-no-stamina');

  // Nothing was spent or paid.
  const after = await callApi<Stamina>(page, 'GET', '/api/stamina');
  expect(after.value).toBeLessThan(config.stamina.runCost);
  expect(after.value).toBeGreaterThanOrEqual(stamina.value);
  expect(await serverBalances(page)).toEqual(before);

  await page.getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await refusal.getByRole('link', { name: text('titles.recoverStamina') }).click();
  await expect(page).toHaveURL(/\/recover-stamina$/);
});

test('with too little stamina for a run, the game page says so before Play: what a run costs, what the player has and when enough is back; recovering stamina is its first action, and Play waits, saying why', async ({ page }) => {
  test.slow();
  await newPlayer(page, 'short');
  const { stamina, runCost } = await spendStaminaBelowARun(page);
  await page.goto('/games/levels?level=1');
  await expect(page.getByTestId('stamina-now')).toHaveText(valueOfMax(stamina));

  // The reason, as text: the cost, the stamina, and the wait the server's instants give (a point every refillSeconds).
  const reason = page.getByTestId('stamina-short');
  const [before, after] = text(`play.staminaShort_${runCost === 1 ? 'one' : 'other'}`).split('{{duration}}');
  await expect(reason).toContainText(substitute(before ?? '', { count: runCost, value: stamina.value }));
  await expect(reason).toContainText((after ?? '').split('{{time}}')[1] ?? '');
  await expect(reason).toHaveText(/ in \d+ minutes? \(at [^)]+\)/);

  // Recovering stamina is the primary action; Play stays, secondary, focusable, described by the reason, and opens nothing.
  const recover = page.getByRole('main').getByRole('link', { name: text('titles.recoverStamina') });
  await expect(recover).toHaveAttribute('href', '/recover-stamina');
  await expect(recover).toHaveClass(/button--primary/);
  const play = page.getByRole('button', { name: fill('play.playLevel', { level: 1 }) });
  await expect(play).toHaveAttribute('aria-disabled', 'true');
  await expect(play).not.toHaveClass(/button--primary/);
  await expect(play).toHaveAccessibleDescription(await reason.innerText());
  await play.focus();
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  await play.click({ force: true });
  // A stage Play opened would show in the tap's next frame: two frames later there is none.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(stage(page)).toHaveCount(0);
  expect((await callApi<Stamina>(page, 'GET', '/api/stamina')).value, 'nothing was spent').toBeGreaterThanOrEqual(stamina.value);
  // Play keeps its place (the stamina's answer comes after the first paint and must not move it); Recover comes after it.
  const [playBox, recoverBox] = await Promise.all([play.boundingBox(), recover.boundingBox()]);
  expect((recoverBox?.x ?? 0) > (playBox?.x ?? 0) || (recoverBox?.y ?? 0) > (playBox?.y ?? 0), 'Recover after Play').toBe(true);
  await checkAndShootBothSchemes(page, 'play-levels-page-short-of-stamina');

  await recover.click();
  await expect(page).toHaveURL(/\/recover-stamina$/);
});

test('a run in progress asks before Escape leaves it, and a reload tells the next page that the run was left unfinished', async ({ page }) => {
  test.slow();
  await newPlayer(page, 'leaver');
  const config = await callApi<{ stamina: { runCost: number } }>(page, 'GET', '/api/config');
  const cost = config.stamina.runCost;
  const unfinishedText = fill(`play.unfinished.text_${cost === 1 ? 'one' : 'other'}`, { count: cost, game: 'Levels' });
  const question = page.getByRole('alertdialog', { name: text('play.leave.heading') });
  await page.goto('/games/levels?level=1');

  await openGame(page);
  await gameFrame(page).locator('#start-button').click();
  await expect(gameFrame(page).locator('#stats')).toHaveText('Moves 0 · Par 1');
  // Escape from the site's part of the screen asks; Escape again answers "keep playing".
  await stage(page).locator('.game-stage__title').click();
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: text('play.leave.stay') })).toBeFocused();
  // The question covers the game, inside the stage, on every size.
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    const box = await question.locator('.leave-run__box').boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height, JSON.stringify({ box, viewport })).toBe(true);
  }
  await checkAndShootBothSchemes(page, 'play-leave-run-question');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(stage(page)).toBeVisible();
  await expect(page.getByTestId('unfinished-run')).toHaveCount(0);

  // Leaving it: the stage closes and the page says what the run cost.
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await question.getByRole('button', { name: text('play.leave.confirm') }).click();
  await expect(stage(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
  await expect(page.getByTestId('unfinished-run')).toContainText(unfinishedText);

  // A reload in the middle of a run asks (beforeunload), then the page opened after it says so.
  await openGame(page);
  await expect(page.getByTestId('unfinished-run')).toHaveCount(0);
  await gameFrame(page).locator('#start-button').click();
  await expect(gameFrame(page).locator('#stats')).toHaveText('Moves 0 · Par 1');
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByTestId('unfinished-run')).toContainText(text('play.unfinished.heading'));
  await expect(page.getByTestId('unfinished-run')).toContainText(unfinishedText);
  await expect(stage(page)).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'play-unfinished-run');
  // Told once: dismissed, and not again on the next visit.
  await page.getByRole('button', { name: text('play.unfinished.dismiss') }).click();
  await expect(page.getByTestId('unfinished-run')).toHaveCount(0);
  // A run cut off by going to another page (a typed address, a bookmark) is told there: the home page says it too.
  await openGame(page);
  await gameFrame(page).locator('#start-button').click();
  await expect(gameFrame(page).locator('#stats')).toHaveText('Moves 0 · Par 1');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await expect(page.getByRole('main').getByTestId('unfinished-run')).toContainText(unfinishedText);
  await page.getByRole('button', { name: text('play.unfinished.dismiss') }).click();
  await expect(page.getByTestId('unfinished-run')).toHaveCount(0);
  await page.goto('/games/levels');
  await expect(page.getByTestId('stamina-now')).toBeVisible();
  await expect(page.getByTestId('unfinished-run')).toHaveCount(0);
  // Site storage is untrusted: a record that is not a run is dropped, never shown.
  await page.evaluate(() => {
    localStorage.setItem('site.unfinishedRun', JSON.stringify({ gameId: 'levels', runId: 'x', startedAt: 'not a date', staminaCost: -5 }));
  });
  await page.reload();
  await expect(page.getByTestId('stamina-now')).toBeVisible();
  await expect(page.getByTestId('unfinished-run')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('site.unfinishedRun'))).toBeNull();
});

test('Levels is opened in the language and colour scheme of the site, with the highest level the server pays: lang=es for a Spanish visitor, lang=en otherwise; theme= the scheme the visitor chose; a link to a level not open yet opens the next level and says so', async ({ page }) => {
  await newPlayer(page, 'idioma');
  await page.goto('/games/levels?level=3&lng=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // A run of level 3 would be refused at its finish, after its stamina was spent: Play opens level 1.
  await expect(page.getByTestId('level-not-open')).toHaveText(text('play.levelNotOpen', 'es').replace('{{asked}}', '3').replace('{{open}}', '1'));
  await shootBothSchemes(page, 'level-not-open-es');
  await page.getByRole('button', { name: text('play.playLevel', 'es').replace('{{level}}', '1') }).click();
  await expect(stage(page)).toBeVisible();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/\?level=1&lang=es&theme=(light|dark)&open=1$/);
  // `open`: Levels offers no level beyond it, whatever its save holds (apps/levels-game's browser tests).
  await page.getByRole('button', { name: text('play.back', 'es') }).click();
  await expect(stage(page)).toHaveCount(0);

  // A light choice in /setting on a dark system: the game is light too (a frame follows only the system by itself).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => {
    localStorage.setItem('site.appearance', 'light');
  });
  await page.goto('/games/levels?level=1&lng=en');
  await expect(page.getByTestId('level-not-open')).toHaveCount(0);
  await page.getByRole('button', { name: fill('play.playLevel', { level: 1 }) }).click();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/\?level=1&lang=en&theme=light&open=1$/);
  await expect(gameFrame(page).locator('html')).toHaveAttribute('data-scheme', 'light');
  await expect.poll(() => gameFrame(page).locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(243, 245, 250)');
});

test('signed out, Play asks to sign in or plays without an account, Levels keeping its progress in the browser; an unknown game says so', async ({ page }) => {
  await page.goto('/games/levels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  await page.getByRole('button', { name: text('play.play'), exact: true }).click();
  await expect(page.getByTestId('sign-in-to-play')).toContainText(text('play.signInToPlay'));
  await expect(stage(page)).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'play-signed-out');

  // Or they play without an account: no run, no coins, and Levels' progress kept in this browser.
  await page.getByRole('button', { name: text('play.playAsVisitor') }).click();
  const game = gameFrame(page);
  await game.locator('#start-button').click();
  await game.getByRole('button', { name: 'Slide right' }).click();
  await expect(game.locator('#end-heading')).toHaveText('Level 1 complete');
  // The game shows its own celebration only; the site says the run paid nothing and offers Sign in.
  await expect(stage(page).getByTestId('visitor-run-end')).toBeVisible();
  await expect(game.locator('#reward-text')).toHaveText('');
  await expect(page.getByTestId('run-refused')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('game-save:levels'))).toBe('{"version":1,"data":{"unlocked":2}}');
  // The save opened level 2, which Levels plays for anyone the site starts it at: the sheet offers it.
  await stage(page).getByRole('button', { name: fill('play.outcome.nextLevel', { level: 2 }) }).click();
  await expect(stage(page).locator('iframe.game-stage__frame')).toHaveAttribute('src', /[?&]level=2(&|$)/);
  await expect(game.locator('#start-button')).toHaveText('Start level 2', { timeout: 15_000 });
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);

  for (const path of ['/games/no-such-game', '/games/Not..A..Game', '/games/levels%00']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text('play.notFound.heading'));
  }
  await checkAndShootBothSchemes(page, 'play-not-found');
});

test('the games tab lists the published games with their thumbnails, each leading to its page', async ({ page }) => {
  const { games } = await callApi<{ games: GameView[] }>(page, 'GET', '/api/games');
  expect(games.map((game) => game.id)).toContain('levels');
  await page.goto('/');
  await page.getByRole('tab', { name: text('home.tabs.games.label') }).click();
  const list = page.getByTestId('game-list');
  for (const game of games) {
    const card = list.getByTestId(`game-card-${game.id}`);
    await expect(card).toContainText(game.title);
    await expect(card).toHaveAttribute('href', `/games/${game.id}`);
  }
  const thumbnail = list.getByTestId('game-card-levels').locator('img');
  await expect(thumbnail).toHaveAttribute('src', `http://127.0.0.1:${playPort}/play/levels/1/thumbnail.png`);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
  await checkAndShootBothSchemes(page, 'play-home-games');
  await list.getByTestId('game-card-levels').click();
  await expect(page).toHaveURL(/\/games\/levels$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
});

/** The hostile example, built by packages/game-sdk, loading the SDK the server serves instead of its own copy. */
function hostileBundle(): Buffer {
  const example = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'hostile');
  const page = readFileSync(join(example, 'index.html'), 'utf8').replace('<script src="game-sdk.js"></script>', '<script src="/play/sdk/v1/game-sdk.js"></script>');
  expect(page).toContain('/play/sdk/v1/game-sdk.js');
  return buildTestZip([
    { name: 'index.html', data: page },
    { name: 'hostile.js', data: readFileSync(join(example, 'hostile.js')) },
    { name: 'style.css', data: readFileSync(join(example, 'style.css')) },
  ]);
}

/** Submits the hostile game as `player` and publishes it as the test's admin; returns its id. */
async function publishHostileGame(browser: Browser, player: Page): Promise<string> {
  return submitAndPublish(
    browser,
    player,
    { title: 'Hostile probe', description: 'Tries everything a game must not do, and lists what happened.', category: 'other', bundle: { name: 'hostile.zip', buffer: hostileBundle() } },
    testAdminEmails.play,
  );
}

test('a hostile game in the sandbox cannot read the site cookie, parent.document, the site storage, the wallet or another game\'s save', async ({ page, browser }) => {
  test.slow(); // the game floods the host for up to 10 s
  await newPlayer(page, 'hostile');
  const gameId = await publishHostileGame(browser, page);
  const balancesBefore = await serverBalances(page);
  // The player's save of another game (Levels), which the hostile game tries to read and overwrite.
  const levelsSave = await callApi(page, 'POST', '/api/games/levels/save', { baseVersion: 0, data: { unlocked: 3, note: 'levels-save-secret' } });

  // What the game must not reach: a readable cookie and storage of the site, and a wallet in the page.
  await page.addInitScript(() => {
    // Playwright runs init scripts in every frame: the wallet goes in the site's page only, as an extension's would.
    if (window !== window.top) return;
    Object.defineProperty(window, 'ethereum', { value: { isMetaMask: true, secret: 'parent-wallet' }, configurable: true });
  });
  // What the site's host says to the game's frame (answers, and `pending` for a request it holds).
  await page.addInitScript(() => {
    if (window === window.top) return;
    const said: unknown[] = [];
    (window as unknown as { hostSaid: unknown[] }).hostSaid = said;
    addEventListener('message', (event) => {
      if (event.source === parent) said.push(event.data);
    });
  });
  const hostSaid = async (): Promise<{ type?: string; ok?: boolean; result?: { runId?: string } }[]> => {
    const frame = page.frames().find((each) => each.url().includes(`/play/${gameId}/`));
    return frame ? frame.evaluate(() => (window as unknown as { hostSaid: [] }).hostSaid) : [];
  };
  // Set before the game's page opens (on the site's origin: the sign-up went over HTTP, the page is
  // still blank): the game is loaded, and probes, before Play.
  await page.goto('/');
  await page.evaluate(() => {
    document.cookie = 'site_probe=site-cookie-secret; path=/';
    localStorage.setItem('site.probe', 'site-storage-secret');
  });
  const runStarts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/games/${gameId}/runs`) runStarts.push(request.url());
  });
  const staminaBefore = await callApi<Stamina>(page, 'GET', '/api/stamina');
  await page.goto(`/games/${gameId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile probe');
  // The game, loaded ahead and hidden, runs its probes and then asks for a run at once (version
  // 1, no life cycle): the host holds the request (the game is told it is pending) until Play.
  // Nothing is asked of the server, nothing is spent.
  await expect(page.frameLocator('.game-stage--preloading iframe.game-stage__frame').locator(`li[data-probe="fetch another game's save at the site"]`)).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(async () => (await hostSaid()).some((message) => message.type === 'pending'), { timeout: 20_000 }).toBe(true);
  expect((await hostSaid()).filter((message) => message.ok === true && message.result?.runId !== undefined)).toEqual([]);
  expect((await callApi<Stamina>(page, 'GET', '/api/stamina')).value).toBe(staminaBefore.value);
  expect(runStarts).toEqual([]);
  const runStarted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/games/${gameId}/runs`);
  await openGame(page);
  await runStarted;

  const game = gameFrame(page);
  await expect(game.locator('#done')).toHaveAttribute('data-finished', 'true', { timeout: 30_000 });
  for (const probe of ['document.cookie', 'parent.document', 'top.document', 'localStorage', 'parent.localStorage', 'parent.ethereum', 'top.ethereum', 'window.ethereum', 'fetch site API with cookies', 'top.location (navigate the site)', 'finishRun flood', 'load naming another game', 'load naming another player', 'save naming another game', "fetch another game's save", "fetch another game's save at the site"]) {
    await expect(game.locator(`li[data-probe="${probe}"]`), probe).toHaveAttribute('data-result', 'blocked');
  }
  await expect(game.locator('li[data-result="exposed"]')).toHaveCount(0);
  await expect(game.locator('#probes')).not.toContainText('secret');
  await expect(game.locator('#done')).toHaveText('Finished: 0 exposed.');

  // The site is untouched: same page, its cookie, storage and wallet as they were, no coins paid.
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}$`));
  expect(await page.evaluate(() => [document.cookie.includes('site_probe=site-cookie-secret'), localStorage.getItem('site.probe'), (window as unknown as { ethereum: { secret: string } }).ethereum.secret])).toEqual([
    true,
    'site-storage-secret',
    'parent-wallet',
  ]);
  expect(await serverBalances(page)).toEqual(balancesBefore);
  // Levels' save is as it was, and the hostile game has none of its own from a message naming another game.
  expect(await callApi(page, 'GET', '/api/games/levels/save')).toEqual(levelsSave);
  expect(await callApi(page, 'GET', `/api/games/${gameId}/save`)).toEqual({ save: null });
  await shootStage(page, 'play-hostile-stage');
});

test('inside Telegram the game fills the mini app, vertical swipes stay in the game, and the Back button of Telegram leaves the game, not the page (asking first during a run)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installTelegramBridge(page);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`/games/levels${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: darkTheme, platform: 'android' })}`);
  expect((await signIn).status()).toBe(200);
  await expect(page.getByTestId('stamina-now')).toBeVisible();
  // The bridge hands each call's data over as a JSON string.
  const calls = () => page.evaluate(() => (window as unknown as { __telegramCalls: [string, unknown][] }).__telegramCalls.map(([name, data]) => `${name} ${typeof data === 'string' ? data : JSON.stringify(data ?? null)}`));
  const before = (await calls()).length;

  await openGame(page);
  await expect.poll(async () => (await calls()).slice(before)).toEqual(
    expect.arrayContaining(['web_app_expand null', 'web_app_setup_swipe_behavior {"allow_vertical_swipe":false}']),
  );
  // Telegram's Back button is already shown on the game page (telegram-app.spec.ts); over the game it leaves the game.
  expect((await calls()).filter((call) => call.startsWith('web_app_setup_back_button')).at(-1)).toBe('web_app_setup_back_button {"is_visible":true}');
  await shootStage(page, 'play-levels-stage-telegram');

  // With a run in progress, Telegram's Back asks first, as every other way out does.
  await gameFrame(page).locator('#start-button').click();
  await expect(gameFrame(page).locator('#stats')).toHaveText('Moves 0 · Par 1');
  const opened = (await calls()).length;
  await page.evaluate(() => {
    (window as unknown as { Telegram: { WebView: { receiveEvent(name: string, data: unknown): void } } }).Telegram.WebView.receiveEvent('back_button_pressed', null);
  });
  const question = page.getByRole('alertdialog', { name: text('play.leave.heading') });
  await expect(question).toBeVisible();
  await expect(stage(page)).toBeVisible();
  await question.getByRole('button', { name: text('play.leave.confirm') }).click();
  await expect(stage(page)).toHaveCount(0);
  await expect.poll(async () => (await calls()).slice(opened)).toEqual(expect.arrayContaining(['web_app_setup_swipe_behavior {"allow_vertical_swipe":true}']));
  // Back on the game page, which keeps Telegram's Back button (it would go home).
  expect((await calls()).filter((call) => call.startsWith('web_app_setup_back_button')).at(-1)).toBe('web_app_setup_back_button {"is_visible":true}');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
});

test('a game that never says it is ready can still be shown, and Back leaves it', { annotation: pageClock }, async ({ page }) => {
  await newPlayer(page, 'silent');
  // The Levels page without its script: it loads, but never says `ready`.
  await editLevelsPage(page, withoutGameScript);
  await page.clock.install({ time: testNow() });
  await page.goto('/games/levels');
  // "Play" turns into "Play level 1" once the player's progress is in: wait for it, as a player would.
  await page.getByRole('button', { name: fill('play.playLevel', { level: 1 }) }).click();
  await expect(stage(page).getByText(text('play.loadingGame'))).toBeVisible();
  await expect(page.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'false');
  await page.clock.fastForward(15_000);
  await expect(stage(page).getByText(text('play.slow'))).toBeVisible();
  // The clock stops here: on a busy machine the axe check can outlast the 15 s left before the
  // stage shows the game unasked, and the offer would be gone before the player's tap. axe waits
  // on timers of its own, so the stopped clock is moved on a millisecond at a time until it is done.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const axe = { done: false };
  const axeCheck = expectNoAxeViolations(page, 'play-stage-slow').finally(() => {
    axe.done = true;
  });
  while (!axe.done) await page.clock.runFor(1);
  await axeCheck;
  await page.getByRole('button', { name: text('play.showAnyway') }).click();
  await expect(stage(page).getByText(text('play.loadingGame'))).toBeHidden();
  await expect(gameFrame(page).locator('#start-button')).toBeVisible();
  await page.getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
});
