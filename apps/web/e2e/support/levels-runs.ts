import { expect, type Page } from '@playwright/test';
import { callApi } from './account.ts';
import { sentence } from './translations.ts';

// Level 1 of Levels finished, the two ways the specs need it: through the API, as set-up for a
// test about something else, and on the stage, for a test about what the page does after a run;
// and a player's stamina spent below a run's cost.

/** A player's stamina, as `GET /api/stamina` answers it. */
export interface Stamina {
  value: number;
  max: number;
}

/** Starts runs of Levels through the API (as another tab or device would) until less stamina is left than a run costs. */
export async function spendStaminaBelowARun(page: Page): Promise<{ stamina: Stamina; runCost: number }> {
  const config = await callApi<{ stamina: { runCost: number } }>(page, 'GET', '/api/config');
  let stamina = await callApi<Stamina>(page, 'GET', '/api/stamina');
  while (stamina.value >= config.stamina.runCost) {
    const started = await callApi<{ staminaAfter: Stamina }>(page, 'POST', '/api/games/levels/runs');
    stamina = started.staminaAfter;
  }
  return { stamina, runCost: config.stamina.runCost };
}

/**
 * Finishes level 1 with its full score over HTTP with the page's cookies, making the calls the
 * game makes through the SDK: a run started, then its finish asked for again until the server's
 * minimum run time has passed (409 run_too_short before; no time is waited out here).
 */
export async function finishLevelOneThroughApi(page: Page): Promise<{ earned: number }> {
  const { levels } = await callApi<{ levels: { maxScore: number }[] }>(page, 'GET', '/api/levels/progress');
  const { run } = await callApi<{ run: { id: string } }>(page, 'POST', '/api/games/levels/runs');
  let earned = 0;
  await expect
    .poll(
      async () => {
        const answer = await page.request.post(`/api/runs/${run.id}/finish`, {
          headers: { 'x-site-request': '1', 'content-type': 'application/json' },
          // Level 1's one move to the exit: the server replays a Levels run's moves.
          data: JSON.stringify({ score: levels[0]?.maxScore ?? 0, level: 1, completed: true, moves: ['right'] }),
        });
        if (answer.status() === 200) earned = Number(((await answer.json()) as { earned: string }).earned);
        return answer.status();
      },
      { timeout: 30_000, message: 'the server accepts the finished run' },
    )
    .toBe(200);
  return { earned };
}

/**
 * On a game page of Levels open at level 1: Play, the game's start, its shortest solution (one
 * slide to the right), and the outcome the server answered, which must not be a refusal.
 */
export async function finishLevelOneOnStage(page: Page): Promise<void> {
  const stage = page.getByTestId('game-stage');
  await page.getByRole('button', { name: sentence('play.playLevel', { level: 1 }) }).click();
  // The shown stage's frame: the game loaded hidden ahead of Play is ready too.
  await expect(stage.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const game = page.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');
  await game.locator('#start-button').click();
  await game.getByRole('button', { name: 'Slide right' }).click();
  await expect(game.locator('#end-heading')).toHaveText('Level 1 complete');
  // The game keeps to the server's minimum run time by itself; the page shows what the server answered.
  await expect(stage.getByTestId('run-outcome').or(stage.getByTestId('run-refused'))).toBeVisible({ timeout: 20_000 });
  await expect(stage.getByTestId('run-refused'), 'the server refused the finished run').toHaveCount(0);
}
