import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countingDatabase } from '../test-support/counting-database.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';

// Each statement is a round trip to the database, and on a busy server the time a row stays
// locked grows with them (docs/api/benchmarks.md: bench/money.bench.ts counts the same).
const db = countingDatabase(await openTestDatabase());
// As in production, a session read is reused within the second (docs/decisions/006-session-read-cache.md);
// the server's clock stands still, so what "within the second" is does not depend on the machine's speed.
const server = await startTestServer({ SESSION_CACHE_MS: '1000' }, {}, { db });
server.stopClock();

/** The statements sent while `request` runs, BEGIN and COMMIT included. */
async function statementsOf<T>(request: () => Promise<T>): Promise<{ statements: number; answer: T }> {
  const before = db.statements;
  const answer = await request();
  return { statements: db.statements - before, answer };
}

describe('the statements a request sends', () => {
  it('a signed-in read (GET /api/session): the account in one statement, and the session read when it was not read within the second', async () => {
    const { client } = await signedInPlayer(server);
    const counts: number[] = [];
    for (const wait of [0, 0, 1_000]) {
      server.advanceClock(wait);
      const { statements, answer } = await statementsOf(() => client.call('getSession'));
      expect(answer.status).toBe(200);
      counts.push(statements);
    }
    expect(counts).toEqual([2, 1, 2]);
  });

  it('a burn: one ledger statement, and the session read when it was not read within the second', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 10n);
    const burn = () => client.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: '1' } });
    const counts: number[] = [];
    for (const wait of [0, 0, 1_000]) {
      server.advanceClock(wait);
      const { statements, answer } = await statementsOf(burn);
      expect(answer.status).toBe(200);
      counts.push(statements);
    }
    expect(counts).toEqual([2, 1, 2]);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});

describe('the statements a run sends', () => {
  it('a run finish: at most 30 for an account’s first, 22 after (the daily layer, the weekly league: the game’s record and the points, and a placement in the week’s first; achievements)', async () => {
    const { client } = await signedInPlayer(server);
    const counts: number[] = [];
    for (let run = 0; run < 2; run += 1) {
      const runId = await startedRun(client);
      pastMinimumRunTime(server);
      // The typed call throws on a refusal: a count is only kept for a finish that was accepted.
      const { statements } = await statementsOf(() => finish(client, runId, { score: 1000, level: 1, completed: true }));
      counts.push(statements);
    }
    // The daily layer (quests/record-daily-progress.ts) adds 5 to a first finish (the day's quests, the pool, the inviter, the streak read and written) and 3 after; the weekly league (leagues/) 4 and 2;
    // achievements (achievements/unlock-run-achievements.ts: the site's unlocked and the game's pending in one read, the player's totals, and one statement for every unlock of the finish, site's and game's) 3 and 2.
    expect(counts[0]).toBeLessThanOrEqual(30);
    expect(counts[1]).toBeLessThanOrEqual(22);
  });
});

describe('the statements a game save sends', () => {
  it('a save and a load: one statement each, the game’s check in it; a refused save the same one', async () => {
    const { client } = await signedInPlayer(server);
    const save = (baseVersion: number) => client.call('putGameSave', { params: { game: 'levels' }, body: { baseVersion, data: { level: baseVersion } } });
    // The first request reads the session; the ones after it within the second do not.
    const first = await statementsOf(() => save(0));
    const second = await statementsOf(() => save(1));
    const stale = await statementsOf(() => save(1));
    const load = await statementsOf(() => client.call('getGameSave', { params: { game: 'levels' } }));
    expect([first, second, stale, load].map(({ answer }) => answer.status)).toEqual([200, 200, 409, 200]);
    expect([first, second, stale, load].map(({ statements }) => statements)).toEqual([2, 1, 1, 1]);
  });
});
