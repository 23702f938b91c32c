import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices } from './support/pictures.ts';
import { text } from './support/translations.ts';

// The forger of issue 39 on a phone, against Levels, whose moves the server plays again
// (docs/replays.md): a finish called directly with moves that never reach the exit, and one with
// the right moves and an inflated score, are refused; another run's record is refused for a
// recorded game. The forger's pages then show what they reached: no coins, no board row, no
// league place, no finished run. The forgeries only a replay in Chromium can find (edited inputs)
// are apps/api's (runs/forger.test.ts, runs/replay-run-job.test.ts): this server runs no job worker.

test.use(pictureDevices.phone);

type Answer = { status: number; code: string | null };

/**
 * Finishes `run` with `body` over HTTP as the game would, asked again while the server's minimum
 * run time has not passed (409 run_too_short); the first other answer.
 */
async function finishAnswer(page: Page, run: string, body: unknown): Promise<Answer> {
  let answer: Answer = { status: 0, code: null };
  await expect
    .poll(async () => {
      const response = await page.request.post(`/api/runs/${run}/finish`, { headers: { 'x-site-request': '1', 'content-type': 'application/json' }, data: JSON.stringify(body) });
      const json = (await response.json()) as { error?: { code: string } };
      answer = { status: response.status(), code: json.error?.code ?? null };
      return answer.code;
    }, { timeout: 30_000, message: 'the server answers the finish with something else than run_too_short' })
    .not.toBe('run_too_short');
  return answer;
}

test('a forger who calls the finish directly reaches no board, league or reward', async ({ page }) => {
  await registerConfirmed(page, { email: uniqueEmail('forger'), password: 'forged ledger quill 77', displayName: 'Fergus Forger' });
  const { levels } = await callApi<{ levels: { maxScore: number }[] }>(page, 'GET', '/api/levels/progress');
  const levelOneMax = levels[0]?.maxScore ?? 0;
  const startLevels = () => callApi<{ run: { id: string }; seed?: string }>(page, 'POST', '/api/games/levels/runs');

  // Moves that never reach level 1's exit (one slide right does), claimed as a three-star finish.
  const nowhere = await startLevels();
  expect(await finishAnswer(page, nowhere.run.id, { score: levelOneMax, level: 1, completed: true, moves: ['left'] })).toEqual({ status: 422, code: 'run_replay_mismatch' });
  // The right moves, and a score the moves cannot make: one point more than level 1 holds is
  // refused as a malformed finish, one point less than they make as a mismatch.
  const inflated = await startLevels();
  expect(await finishAnswer(page, inflated.run.id, { score: levelOneMax + 1, level: 1, completed: true, moves: ['right'] })).toMatchObject({ status: 400, code: 'validation_failed' });
  expect(await finishAnswer(page, inflated.run.id, { score: levelOneMax - 1, level: 1, completed: true, moves: ['right'] })).toEqual({ status: 422, code: 'run_replay_mismatch' });
  // Another run's record: its seed is not this run's.
  const other = await startLevels();
  const mine = await startLevels();
  expect(other.seed).toMatch(/^[0-9a-f]{32}$/);
  const record = { seed: other.seed, version: '1.0.0', inputs: [] };
  expect(await finishAnswer(page, mine.run.id, { score: levelOneMax, level: 1, completed: true, moves: ['right'], replay: record })).toEqual({ status: 422, code: 'run_replay_invalid' });

  // What the forger's pages show: the board has no score of theirs, the league has not placed them,
  // no coins came in and no run finished.
  await page.goto('/games/levels?level=1');
  await expect(page.getByTestId('leaderboard').getByTestId('leaderboard-me')).toHaveText(text('leaderboard.noScoreYet'));
  await page.goto('/profile');
  await expect(page.locator('[data-balance="gameCoins"]')).toHaveText('0');
  await expect(page.getByTestId('league-not-placed')).toHaveText(text('league.notPlaced'));
  await expect(page.getByTestId('my-run')).toHaveCount(0);
});
