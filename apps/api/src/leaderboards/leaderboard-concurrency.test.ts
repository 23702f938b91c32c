import { expect, it } from 'vitest';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { namedPlayer, rowsOf } from '../test-support/leaderboard-test-helpers.ts';

it('keeps each player once with their best score when many runs finish at once', { timeout: 120_000 }, async () => {
  const server = await startTestServer(
    { RUN_MIN_SECONDS: '0', STAMINA_MAX: '1000', STAMINA_RUN_COST: '1' },
    {},
    testDatabaseKind === 'postgres' ? { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) } : {},
  );
  await insertTestGame(server.ctx.db, { id: 'rush', versions: [{ state: 'published' }] });
  const players = await Promise.all(Array.from({ length: 8 }, (_, index) => namedPlayer(server, `R${index + 1}`)));
  // Each player starts five runs, then all forty finish together: scores 100·player + 10·run.
  const runs = await Promise.all(players.flatMap((player, p) => Array.from({ length: 5 }, async (_, r) => ({ player, score: 100 * (p + 1) + 10 * r, runId: await startedRun(player.client, 'rush') }))));
  await Promise.all(runs.map((run) => finish(run.player.client, run.runId, { score: run.score, completed: true })));

  const top = await server.client().api.call('getLeaderboard', { params: { game: 'rush' }, query: { period: 'day' } });
  expect(rowsOf(top.entries)).toEqual(['1 R8 840', '2 R7 740', '3 R6 640', '4 R5 540', '5 R4 440', '6 R3 340', '7 R2 240', '8 R1 140']);
  const rows = await server.ctx.db.query<{ period: string; n: number }>("SELECT period, count(*)::int AS n FROM leaderboard_scores WHERE game_id = 'rush' GROUP BY period ORDER BY period");
  expect(rows).toEqual([
    { period: 'all', n: 8 },
    { period: 'day', n: 8 },
    { period: 'week', n: 8 },
  ]);
  // The per-bucket counts the ranks are read from (migration 026) agree with the rows.
  const drift = await server.ctx.db.query(
    `SELECT period, shift, bucket FROM leaderboard_score_counts c WHERE game_id = 'rush' AND players <> (
       SELECT count(*) FROM leaderboard_scores s WHERE s.game_id = 'rush' AND s.period = c.period AND s.period_start = c.period_start AND s.score >> c.shift = c.bucket)`,
  );
  expect(drift).toEqual([]);
});
