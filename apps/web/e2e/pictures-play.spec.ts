import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi } from './support/account.ts';
import { expectFillsViewport, expectInside, expectNoHorizontalOverflow, expectOnScreen } from './support/geometry.ts';
import { finishLevelOneThroughApi } from './support/levels-runs.ts';
import { expectPictures, forEachDevice, pictureSchemes, showScheme, signedInForPictures } from './support/pictures.ts';
import { text } from './support/translations.ts';

// A player with progress: the home page's levels, and the game page with the Levels stage open
// on its board, compared with the committed pictures and measured in the browser. One account
// made for these pictures, with level 1 completed once (through the API, as set-up).

test.describe.configure({ mode: 'default' });

const account = { email: 'pictures-play@example.test', password: 'harbour violet compass 29', displayName: 'Lev Pictures' };
signedInForPictures(account, 'play');

interface Progress {
  completedCount: number;
  nextLevel: number | null;
  levels: { level: number; maxScore: number; bestScore: number | null }[];
}

/** Level 1 completed with its full score, once: a run started and finished as the game would, when the server allows it. */
async function completeLevelOneOnce(page: Page): Promise<Progress> {
  const before = await callApi<Progress>(page, 'GET', '/api/levels/progress');
  if (before.completedCount > 0) return before;
  await finishLevelOneThroughApi(page);
  return callApi<Progress>(page, 'GET', '/api/levels/progress');
}

const plural = (key: string, count: number, values: Record<string, string | number>): string =>
  Object.entries({ count, ...values }).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(`${key}_${count === 1 ? 'one' : 'other'}`));

forEachDevice((device) => {
  test('home, signed in with progress', async ({ page }) => {
    test.slow(); // the first test of the file also waits out the server's minimum run time
    await page.goto('/');
    const progress = await completeLevelOneOnce(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.welcomeBack').replace('{{name}}', account.displayName));
    await expect(page.getByTestId('levels-completed')).toHaveText(plural('home.levels.completed', progress.levels.length, { completed: 1 }));
    // Grouped as the leaderboards and the profile write numbers ("1,000").
    await expect(page.getByTestId('level-row-1')).toContainText((progress.levels[0]?.bestScore ?? 0).toLocaleString('en'));
    const playNext = page.getByRole('main').getByTestId('home-play');
    await expect(playNext).toHaveText(text('home.levels.playNext').replace('{{level}}', '2'));
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(page.getByRole('heading', { level: 1 }), { fullyInView: true });
    await expectOnScreen(playNext);
    await expectOnScreen(page.getByRole('table'));
    // The levels table is a few screens long on a phone: the viewport, what the player sees first.
    await expectPictures(page, 'home-signed-in-progress', { device });
  });

  for (const scheme of pictureSchemes) test(`a game page with the Levels stage open on its board (${scheme})`, async ({ page }) => {
    // The game takes the site's scheme when its frame opens (?theme=).
    await showScheme(page, scheme);
    await page.goto('/games/levels?level=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
    const play = page.getByRole('button', { name: text('play.playLevel').replace('{{level}}', '2') });
    await expectOnScreen(play);
    await expectNoHorizontalOverflow(page);
    await play.click();

    const stage = page.getByTestId('game-stage');
    const frame = stage.locator('iframe.game-stage__frame');
    await expect(frame).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    const game = page.frameLocator('iframe.game-stage__frame');
    await game.locator('#start-button').click();
    const board = game.locator('#board');
    await expect(board).toBeVisible();
    await expect(game.locator('#stats')).toHaveText(/^Moves 0 · Par \d+$/);

    // The stage is the screen; the game's frame fills what its bar leaves; the board fits in both.
    await expectFillsViewport(stage, 'the game stage');
    await expectInside(frame, stage, 'the game frame inside the stage');
    const [stageBox, frameBox, barBox] = await Promise.all([stage.boundingBox(), frame.boundingBox(), stage.locator('.game-stage__bar').boundingBox()]);
    expect(frameBox?.width, 'the frame is as wide as the stage').toBeCloseTo(stageBox?.width ?? 0, 0);
    expect((frameBox?.height ?? 0) + (barBox?.height ?? 0), 'the frame takes the height the bar leaves').toBeCloseTo(stageBox?.height ?? 0, 0);
    await expectOnScreen(board, { fullyInView: true, label: 'the board' });
    await expectInside(board, frame, 'the board inside the game frame');
    // Nothing of the game is cut off below the frame: its actions and help line fit with the board.
    for (const name of ['Undo', 'Restart', 'Give up']) await expectInside(game.getByRole('button', { name }), frame, `${name} inside the game frame`);
    await expectInside(game.getByText(/^Arrow keys or W A S D slide/), frame, 'the help line inside the game frame');
    await expectOnScreen(stage.getByRole('button', { name: text('play.back') }), { fullyInView: true });

    await expectPictures(page, 'game-levels-stage', { device, schemes: [scheme] });
  });
});
