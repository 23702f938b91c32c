import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { saveArtifact } from './support/artifacts.ts';
import { holdRequests } from './support/hold-requests.ts';
import { finishLevelOneThroughApi } from './support/levels-runs.ts';
import { uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';

// Play always shows the game, whatever came first (docs/web/behaviour.md#game-page-and-stage):
// the game loaded hidden ahead of Play and ready before the tap, still loading at the tap, or not
// made at all yet. Each order is forced by holding a response until the tap, never by timing.
// On a phone, tapped, as the journeys do.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const password = 'marble otter window 58';

const play = (page: Page) => page.getByRole('button', { name: /^(Play|Play level \d+)$/ });
/** Only the stage the player sees: the one loaded ahead has neither this test id nor a role. */
const shownStage = (page: Page) => page.getByTestId('game-stage');
const game = (page: Page) => page.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');

/** The stage is shown, over the page, and stays so once its history entry is pushed. */
async function expectStageShown(page: Page): Promise<void> {
  await expect(shownStage(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => (history.state as { usr?: { gameStage?: boolean } } | null)?.usr?.gameStage === true)).toBe(true);
  await expect(shownStage(page)).toBeVisible();
  await expect(page.locator('.game-stage--preloading')).toHaveCount(0);
}

/** The shown game is ready and answers a tap: its level starts. */
async function expectGamePlayable(page: Page): Promise<void> {
  await expect(shownStage(page).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await game(page).locator('#start-button').tap();
  await expect(game(page).locator('#stats')).toHaveText(/^Moves 0 · Par \d+$/);
}

test.beforeEach(async ({ page }, testInfo) => {
  await registerConfirmed(page, { email: uniqueEmail(`orderings-${String(testInfo.workerIndex)}`), password, displayName: 'Ora Player' });
});

test('the game loaded ahead is ready before Play: the tap shows that same game', async ({ page }) => {
  await page.goto('/games/levels?level=1');
  const ahead = page.locator('.game-stage--preloading iframe.game-stage__frame');
  await expect(ahead).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const frameBefore = await ahead.elementHandle();
  await play(page).tap();
  await expectStageShown(page);
  // Nothing loaded again: the frame shown is the one that was ready behind the page.
  expect(await frameBefore.evaluate((frame) => frame.closest('[data-testid="game-stage"]') !== null)).toBe(true);
  await expectGamePlayable(page);
  await saveArtifact(page, 'play-orderings-ready-before-play-mobile');
});

test('Play while the game loaded ahead is still loading: the stage shows the loading, then the game', async ({ page }) => {
  const gameDocument = await holdRequests(page, /\/play\/levels\/\d+\/(\?.*)?$/);
  // Not waited for to its `load`: the page's own load waits for the frame of the game loaded
  // ahead (index.html's painted page may start it before the site's code has run), held here.
  await page.goto('/games/levels?level=1', { waitUntil: 'commit' });
  // The hidden frame asked for its game; the game is held, so it cannot be ready before the tap.
  await gameDocument.held;
  await expect(page.locator('.game-stage--preloading iframe.game-stage__frame')).toHaveAttribute('data-ready', 'false');
  await expectLivePlay(page);
  await play(page).tap();
  await expectStageShown(page);
  await expect(shownStage(page).getByText(text('play.loadingGame'))).toBeVisible();
  await saveArtifact(page, 'play-orderings-loading-after-play-mobile');
  gameDocument.release();
  await expectGamePlayable(page);
});

test('Play before the game is loaded ahead (the level still unknown): the stage opens, loads the game and shows it', async ({ page }) => {
  // Without ?level= the page waits for the player's progress before loading the game ahead.
  const progress = await holdRequests(page, '**/api/levels/progress');
  await page.goto('/games/levels');
  await progress.held;
  await expect(play(page)).toBeEnabled();
  await expect(page.locator('.game-stage')).toHaveCount(0);
  await play(page).tap();
  await expectStageShown(page);
  progress.release();
  await expectGamePlayable(page);
  // The progress answered after the tap loads no second game behind the open stage's.
  await expect(page.locator('iframe.game-stage__frame')).toHaveCount(1);
});

test('Play while the player\'s level is still being read: the stage shows the loading, then the game at the level the server answered', async ({ page }) => {
  test.slow(); // the server's minimum run time, to complete level 1
  // Level 1 completed once, through the API as set-up: the player's next level is 2.
  await finishLevelOneThroughApi(page);

  const progress = await holdRequests(page, '**/api/levels/progress');
  await page.goto('/games/levels');
  await progress.held;
  await play(page).tap();
  await expectStageShown(page);
  await expect(shownStage(page).getByText(text('play.loadingGame'))).toBeVisible();
  progress.release();
  await expect(shownStage(page).locator('iframe.game-stage__frame')).toHaveAttribute('src', /\?level=2&/);
  await expectGamePlayable(page);
  await expect(game(page).locator('#stats')).toBeVisible();
});

/** The live page's Play works: index.html's painted one (painted-play.ts), whose tap the page does later, is gone. */
async function expectLivePlay(page: Page): Promise<void> {
  await expect(page.locator('.home-preview')).toHaveCount(0);
  await expect(play(page)).toBeEnabled();
}

const isStageEntry = (page: Page): Promise<boolean> => page.evaluate(() => (history.state as { usr?: { gameStage?: boolean } } | null)?.usr?.gameStage === true);

test('Escape at once after Play, before the page has followed the tap: the stage closes and the page\'s own entry is current', async ({ page }) => {
  await page.goto('/games/levels?level=1');
  await expectLivePlay(page);
  // The tap, then Escape in the next task: the stage has rendered (its Escape is heard), and the
  // page's own render, which follows the stage's first paint, has not come yet.
  await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((candidate) => /^Play( level \d+)?$/.test(candidate.textContent));
    if (!button) throw new Error('no Play button');
    button.click();
    await new Promise((resolve) => setTimeout(resolve));
    if (document.querySelector('[data-testid="game-stage"]') === null) throw new Error('the stage was not shown by the tap');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await expect(shownStage(page)).toHaveCount(0);
  // Past the paint after which the page would have opened its stage: it did not.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect(await isStageEntry(page)).toBe(false);
  await expect(shownStage(page)).toHaveCount(0);
  await expect(play(page)).toBeFocused();
});

test('the browser\'s Back at once after Play, before the page has followed the tap: the stage closes and the player stays on the game\'s page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/games/levels?level=1');
  await expectLivePlay(page);
  // Back in the same task as the tap: nothing has rendered or painted since the tap.
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) => /^Play( level \d+)?$/.test(candidate.textContent));
    if (!button) throw new Error('no Play button');
    button.click();
    history.back();
  });
  await expect(shownStage(page)).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
  expect(await isStageEntry(page)).toBe(false);
  await expect(shownStage(page)).toHaveCount(0);
  await expect(play(page)).toBeFocused();
  // Play again works as ever: the stage, its entry, and Back closes it.
  await play(page).tap();
  await expectStageShown(page);
  await page.goBack();
  await expect(shownStage(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
});
