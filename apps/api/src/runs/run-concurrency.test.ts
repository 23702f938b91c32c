import { describe, expect, it } from 'vitest';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';

/** Finishes over HTTP at the same time: on PostgreSQL through 8 connections, on PGlite through its one. */
describe('finishing runs under concurrency', () => {
  it('pays a run finished many times at once exactly once, and answers every one of them the same', { timeout: 120_000 }, async () => {
    // PGlite answers one query at a time: 20 finishes are as concurrent there as 50 and quicker.
    const finishes = testDatabaseKind === 'postgres' ? 50 : 20;
    const server = await startTestServer({}, {}, testDatabaseKind === 'postgres' ? { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) } : {});
    const { accountId, client } = await signedInPlayer(server);
    const runId = await startedRun(client);
    pastMinimumRunTime(server);

    const answers = await Promise.all(Array.from({ length: finishes }, () => finish(client, runId, { score: 600, level: 1, completed: true })));
    const first = answers[0];
    expect(first).toMatchObject({ earned: '14', run: { id: runId, coinsPaid: '14' } });
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await userBalances(server.ctx.db, accountId)).toEqual({ gold_coin: 0n, game_coin: 14n, invite_point: 0n });
    expect(await server.ctx.db.query("SELECT count(*)::int AS n FROM ledger_transfers WHERE reason = 'run_reward'")).toEqual([{ n: 1 }]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'postgres')('never pays one account more than the daily limit when many of its runs finish at once', { timeout: 120_000 }, async () => {
    const server = await startTestServer(
      { STAMINA_MAX: '1000', STAMINA_RUN_COST: '1', RUN_DAILY_REWARD_LIMIT: '500' },
      {},
      { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) },
    );
    const { accountId, client } = await signedInPlayer(server);
    const started = await Promise.all(Array.from({ length: 60 }, () => client.api.call('startRun', { params: { game: 'levels' } })));
    expect((await client.api.call('getStamina')).value).toBe(940);
    pastMinimumRunTime(server);

    // 60 runs of 600 points on level 1 would pay 6 + 8 = 14 each (840); the day allows 500.
    const answers = await Promise.all(started.map((answer) => finish(client, answer.run.id, { score: 600, level: 1, completed: true })));
    const earned = answers.map((answer) => BigInt(answer.earned));
    expect(earned.reduce((sum, value) => sum + value, 0n)).toBe(500n);
    expect(earned.filter((value) => value === 14n)).toHaveLength(35);
    expect(earned.filter((value) => value === 10n)).toHaveLength(1);
    expect(answers.filter((answer) => answer.cappedBy === 'daily_limit')).toHaveLength(25);
    for (const answer of answers) expect(BigInt(answer.dailyRewards.paidToday)).toBeLessThanOrEqual(500n);
    expect(await userBalances(server.ctx.db, accountId)).toEqual({ gold_coin: 0n, game_coin: 500n, invite_point: 0n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('starts one run, spending stamina once, for two starts with the same request id at once, and answers a later repeat the first run', { timeout: 120_000 }, async () => {
    const server = await startTestServer({}, {}, { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) });
    const { accountId, client } = await signedInPlayer(server);
    const start = (requestId?: string) =>
      client.api.call('startRun', { params: { game: 'levels' }, ...(requestId === undefined ? {} : { query: { requestId } }) });
    const { max } = await client.api.call('getStamina');
    const cost = server.ctx.config.stamina.runCost;

    const [first, second] = await Promise.all([start('game-request-0001'), start('game-request-0001')]);
    expect(second).toEqual(first);
    expect(first.staminaAfter.value).toBe(max - cost);
    expect(await start('game-request-0001')).toEqual(first);
    expect((await client.api.call('getStamina')).value).toBe(max - cost);
    expect(await server.ctx.db.query('SELECT count(*)::int AS n FROM game_runs WHERE account_id = $1', [accountId])).toEqual([{ n: 1 }]);

    // Another id is another run; so is a start without one.
    const other = await start('game-request-0002');
    const plain = await start();
    expect(new Set([first.run.id, other.run.id, plain.run.id]).size).toBe(3);
    expect((await client.api.call('getStamina')).value).toBe(max - 3 * cost);
    await expect(start('short')).rejects.toMatchObject({ status: 400 });
  });
});

