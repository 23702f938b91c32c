import { levels, movesScoring, solveLevel } from '@site/levels-rules';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finish, pastMinimumRunTime, startedRun, whatFinishesReached } from '../test-support/run-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

const server = await startTestServer();
const { db } = server.ctx;
const level1 = levels[0]!;
const level3 = levels[2]!;

/** Everything a finish could reach, and the run itself. */
async function reached(accountId: string, runId: string) {
  return { ...(await whatFinishesReached(db, accountId)), run: await db.query('SELECT finished_at, score, coins_paid FROM game_runs WHERE id = $1', [runId]) };
}

describe('a forger finishing Levels runs', () => {
  it('is refused run_replay_mismatch for forged moves, an inflated score or more stars than the moves earn, and reaches nothing; the honest finish is paid', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const runId = await startedRun(client);
    pastMinimumRunTime(server);
    const before = await reached(accountId, runId);
    const solution = solveLevel(level1)!;
    const forgeries: [string, Parameters<typeof finish>[2]][] = [
      ['a score called in with no moves', { score: 1000, level: 1, completed: true, moves: [] }],
      ['moves that never reach the exit', { score: 1000, level: 1, completed: true, moves: ['down'] }],
      ['moves through rock', { score: 1000, level: 1, completed: true, moves: ['up', 'right'] }],
      ['moves after the exit', { score: 1000, level: 1, completed: true, moves: [...solution, 'left'] }],
      ['words that are no moves', { score: 1000, level: 1, completed: true, moves: ['win'] }],
      ['another level\'s solution', { score: 1000, level: 1, completed: true, moves: solveLevel(level3)! }],
      // Three moves earn 800 and two stars: 1000 is the three stars of a run at par.
      ['three stars claimed for a two-star run', { score: 1000, level: 1, completed: true, moves: movesScoring(level1, 800)! }],
      ['an inflated score for honest moves', { score: 900, level: 1, completed: true, moves: movesScoring(level1, 800)! }],
      ['a score for a level given up', { score: 100, level: 1, completed: false, moves: ['down'] }],
      ['a give-up that reached the exit', { score: 0, level: 1, completed: false, moves: solution }],
    ];
    for (const [what, claim] of forgeries) {
      expect(await refusal(finish(client, runId, claim)), what).toMatchObject({ status: 422, code: 'run_replay_mismatch' });
    }
    const missing = await refusal(client.api.call('finishRun', { params: { run: runId }, body: { score: 1000, level: 1, completed: true } }));
    expect(missing).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.moves' });
    expect(await reached(accountId, runId)).toEqual(before);

    // The run stays open: the honest finish is recorded and paid the replayed result.
    const honest = await finish(client, runId, { score: 800, level: 1, completed: true, moves: movesScoring(level1, 800)! });
    expect(honest).toMatchObject({ earned: '16', run: { score: 800, level: 1, completed: true } });
  });

  it('leaves games the server does not replay to their table: their moves are not asked for', async () => {
    const { client } = await signedInPlayer(server);
    await insertTestGame(db, { id: 'free-form', versions: [{ state: 'published' }] });
    const runId = await startedRun(client, 'free-form');
    pastMinimumRunTime(server);
    expect((await finish(client, runId, { score: 100, completed: true })).run.score).toBe(100);
  });
});
