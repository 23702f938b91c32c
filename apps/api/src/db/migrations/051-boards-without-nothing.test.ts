import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../../test-support/ledger-test-helpers.ts';
import { insertTestGame } from '../../test-support/game-test-helpers.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { boardsWithoutNothingMigration } from './051-boards-without-nothing.ts';

const db = await openTestDatabase();
const at = new Date('2031-02-03T10:00:00Z');

/** A finished run as a finish before migration 051 left it: on the board (all-time) with its score, and its replay record waiting or not. */
async function runOnBoard(game: { id: string; levels: boolean }, claim: { score: number; level?: number; completed: boolean }, options: { boardPending?: boolean } = {}): Promise<{ accountId: string; runId: string }> {
  const accountId = await createTestAccount(db, 'Legacy');
  const runId = randomUUID();
  await db.query(
    'INSERT INTO game_runs (id, account_id, game_id, version, stamina_cost, started_at, finished_at, score, level, completed) VALUES ($1, $2, $3, 1, 10, $4, $4, $5, $6, $7)',
    [runId, accountId, game.id, at, claim.score, claim.level ?? null, claim.completed],
  );
  await db.query("INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id) VALUES ($1, $2, 'all', '1970-01-01', $3, $4, $5, $6)", [
    game.id,
    claim.level ?? 0,
    accountId,
    claim.score,
    at,
    runId,
  ]);
  if (options.boardPending) {
    await db.query("INSERT INTO run_replays (run_id, game_version, inputs, input_count, recorded_at, board_pending) VALUES ($1, '1', '[]', 0, $2, true)", [runId, at]);
  }
  return { accountId, runId };
}

const boardOf = (gameId: string) =>
  db.query<{ level: number; score: string }>("SELECT level, score::text AS score FROM leaderboard_scores WHERE game_id = $1 AND period = 'all' ORDER BY level, score", [gameId]);
const countedPlayers = (gameId: string) =>
  db.query<{ level: number; players: number }>(
    "SELECT level, sum(players)::int AS players FROM leaderboard_score_counts WHERE game_id = $1 AND period = 'all' AND shift = 0 GROUP BY level ORDER BY level",
    [gameId],
  );

describe('migration 051: no board holds a run that achieved nothing', () => {
  it('takes off scores of 0 and levels given up, keeps the rest, and the rank counts follow', async () => {
    const stages = { id: 'legacy-stages', levels: true };
    const scorer = { id: 'legacy-scorer', levels: false };
    await insertTestGame(db, { id: stages.id, versions: [{ state: 'published', rewardTable: { kind: 'levels', scorePerCoin: 100, levels: [{ maxScore: 1000, completedCoins: 8 }, { maxScore: 1000, completedCoins: 8 }] } }] });
    await insertTestGame(db, { id: scorer.id, versions: [{ state: 'published' }] });
    await runOnBoard(stages, { score: 0, level: 1, completed: false });
    const givenUpWaiting = await runOnBoard(stages, { score: 0, level: 2, completed: false }, { boardPending: true });
    await runOnBoard(stages, { score: 599, level: 2, completed: false });
    const completed = await runOnBoard(stages, { score: 700, level: 1, completed: true }, { boardPending: true });
    await runOnBoard(scorer, { score: 0, completed: true });
    await runOnBoard(scorer, { score: 40, completed: false });
    expect(await countedPlayers(stages.id)).toEqual([
      { level: 1, players: 2 },
      { level: 2, players: 2 },
    ]);

    await db.exec(boardsWithoutNothingMigration.sql);
    expect(await boardOf(stages.id)).toEqual([{ level: 1, score: '700' }]);
    expect(await boardOf(scorer.id)).toEqual([{ level: 0, score: '40' }]);
    expect(await countedPlayers(stages.id)).toEqual([
      { level: 1, players: 1 },
      { level: 2, players: 0 },
    ]);
    expect(await countedPlayers(scorer.id)).toEqual([{ level: 0, players: 1 }]);
    const pending = await db.query<{ run_id: string; board_pending: boolean }>('SELECT run_id, board_pending FROM run_replays WHERE run_id = ANY($1::uuid[]) ORDER BY board_pending', [[givenUpWaiting.runId, completed.runId]]);
    expect(pending).toEqual([
      { run_id: givenUpWaiting.runId, board_pending: false },
      { run_id: completed.runId, board_pending: true },
    ]);
  });
});
