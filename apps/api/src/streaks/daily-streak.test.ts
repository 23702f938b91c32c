import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/sessions.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { TestClient } from '../test-support/test-client.ts';

// The daily streak on the server (docs/api/daily-streak-and-quests.md): days by
// the server's clock (moved, never waited for), the grace rule, and a reward paid once per day.

// RUN_MAX_REWARD 0: a run pays nothing of its own, so a balance is the streak's coins alone.
const rewards = { STREAK_REWARD_FIRST: '10', STREAK_REWARD_STEP: '5', STREAK_REWARD_MAX: '50', RUN_MIN_SECONDS: '1', STAMINA_MAX: '1000', STAMINA_RUN_COST: '1', RUN_MAX_REWARD: '0' };
const server = await startTestServer(rewards);
server.stopClock();

/** Moves the server's (stopped) clock to `instant`. */
const moveTo = (target: TestServer, instant: string): void => {
  target.advanceClock(Date.parse(instant) - target.ctx.now().getTime());
};

/** Level 1 completed: a run that counts (a level given up counts no day). */
const levelOne = { score: 1000, level: 1, completed: true };
const givenUp = { score: 0, level: 1, completed: false };

/** A run started a minute before `instant` and finished at it, level 1 completed unless `claim` says otherwise. */
async function runFinishedAt(target: TestServer, client: TestClient, instant: string, claim: { score: number; level: number; completed: boolean } = levelOne): Promise<void> {
  moveTo(target, new Date(Date.parse(instant) - 60_000).toISOString());
  const runId = await startedRun(client);
  moveTo(target, instant);
  await finish(client, runId, claim);
}

/** A published game without levels (the test table: 10 points a coin, at most 10,000), its id. */
async function publishedScoreGame(target: TestServer): Promise<string> {
  const id = `score-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
  await insertTestGame(target.ctx.db, { id, versions: [{ state: 'published' }] });
  return id;
}

/** Another device of the account: a session of its own, signed in at the server's now (valid a week). */
async function deviceOf(target: TestServer, accountId: string): Promise<TestClient> {
  const { token } = await createSession(target.ctx.db, { accountId, userAgent: 'another device', ttlDays: 7, now: target.ctx.now() });
  const client = target.client();
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}

const streakPaid = async (accountId: string): Promise<string[]> =>
  (
    await server.ctx.db.query<{ reference: string; amount: string }>(
      "SELECT reference, amount::text FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account WHERE a.account_id = $1 AND reason = 'streak_reward' ORDER BY t.id",
      [accountId],
    )
  ).map((row) => `${row.reference} ${row.amount}`);

describe('the daily streak', () => {
  it('counts a run at 23:59:59 on its day and one at 00:00:00 on the next, and pays each day once', async () => {
    moveTo(server, '2031-03-10T12:00:00Z');
    const { accountId, client } = await signedInPlayer(server);
    expect(await client.api.call('getStreak')).toEqual({
      day: '2031-03-10',
      currentDays: 0,
      bestDays: 0,
      countedToday: false,
      graceNeeded: false,
      next: { streakDay: 1, coins: '10', onDay: '2031-03-10' },
      lastEnded: null,
    });

    await runFinishedAt(server, client, '2031-03-10T23:59:59Z');
    expect(await client.api.call('getStreak')).toMatchObject({ day: '2031-03-10', currentDays: 1, countedToday: true, next: { streakDay: 2, coins: '15', onDay: '2031-03-11' } });
    await runFinishedAt(server, client, '2031-03-11T00:00:00Z');
    await runFinishedAt(server, client, '2031-03-11T23:59:59Z');
    expect(await client.api.call('getStreak')).toMatchObject({ day: '2031-03-11', currentDays: 2, bestDays: 2, countedToday: true, next: { streakDay: 3, coins: '20' } });
    expect(await streakPaid(accountId)).toEqual(['2031-03-10 10', '2031-03-11 15']);
    expect(await userBalances(server.ctx.db, accountId)).toMatchObject({ game_coin: 25n });
  });

  it('keeps the streak over one missed day, shows that it needs the grace, and breaks it after two', async () => {
    moveTo(server, '2031-04-01T09:00:00Z');
    const { accountId, client } = await signedInPlayer(server);
    await runFinishedAt(server, client, '2031-04-01T10:00:00Z');
    await runFinishedAt(server, client, '2031-04-02T10:00:00Z');
    moveTo(server, '2031-04-04T00:00:00Z');
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 2, countedToday: false, graceNeeded: true, next: { streakDay: 3, coins: '20', onDay: '2031-04-04' } });
    await runFinishedAt(server, client, '2031-04-04T10:00:00Z');
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 3, bestDays: 3, graceNeeded: false });

    // A second missed day within seven days of the first forgiven one starts the streak again.
    await runFinishedAt(server, client, '2031-04-06T10:00:00Z');
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 1, bestDays: 3, lastEnded: { days: 3, lastDay: '2031-04-04' } });
    moveTo(server, '2031-04-08T00:00:00Z');
    // The one-day streak of the 6th ended too: the last to end, and not worth telling.
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 0, bestDays: 3, graceNeeded: false, next: { streakDay: 1, coins: '10' }, lastEnded: null });
    expect(await streakPaid(accountId)).toEqual(['2031-04-01 10', '2031-04-02 15', '2031-04-04 20', '2031-04-06 10']);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('answers the streak that ended, to every device: while no day counted since, then for seven days from the next streak\'s first', async () => {
    moveTo(server, '2031-07-01T09:00:00Z');
    const { accountId, client: phone } = await signedInPlayer(server);
    for (const day of ['2031-07-01', '2031-07-02', '2031-07-03']) await runFinishedAt(server, phone, `${day}T10:00:00Z`);
    moveTo(server, '2031-07-05T23:59:59Z');
    expect(await phone.api.call('getStreak')).toMatchObject({ currentDays: 3, graceNeeded: true, lastEnded: null });
    // Two days missed: it ended as the third began, and is told however long the player stays away.
    moveTo(server, '2031-07-06T00:00:00Z');
    expect(await phone.api.call('getStreak')).toMatchObject({ currentDays: 0, lastEnded: { days: 3, lastDay: '2031-07-03' } });
    moveTo(server, '2031-07-20T08:00:00Z');
    const laptop = await deviceOf(server, accountId);
    expect(await laptop.api.call('getStreak')).toMatchObject({ currentDays: 0, lastEnded: { days: 3, lastDay: '2031-07-03' } });

    // A run on the phone begins a new streak; the laptop still hears of the 3 days, for seven days.
    const phoneAgain = await deviceOf(server, accountId);
    await runFinishedAt(server, phoneAgain, '2031-07-20T10:00:00Z');
    expect(await laptop.api.call('getStreak')).toMatchObject({ currentDays: 1, countedToday: true, lastEnded: { days: 3, lastDay: '2031-07-03' } });
    for (const day of ['2031-07-21', '2031-07-22', '2031-07-23', '2031-07-24', '2031-07-25', '2031-07-26']) await runFinishedAt(server, phoneAgain, `${day}T10:00:00Z`);
    moveTo(server, '2031-07-26T23:59:59Z');
    expect(await laptop.api.call('getStreak')).toMatchObject({ currentDays: 7, lastEnded: { days: 3, lastDay: '2031-07-03' } });
    moveTo(server, '2031-07-27T00:00:00Z');
    expect(await laptop.api.call('getStreak')).toMatchObject({ currentDays: 7, lastEnded: null });
  });

  it('pays a day once when many runs of it finish at once', { timeout: 120_000 }, async () => {
    // PGlite answers one query at a time: 12 finishes are as concurrent there as 40.
    const parallel = testDatabaseKind === 'postgres' ? 40 : 12;
    const racing = await startTestServer(rewards, {}, testDatabaseKind === 'postgres' ? { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) } : {});
    racing.stopClock();
    moveTo(racing, '2031-05-01T08:00:00Z');
    const { accountId, client } = await signedInPlayer(racing);
    const runs = await Promise.all(Array.from({ length: parallel }, () => startedRun(client)));
    moveTo(racing, '2031-05-01T08:01:00Z');
    await Promise.all(runs.map((runId) => finish(client, runId, levelOne)));
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 1, countedToday: true });
    expect(await userBalances(racing.ctx.db, accountId)).toMatchObject({ game_coin: 10n });
    expect(await racing.ctx.db.query("SELECT count(*)::int AS n FROM ledger_transfers WHERE reason = 'streak_reward'")).toEqual([{ n: 1 }]);
    expect(await ledgerFailures(racing)).toEqual([]);
  });

  it('counts no day for a level given up, nor for a run of a game without levels given up at 0; a run that scored does', async () => {
    moveTo(server, '2031-06-10T09:00:00Z');
    const { accountId, client } = await signedInPlayer(server);
    const gameId = await publishedScoreGame(server);
    await runFinishedAt(server, client, '2031-06-10T10:00:00Z', givenUp);
    await runFinishedAt(server, client, '2031-06-10T10:05:00Z', givenUp);
    const scoreRun = async (instant: string, claim: { score: number; completed: boolean }) => {
      moveTo(server, new Date(Date.parse(instant) - 60_000).toISOString());
      const runId = await startedRun(client, gameId);
      moveTo(server, instant);
      return finish(client, runId, claim);
    };
    expect((await scoreRun('2031-06-10T10:10:00Z', { score: 0, completed: false })).bonuses?.streak).toBeNull();
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 0, countedToday: false, next: { streakDay: 1, coins: '10', onDay: '2031-06-10' } });
    expect(await streakPaid(accountId)).toEqual([]);
    // A run of the game without levels that scored counts, completed or not.
    expect((await scoreRun('2031-06-10T10:15:00Z', { score: 40, completed: false })).bonuses?.streak).toEqual({ day: 1, coins: '10' });
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 1, countedToday: true });
    expect(await streakPaid(accountId)).toEqual(['2031-06-10 10']);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('counts nothing for a refused finish', async () => {
    moveTo(server, '2031-06-01T10:00:00Z');
    const { client } = await signedInPlayer(server);
    const runId = await startedRun(client);
    await expect(finish(client, runId, { score: 0, level: 1, completed: false })).rejects.toMatchObject({ status: 409 });
    expect(await client.api.call('getStreak')).toMatchObject({ currentDays: 0, countedToday: false });
  });
});
