import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { readStamina } from '../stamina/stamina-store.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';

const server = await startTestServer();
const { db } = server.ctx;
const maker = await signedInPlayer(server);
await insertTestGame(db, { id: 'under-review', ownerId: maker.accountId, versions: [{ state: 'submitted' }] });

async function signedInModerator(): Promise<Awaited<ReturnType<typeof signedInPlayer>>> {
  const moderator = await signedInPlayer(server);
  await db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [moderator.accountId]);
  await enableTotp(server, moderator.client);
  return moderator;
}

const startReview = (client: TestClient, game: string, version: number) =>
  client.api.call('startReviewRun', { params: { game, version: String(version) } });
const finishReview = (client: TestClient, runId: string, body: { score: number; level?: number; completed: boolean }) =>
  client.api.call('finishReviewRun', { params: { run: runId }, body });

/** Everything a review run must leave alone. */
async function footprint(accountId: string) {
  const stamina = await readStamina(db, accountId, server.ctx.now(), server.ctx.config.stamina);
  return {
    balances: await userBalances(db, accountId),
    stamina: stamina.value,
    progress: await db.query('SELECT * FROM level_progress WHERE account_id = $1', [accountId]),
  };
}

describe('a review run', () => {
  it('plays a version waiting for review: no stamina, no minimum time, nothing paid, stored as a review run', async () => {
    const { accountId, client } = await signedInModerator();
    const before = await footprint(accountId);

    const started = await startReview(client, 'under-review', 1);
    expect(started).toMatchObject({ review: true, run: { game: 'under-review', version: 1, finishedAt: null, coinsPaid: '0' } });
    expect(started.run.finishableAt).toBe(started.run.startedAt);

    // Finished at once: the minimum run time protects rewards, and a review run has none.
    const finished = await finishReview(client, started.run.id, { score: 500, completed: true });
    // 500 points at 10 a point-coin: 50, plus 20 for completing. What a player would have got; nothing paid.
    expect(finished).toMatchObject({ review: true, tableReward: '70', run: { score: 500, completed: true, coinsPaid: '0' } });
    expect(await footprint(accountId)).toEqual(before);
    expect(await db.query('SELECT review, stamina_cost, coins_paid FROM game_runs WHERE id = $1', [started.run.id])).toEqual([{ review: true, stamina_cost: 0, coins_paid: 0n }]);

    // A retry (the first answer lost on the way) gets the first answer, and changes nothing.
    const again = await finishReview(client, started.run.id, { score: 9, completed: false });
    expect(again).toMatchObject({ review: true, tableReward: '70', run: { score: 500, completed: true, finishedAt: finished.run.finishedAt } });
    // The maker's counts are of players' runs.
    expect((await maker.client.api.call('listMyGames')).games[0]).toMatchObject({ plays: 0, coinsPaid: '0', versions: [{ plays: 0 }] });
  });

  it('checks the claim against the version reward table, naming the field', async () => {
    const { client } = await signedInModerator();
    const runId = (await startReview(client, 'under-review', 1)).run.id;
    const refused = await refusal(finishReview(client, runId, { score: 10_001, completed: false }));
    expect(refused).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.score' });
  });

  it('never counts toward Levels progress, daily rewards, plays or the first finished run of an invite', async () => {
    const inviter = await signedInPlayer(server);
    const moderator = await signedInModerator();
    await db.query('UPDATE accounts SET invited_by = $1 WHERE id = $2', [inviter.accountId, moderator.accountId]);

    const review = (await startReview(moderator.client, 'levels', 1)).run.id;
    await finishReview(moderator.client, review, { score: 900, level: 1, completed: true });
    expect(await moderator.client.api.call('getLevelsProgress')).toMatchObject({ completedCount: 0, nextLevel: 1 });
    expect((await userBalances(db, inviter.accountId)).invite_point).toBe(0n);

    // Their first real run is still the first one: it pays in full and rewards the inviter.
    const real = await startedRun(moderator.client);
    pastMinimumRunTime(server);
    const paid = await finish(moderator.client, real, { score: 400, level: 1, completed: true });
    expect(paid).toMatchObject({ earned: '12', dailyRewards: { paidToday: '12' }, levelProgress: { firstCompletion: true } });
    expect((await userBalances(db, inviter.accountId)).invite_point).toBe(BigInt(server.ctx.config.invites.rewardPoints));
  });

  it('cannot be finished as a paid run, nor a paid run as a review run', async () => {
    const { accountId, client } = await signedInModerator();
    const review = (await startReview(client, 'levels', 1)).run.id;
    pastMinimumRunTime(server);
    await expect(finish(client, review, { score: 900, level: 1, completed: true })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect((await userBalances(db, accountId)).game_coin).toBe(0n);

    const real = await startedRun(client);
    await expect(finishReview(client, real, { score: 900, level: 1, completed: true })).rejects.toMatchObject({ status: 404 });
  });

  it("is the reviewer's own: another moderator's review run does not exist for them", async () => {
    const first = await signedInModerator();
    const second = await signedInModerator();
    const runId = (await startReview(first.client, 'under-review', 1)).run.id;
    await expect(finishReview(second.client, runId, { score: 1, completed: false })).rejects.toMatchObject({ status: 404 });
  });

  it('is refused to players, who can never start a free run', async () => {
    const player = await signedInPlayer(server);
    await expect(startReview(player.client, 'levels', 1)).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await expect(startReview(player.client, 'under-review', 1)).rejects.toMatchObject({ status: 403 });
    expect(await db.query('SELECT 1 FROM game_runs WHERE account_id = $1', [player.accountId])).toEqual([]);
  });

  it('answers 404 for a version that does not exist', async () => {
    const { client } = await signedInModerator();
    await expect(startReview(client, 'under-review', 2)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(startReview(client, 'nothing-here', 1)).rejects.toMatchObject({ status: 404 });
  });
});
