import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { writeRunBounds } from '../runs/run-bounds-store.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { refusal } from '../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// Daily quests on the server (docs/api/daily-streak-and-quests.md): the pool
// admins edit, the draw, progress by accepted runs only, and each completed quest paid once.

// RUN_MAX_REWARD 0: a run pays nothing of its own, so a balance is the quests' coins alone.
const settings = { RUN_MIN_SECONDS: '1', STAMINA_MAX: '1000', STAMINA_RUN_COST: '1', RUN_MAX_REWARD: '0' };
const server = await startTestServer(settings);
server.stopClock();

const moveTo = (target: TestServer, instant: string): void => {
  target.advanceClock(Date.parse(instant) - target.ctx.now().getTime());
};

async function signedInAdmin(target: TestServer): Promise<Awaited<ReturnType<typeof signedInPlayer>>> {
  const admin = await signedInPlayer(target);
  await target.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [admin.accountId]);
  await enableTotp(target, admin.client);
  return admin;
}

/** The pool holds exactly `entries`, all enabled (every other entry disabled), so each player draws them all. */
async function poolOf(target: TestServer, entries: { kind: 'finish_runs' | 'three_star_level' | 'new_game' | 'reach_score' | 'invite_friend'; target: number; gameId?: string; reward: number }[]): Promise<void> {
  const admin = await signedInAdmin(target);
  for (const entry of (await admin.client.api.call('listQuestPool')).entries) {
    if (entry.enabled) await admin.client.api.call('updateQuestPoolEntry', { params: { entry: String(entry.id) }, body: { enabled: false } });
  }
  for (const entry of entries) await admin.client.api.call('createQuestPoolEntry', { body: entry });
}

/** A run of `game` (Levels unless named) started and finished a minute later, at `instant`; the finish's answer. */
async function runAt(
  target: TestServer,
  client: Awaited<ReturnType<typeof signedInPlayer>>['client'],
  instant: string,
  claim: { score: number; level?: number; completed: boolean },
  game = 'levels',
): Promise<Awaited<ReturnType<typeof finish>>> {
  moveTo(target, new Date(Date.parse(instant) - 60_000).toISOString());
  const runId = await startedRun(client, game);
  moveTo(target, instant);
  return finish(client, runId, claim);
}

/** Level 1 completed at a score below its most (no three stars), and level 1 given up. */
const levelOne = { score: 400, level: 1, completed: true };
const givenUp = { score: 0, level: 1, completed: false };

const questPaid = async (target: TestServer, accountId: string): Promise<string[]> =>
  (
    await target.ctx.db.query<{ reference: string; amount: string }>(
      "SELECT reference, amount::text FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account WHERE a.account_id = $1 AND reason = 'quest_reward' ORDER BY t.id",
      [accountId],
    )
  ).map((row) => `${row.reference} ${row.amount}`);

describe('daily quests', () => {
  it('refuses the pool to players, and entries that name a game wrongly', async () => {
    moveTo(server, '2031-07-01T09:00:00Z');
    const player = await signedInPlayer(server);
    expect(await refusal(player.client.api.call('listQuestPool'))).toMatchObject({ status: 403 });
    const admin = await signedInAdmin(server);
    expect(await refusal(admin.client.api.call('createQuestPoolEntry', { body: { kind: 'reach_score', target: 10, reward: 5 } }))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refusal(admin.client.api.call('createQuestPoolEntry', { body: { kind: 'finish_runs', target: 2, gameId: 'levels', reward: 5 } }))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refusal(admin.client.api.call('createQuestPoolEntry', { body: { kind: 'reach_score', target: 10, gameId: 'no-such-game', reward: 5 } }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await refusal(admin.client.api.call('updateQuestPoolEntry', { params: { entry: '999999' }, body: { enabled: false } }))).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('draws three quests of three kinds, the same at every ask of a day, moved only by accepted runs, each paid once', async () => {
    await poolOf(server, [
      { kind: 'finish_runs', target: 2, reward: 20 },
      { kind: 'three_star_level', target: 1, reward: 30 },
      { kind: 'reach_score', target: 500, gameId: 'levels', reward: 25 },
    ]);
    moveTo(server, '2031-07-02T09:00:00Z');
    const { accountId, client } = await signedInPlayer(server);
    const drawn = await client.api.call('getDailyQuests');
    expect(drawn.day).toBe('2031-07-02');
    expect(new Set(drawn.quests.map((quest) => quest.kind))).toEqual(new Set(['finish_runs', 'three_star_level', 'reach_score']));
    expect(await client.api.call('getDailyQuests')).toEqual(drawn);
    expect(drawn.quests.find((quest) => quest.kind === 'reach_score')).toMatchObject({ gameId: 'levels', gameTitle: 'Levels', progress: 0, completedAt: null });

    // A refused finish moves nothing.
    const early = await startedRun(client);
    await expect(finish(client, early, { score: 0, level: 1, completed: false })).rejects.toMatchObject({ status: 409 });
    expect((await client.api.call('getDailyQuests')).quests.every((quest) => quest.progress === 0)).toBe(true);

    await runAt(server, client, '2031-07-02T10:00:00Z', { score: 400, level: 1, completed: true });
    const byKind = async () => Object.fromEntries((await client.api.call('getDailyQuests')).quests.map((quest) => [quest.kind, [quest.progress, quest.completedAt !== null]]));
    expect(await byKind()).toEqual({ finish_runs: [1, false], three_star_level: [0, false], reach_score: [400, false] });
    // Level 1 at its most score: three stars, a score past 500, and the second run.
    const most = (await client.api.call('getLevelsProgress')).levels[0]?.maxScore ?? 0;
    expect(most).toBeGreaterThanOrEqual(500);
    await runAt(server, client, '2031-07-02T11:00:00Z', { score: most, level: 1, completed: true });
    expect(await byKind()).toEqual({ finish_runs: [2, true], three_star_level: [1, true], reach_score: [500, true] });
    await runAt(server, client, '2031-07-02T12:00:00Z', { score: most, level: 1, completed: true });
    expect((await questPaid(server, accountId)).map((line) => line.split(' ')[1]).sort()).toEqual(['20', '25', '30']);

    // Staff disable an entry: today's draw stays; tomorrow's has no such quest.
    const admin = await signedInAdmin(server);
    const threeStars = (await admin.client.api.call('listQuestPool')).entries.find((entry) => entry.enabled && entry.kind === 'three_star_level');
    await admin.client.api.call('updateQuestPoolEntry', { params: { entry: String(threeStars?.id) }, body: { enabled: false } });
    expect((await client.api.call('getDailyQuests')).quests).toHaveLength(3);
    moveTo(server, '2031-07-03T00:00:00Z');
    const tomorrow = await client.api.call('getDailyQuests');
    expect(tomorrow.quests.map((quest) => quest.kind).sort()).toEqual(['finish_runs', 'reach_score']);
    expect(tomorrow.quests.every((quest) => quest.progress === 0)).toBe(true);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it("moves a new_game quest on a game's first run only, and an inviter's invite_friend quest on the invited friend's first run", async () => {
    await poolOf(server, [
      { kind: 'new_game', target: 1, reward: 30 },
      { kind: 'invite_friend', target: 1, reward: 50 },
    ]);
    moveTo(server, '2031-07-10T09:00:00Z');
    const inviter = await signedInPlayer(server);
    // A level given up finishes no run of a new game.
    await runAt(server, inviter.client, '2031-07-10T09:30:00Z', givenUp);
    expect((await inviter.client.api.call('getDailyQuests')).quests.find((quest) => quest.kind === 'new_game')).toMatchObject({ progress: 0, completedAt: null });
    await runAt(server, inviter.client, '2031-07-10T10:00:00Z', levelOne);
    const friend = await signedInPlayer(server);
    await server.ctx.db.query('UPDATE accounts SET invited_by = $2 WHERE id = $1', [friend.accountId, inviter.accountId]);
    // The friend's first run, given up, is their first run all the same (as the invite reward counts it).
    await runAt(server, friend.client, '2031-07-10T11:00:00Z', givenUp);
    expect((await questPaid(server, inviter.accountId)).map((line) => line.split(' ')[1]).sort()).toEqual(['30', '50']);

    // The next day, Levels is no new game any more: the quest is not drawn for a player who has played every published game.
    moveTo(server, '2031-07-11T09:00:00Z');
    expect((await inviter.client.api.call('getDailyQuests')).quests.map((quest) => quest.kind)).toEqual(['invite_friend']);
    await runAt(server, inviter.client, '2031-07-11T10:00:00Z', levelOne);
    expect((await inviter.client.api.call('getDailyQuests')).quests.map((quest) => quest.kind)).toEqual(['invite_friend']);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('counts only runs that achieved something: five levels given up finish no run; a run of a game without levels counts when it scored', async () => {
    await poolOf(server, [{ kind: 'finish_runs', target: 5, reward: 40 }]);
    const gameId = 'quests-score-game';
    await insertTestGame(server.ctx.db, { id: gameId, versions: [{ state: 'published' }] });
    moveTo(server, '2031-07-20T09:00:00Z');
    const { accountId, client } = await signedInPlayer(server);
    const progress = async () => (await client.api.call('getDailyQuests')).quests.map((quest) => [quest.kind, quest.progress, quest.completedAt !== null]);
    for (let minute = 10; minute < 15; minute += 1) {
      expect((await runAt(server, client, `2031-07-20T10:${String(minute)}:00Z`, givenUp)).bonuses?.quests).toEqual([]);
    }
    // Given up at 0 in a game without levels: nothing either.
    await runAt(server, client, '2031-07-20T10:20:00Z', { score: 0, completed: false }, gameId);
    expect(await progress()).toEqual([['finish_runs', 0, false]]);
    expect(await questPaid(server, accountId)).toEqual([]);

    // What counts: a level completed, and a run of the game without levels that scored (completed or not) or was completed at 0.
    await runAt(server, client, '2031-07-20T11:00:00Z', levelOne);
    await runAt(server, client, '2031-07-20T11:01:00Z', { score: 40, completed: false }, gameId);
    await runAt(server, client, '2031-07-20T11:02:00Z', { score: 0, completed: true }, gameId);
    await runAt(server, client, '2031-07-20T11:03:00Z', levelOne);
    expect(await progress()).toEqual([['finish_runs', 4, false]]);
    expect((await runAt(server, client, '2031-07-20T11:04:00Z', levelOne)).bonuses?.quests).toMatchObject([{ kind: 'finish_runs', target: 5, reward: '40' }]);
    expect(await questPaid(server, accountId)).toEqual(['2031-07-20:1 40']);
    expect(await userBalances(server.ctx.db, accountId)).toMatchObject({ game_coin: 40n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('draws only quests the player can complete with the games published at the draw and their own runs', { timeout: 60_000 }, async () => {
    // A server of its own, so that the published games are Levels and the games this test publishes.
    const own = await startTestServer(settings);
    own.stopClock();
    moveTo(own, '2031-09-01T08:00:00Z');
    // A day's stamina: 1,000 and 480 back (one every 180 s), a run costs 1: 1,480 runs.
    const runsADay = 1480;
    await poolOf(own, [
      { kind: 'new_game', target: 1, reward: 30 },
      { kind: 'new_game', target: 2, reward: 60 },
      { kind: 'reach_score', target: 1000, gameId: 'levels', reward: 25 },
      { kind: 'reach_score', target: 1001, gameId: 'levels', reward: 25 },
      { kind: 'finish_runs', target: runsADay, reward: 20 },
      { kind: 'finish_runs', target: runsADay + 1, reward: 20 },
      { kind: 'three_star_level', target: runsADay + 1, reward: 20 },
    ]);
    const { client } = await signedInPlayer(own);
    const drawn = async () =>
      (await client.api.call('getDailyQuests')).quests
        .map((quest) => `${quest.kind} ${String(quest.target)}${quest.gameId === null ? '' : ` ${quest.gameId}`}`)
        .sort();
    // A new player, Levels alone published: a game never played is there to play, one only, and no target past what a day allows.
    expect(await drawn()).toEqual([`finish_runs ${String(runsADay)}`, 'new_game 1', 'reach_score 1000 levels']);
    // The day's first run keeps the draw the player was shown.
    const shown = await drawn();
    await runAt(own, client, '2031-09-01T10:00:00Z', levelOne);
    expect(await drawn()).toEqual(shown);

    // The next day the player has played every published game: no quest asks for a new one.
    moveTo(own, '2031-09-02T08:00:00Z');
    expect(await drawn()).toEqual([`finish_runs ${String(runsADay)}`, 'reach_score 1000 levels']);

    // A game published: a new game to play again (one: new_game 2 still waits for a second). Its score quests
    // are drawn within its table's most and its plausibility bounds.
    const gameId = 'quests-new-game';
    await insertTestGame(own.ctx.db, { id: gameId, versions: [{ state: 'published', rewardTable: { kind: 'score', scorePerCoin: 10, maxScore: 10_000, completedCoins: 0 } }] });
    await writeRunBounds(own.ctx.db, gameId, { maxScore: 4000, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null }, own.ctx.now());
    await poolOf(own, [
      { kind: 'new_game', target: 1, reward: 30 },
      { kind: 'new_game', target: 2, reward: 60 },
      { kind: 'reach_score', target: 4000, gameId, reward: 25 },
      { kind: 'reach_score', target: 4001, gameId, reward: 25 },
    ]);
    expect(await drawn()).toEqual(['new_game 1', `reach_score 4000 ${gameId}`]);
    await runAt(own, client, '2031-09-02T10:00:00Z', { score: 100, completed: true }, gameId);
    expect((await client.api.call('getDailyQuests')).quests.find((quest) => quest.kind === 'new_game')).toMatchObject({ progress: 1, completedAt: expect.any(String) as unknown });
    moveTo(own, '2031-09-03T08:00:00Z');
    expect(await drawn()).toEqual([`reach_score 4000 ${gameId}`]);
    expect(await ledgerFailures(own)).toEqual([]);
  });

  it('pays a quest once when the runs that complete it finish at once', { timeout: 120_000 }, async () => {
    const parallel = testDatabaseKind === 'postgres' ? 30 : 10;
    const racing = await startTestServer(settings, {}, testDatabaseKind === 'postgres' ? { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) } : {});
    racing.stopClock();
    moveTo(racing, '2031-08-01T08:00:00Z');
    await poolOf(racing, [{ kind: 'finish_runs', target: 3, reward: 40 }]);
    const { accountId, client } = await signedInPlayer(racing);
    const runs = await Promise.all(Array.from({ length: parallel }, () => startedRun(client)));
    moveTo(racing, '2031-08-01T08:01:00Z');
    await Promise.all(runs.map((runId) => finish(client, runId, levelOne)));
    expect((await client.api.call('getDailyQuests')).quests).toMatchObject([{ kind: 'finish_runs', progress: 3 }]);
    expect(await questPaid(racing, accountId)).toEqual(['2031-08-01:1 40']);
    expect(await userBalances(racing.ctx.db, accountId)).toMatchObject({ game_coin: 40n });
    expect(await ledgerFailures(racing)).toEqual([]);
  });
});
