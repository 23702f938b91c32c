import { describe, expect, it } from 'vitest';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { readStamina } from '../stamina/stamina-store.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';

const server = await startTestServer();
const { db } = server.ctx;

/** What a refusal must leave alone: the player's balances, stamina and run rows. */
async function snapshot(accountId: string) {
  const runs = await db.query('SELECT id, finished_at, coins_paid FROM game_runs WHERE account_id = $1 ORDER BY id', [accountId]);
  const stamina = await readStamina(db, accountId, server.ctx.now(), server.ctx.config.stamina);
  return { balances: await userBalances(db, accountId), stamina: stamina.value, runs, progress: await db.query('SELECT * FROM level_progress WHERE account_id = $1', [accountId]) };
}

describe('a run of Levels, from start to reward', () => {
  it('spends stamina at the start, refuses a finish before the minimum time, then pays the table once and records the level', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const before = await client.api.call('getLevelsProgress');
    expect(before).toMatchObject({ game: 'levels', version: 1, completedCount: 0, nextLevel: 1 });
    expect(before.levels).toHaveLength(24);
    expect(before.levels[0]).toEqual({ level: 1, maxScore: 1000, completedCoins: 8, bestScore: null, completedAt: null });

    const started = await client.api.call('startRun', { params: { game: 'levels' } });
    expect(started).toMatchObject({ staminaCost: 10, staminaBefore: { value: 100, max: 100 }, staminaAfter: { value: 90 }, run: { game: 'levels', version: 1, finishedAt: null, coinsPaid: '0' } });
    const runId = started.run.id;
    const { startedAt, finishableAt } = started.run as { startedAt: string; finishableAt: string };
    expect(Date.parse(finishableAt) - Date.parse(startedAt)).toBe(3000);

    const tooSoon = await refusal(finish(client, runId, { score: 400, level: 1, completed: true }));
    expect(tooSoon).toMatchObject({ status: 409, code: 'run_too_short' });
    expect(tooSoon.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(tooSoon.retryAfterSeconds).toBeLessThanOrEqual(3);
    expect(await userBalances(db, accountId)).toEqual({ gold_coin: 0n, game_coin: 0n, invite_point: 0n });

    pastMinimumRunTime(server);
    const finished = await finish(client, runId, { score: 400, level: 1, completed: true });
    // 400 points at 100 a coin: 4, plus 8 for completing level 1.
    expect(finished).toMatchObject({
      earned: '12',
      tableReward: '12',
      cappedBy: null,
      run: { id: runId, score: 400, level: 1, completed: true, coinsPaid: '12' },
      dailyRewards: { limit: '2000', paidToday: '12', leftToday: '1988' },
      balances: { gold_coin: '0', game_coin: '12', invite_point: '0' },
      stamina: { value: 90 },
      levelProgress: { level: { level: 1, bestScore: 400 }, newBest: true, firstCompletion: true, nextLevel: 2 },
    });
    expect(finished.dailyRewards.resetsAt).toMatch(/T00:00:00\.000Z$/);

    // A retry of the accepted finish is answered the first answer again, and pays nothing more.
    server.advanceClock(60_000);
    const again = await finish(client, runId, { score: 400, level: 1, completed: true });
    expect(again).toEqual(finished);
    const another = await refusal(finish(client, runId, { score: 401, level: 1, completed: true }));
    expect(another).toMatchObject({ status: 409, code: 'run_already_finished', message: expect.stringContaining('another result') });
    expect(await userBalances(db, accountId)).toEqual({ gold_coin: 0n, game_coin: 12n, invite_point: 0n });

    const history = (await client.api.call('listLedgerTransfers')).transfers;
    expect(history).toEqual([expect.objectContaining({ asset: 'game_coin', amount: '12', reason: 'run_reward', reference: runId, counterparty: 'rewards' })]);

    const after = await client.api.call('getLevelsProgress');
    expect(after).toMatchObject({ completedCount: 1, nextLevel: 2 });
    expect(after.levels[0]).toMatchObject({ level: 1, bestScore: 400, completedAt: finished.run.finishedAt });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('keeps the best score and the first completion of completed runs, and pays a run that did not complete from its score only', async () => {
    // A game with levels whose runs the server does not replay (a Levels run given up scores 0).
    const levelsTable = { kind: 'levels' as const, scorePerCoin: 100, levels: [{ maxScore: 1000, completedCoins: 8 }, { maxScore: 1000, completedCoins: 11 }] };
    await insertTestGame(db, { id: 'stages', versions: [{ state: 'published', rewardTable: levelsTable }] });
    const { accountId, client } = await signedInPlayer(server);
    const board = async () => (await client.api.call('getLeaderboard', { params: { game: 'stages' }, query: { period: 'all', level: '1' } })).entries.map((entry) => entry.score);
    const first = await startedRun(client, 'stages');
    pastMinimumRunTime(server);
    // Not completed: paid from its score, but no best, no completion, no board entry.
    expect(await finish(client, first, { score: 599, level: 1, completed: false })).toMatchObject({
      earned: '5',
      levelProgress: { level: { bestScore: null, completedAt: null }, newBest: false, firstCompletion: false, nextLevel: 1 },
    });
    expect(await board()).toEqual([]);
    expect(await db.query('SELECT * FROM level_progress WHERE account_id = $1', [accountId])).toEqual([]);
    const second = await startedRun(client, 'stages');
    pastMinimumRunTime(server);
    const done = await finish(client, second, { score: 300, level: 1, completed: true });
    expect(done).toMatchObject({ earned: '11', levelProgress: { level: { bestScore: 300 }, newBest: true, firstCompletion: true, nextLevel: 2 } });
    expect(await board()).toEqual([300]);
    const third = await startedRun(client, 'stages');
    pastMinimumRunTime(server);
    expect((await finish(client, third, { score: 600, level: 1, completed: true })).levelProgress).toMatchObject({ level: { bestScore: 600, completedAt: done.run.finishedAt }, newBest: true, firstCompletion: false });
    const fourth = await startedRun(client, 'stages');
    pastMinimumRunTime(server);
    expect((await finish(client, fourth, { score: 500, level: 1, completed: true })).levelProgress).toMatchObject({ level: { bestScore: 600 }, newBest: false, firstCompletion: false });
    expect(await board()).toEqual([600]);
  });

  it('pays a game without levels from its score table, and keeps no level progress for it', async () => {
    await insertTestGame(db, { id: 'scorer', versions: [{ state: 'published', rewardTable: { kind: 'score', scorePerCoin: 10, maxScore: 400, completedCoins: 7 } }] });
    const { accountId, client } = await signedInPlayer(server);
    const runId = await startedRun(client, 'scorer');
    pastMinimumRunTime(server);
    expect(await finish(client, runId, { score: 399, completed: true })).toMatchObject({ earned: '46', levelProgress: null, run: { game: 'scorer', level: null } });
    expect(await db.query('SELECT * FROM level_progress WHERE account_id = $1', [accountId])).toEqual([]);
  });

  it('pays a run from the version it started on, even when a newer one is published before it finishes', async () => {
    await insertTestGame(db, { id: 'updated', versions: [{ state: 'published', rewardTable: { kind: 'score', scorePerCoin: 1, maxScore: 50, completedCoins: 0 } }] });
    const { client } = await signedInPlayer(server);
    const runId = await startedRun(client, 'updated');
    await db.query(
      `INSERT INTO game_versions (game_id, version, state, files_key, reward_table, created_at, reviewed_at) VALUES ('updated', 2, 'published', 'games/updated/2/', $1, now(), now())`,
      [JSON.stringify({ kind: 'score', scorePerCoin: 1, maxScore: 5, completedCoins: 0 })],
    );
    pastMinimumRunTime(server);
    expect(await finish(client, runId, { score: 40, completed: false })).toMatchObject({ earned: '40', run: { version: 1 } });
    expect((await client.api.call('startRun', { params: { game: 'updated' } })).run.version).toBe(2);
  });
});

describe('refusals change nothing', () => {
  it("answers 404 for another player's run, as for a run that does not exist", async () => {
    const owner = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    const runId = await startedRun(owner.client);
    pastMinimumRunTime(server);
    const before = await snapshot(owner.accountId);
    const theirs = await refusal(finish(other.client, runId, { score: 600, level: 1, completed: true }));
    const missing = await refusal(finish(other.client, '00000000-0000-4000-8000-000000000000', { score: 600, level: 1, completed: true }));
    expect(theirs).toMatchObject({ status: 404, code: 'not_found' });
    expect(missing.status).toBe(404);
    expect(theirs.message).toBe(missing.message);
    expect(await snapshot(owner.accountId)).toEqual(before);
    expect(await userBalances(db, other.accountId)).toEqual({ gold_coin: 0n, game_coin: 0n, invite_point: 0n });
    await finish(owner.client, runId, { score: 600, level: 1, completed: true });
  });

  it('refuses a finish without a session, a run id that is not a uuid, and a body of the wrong shape', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const runId = await startedRun(client);
    pastMinimumRunTime(server);
    const before = await snapshot(accountId);
    await expect(server.client().api.call('finishRun', { params: { run: runId }, body: { score: 1, level: 1, completed: true } })).rejects.toMatchObject({ status: 401 });
    await expect(client.api.call('finishRun', { params: { run: 'not-a-run' }, body: { score: 1, level: 1, completed: true } })).rejects.toMatchObject({ status: 400 });
    for (const body of [{ score: -1, level: 1, completed: true }, { score: 1.5, level: 1, completed: true }, { score: '9', level: 1, completed: true }, { score: 1, level: 1 }, { score: 1, level: 1, completed: true, coins: 99 }]) {
      // Bodies of the wrong shape, which the typed client would not send.
      expect(await client.call('finishRun', { params: { run: runId }, body }), JSON.stringify(body)).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    }
    expect(await snapshot(accountId)).toEqual(before);
  });

  it('refuses claims above the table, a level it lacks, a level not open yet and a missing level, naming the field; the run may still be finished honestly', async () => {
    const { accountId, client } = await signedInPlayer(server);
    const runId = await startedRun(client);
    pastMinimumRunTime(server);
    const before = await snapshot(accountId);
    const claims: [Parameters<typeof finish>[2], string][] = [
      [{ score: 1001, level: 1, completed: true }, 'body.score'],
      [{ score: 1_000_000_000, level: 1, completed: true }, 'body.score'],
      [{ score: 100, level: 25, completed: true }, 'body.level'],
      [{ score: 100, level: 2, completed: true }, 'body.level'],
      [{ score: 100, completed: true }, 'body.level'],
    ];
    for (const [body, field] of claims) {
      await expect(finish(client, runId, body), JSON.stringify(body)).rejects.toMatchObject({ status: 400, code: 'validation_failed', field });
    }
    expect(await snapshot(accountId)).toEqual(before);
    expect((await finish(client, runId, { score: 600, level: 1, completed: true })).earned).toBe('14');
  });

  it('refuses a start without enough stamina, with the time to wait, spending nothing and recording no run', async () => {
    const { accountId, client } = await signedInPlayer(server);
    for (let index = 0; index < 10; index += 1) await startedRun(client);
    const before = await snapshot(accountId);
    expect(before.stamina).toBe(0);
    const refused = await refusal(client.api.call('startRun', { params: { game: 'levels' } }));
    expect(refused).toMatchObject({ status: 409, code: 'not_enough_stamina' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 180);
    expect(await snapshot(accountId)).toEqual(before);
  });

  it('refuses to start an unknown game, one not published, and one only rejected, spending no stamina', async () => {
    await insertTestGame(db, { id: 'in-review', versions: [{ state: 'in_review' }] });
    await insertTestGame(db, { id: 'turned-down', versions: [{ state: 'rejected' }] });
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 5n);
    const before = await snapshot(accountId);
    for (const game of ['no-such-game', 'in-review', 'turned-down']) {
      await expect(client.api.call('startRun', { params: { game } }), game).rejects.toMatchObject({ status: 404, code: 'not_found' });
    }
    await expect(server.client().api.call('startRun', { params: { game: 'levels' } })).rejects.toMatchObject({ status: 401 });
    expect(await snapshot(accountId)).toEqual(before);
    expect(before.stamina).toBe(100);
  });
});

describe('configuration', () => {
  it('serves the run limits at /api/config', async () => {
    const config = await server.client().api.call('publicConfig');
    expect(config.runs).toMatchObject({ minSeconds: 3, maxRewardPerRun: 100, dailyRewardLimit: 2000 });
    expect(config.stamina.runCost).toBe(10);
  });
});
