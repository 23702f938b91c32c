import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countingDatabase } from '../test-support/counting-database.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';

// Each statement is a round trip to the database, and on a busy server the time a row stays
// locked grows with them (apps/api/README.md, Benchmark: bench/money.bench.ts counts the same).
const db = countingDatabase(await openTestDatabase());
const server = await startTestServer({}, {}, { db });

/** The statements sent while `request` runs, BEGIN and COMMIT included. */
/** The statements a successful typed call sent (a refusal fails the test). */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = db.statements;
  await request();
  return db.statements - before;
}

describe('the statements a money operation sends', () => {
  it('a burn: the session read and one ledger statement', async () => {
    const { accountId, client } = await signedInPlayer(server);
    await fund(server, accountId, 'game_coin', 10n);
    expect(await statementsOf(() => client.api.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: '3' } }))).toBe(2);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('a run finish: at most 18 for an account’s first, 15 after', async () => {
    const { client } = await signedInPlayer(server);
    const counts: number[] = [];
    for (let run = 0; run < 2; run += 1) {
      const runId = await startedRun(client);
      pastMinimumRunTime(server);
      counts.push(await statementsOf(() => finish(client, runId, { score: 10, level: 1, completed: true })));
    }
    expect(counts[0]).toBeLessThanOrEqual(18);
    expect(counts[1]).toBeLessThanOrEqual(15);
  });
});
