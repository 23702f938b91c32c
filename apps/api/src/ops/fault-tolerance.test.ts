import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres, type TestPostgres } from '@site/testing/postgres';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { createSession } from '../sessions/sessions.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { operationKey } from '../economy/move-for-request.ts';
import { checkLedger, describeLedgerCheck } from '../ledger/check-ledger.ts';
import { createTestAccount } from '../test-support/ledger-test-helpers.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { startApiProcess, waitUntilReady, type ApiProcess } from '../test-support/api-process.ts';
import { createDatabase } from '../test-support/create-database.ts';
import { testDatabaseKind } from '../test-support/test-database.ts';
import { MoneyLoad, sendOperation, type LoadPlayer, type MoneyOperation } from './money-load.ts';

const players = 6;
/** Concurrent clients of the load (and of the retries after it). */
const clients = 6;
const funding = 10n ** 12n;
const gameCoinsPerGold = 1000n;
/** Successes each process must answer in a phase before the next fault: it is up and working. */
const successesPerPhase = 15;

/**
 * docs/api/tests.md: two API processes (the real entry point, each its own pool) on one PostgreSQL of the
 * test's own, under a bounded load of burns and conversions with requestIds kept client-side. In
 * the middle the database is stopped (fast shutdown) and started again, then one process is killed
 * (SIGKILL) and started again. Both answer 503 while the database is away and recover without a
 * restart; afterwards every operation, retried with its key until answered, is in the ledger
 * exactly once, replays move nothing, and the invariants hold. Child processes run the production
 * build (`dist/main.js`, as `npm start` does), so a kill is a real one.
 */
describe.runIf(testDatabaseKind === 'postgres')('faults under load', () => {
  let postgres: TestPostgres | undefined;
  let db: Database | undefined;
  const servers: ApiProcess[] = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await db?.close();
    await postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and doubles nothing across a database restart and a killed process', { timeout: 420_000 }, async () => {
    // The processes' own words when something goes wrong: a crash prints its reason there.
    onTestFailed(() => {
      for (const server of servers) console.error(`API process ${server.url}:\n${server.output()}`);
    });
    dataDir = mkdtempSync(join(tmpdir(), 'api-faults-'));
    postgres = await startTestPostgres();
    const url = await createDatabase(postgres.url, 'faults');
    db = openPostgresDatabase(url, { maxConnections: 2 });
    await migrate(db);
    const people = await createPlayers(db);

    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      FILES_DIR: join(dataDir, 'files'),
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_IDENTITY: '1000000',
      GOLD_CONVERSION_DAILY_LIMIT: '1000000000',
      GAME_COINS_PER_GOLD: gameCoinsPerGold.toString(),
    };
    servers.push(...(await Promise.all([startApiProcess({ env }), startApiProcess({ env })])));
    const [first, second] = servers as [ApiProcess, ApiProcess];
    const load = new MoneyLoad([first.url, second.url], people);
    const bothAnswered = (status: number, atLeast: [number, number]) => () => load.count(0, status) >= atLeast[0] && load.count(1, status) >= atLeast[1];
    load.start(clients);
    try {
      await load.until('successes on both processes', bothAnswered(200, [successesPerPhase, successesPerPhase]));

      // The database goes away: both processes stay up and say so.
      await postgres.pause();
      for (const server of servers) {
        const ready = await fetch(`${server.url}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ error: { code: 'service_unavailable' } });
        const probe = newOperation(people[0]!);
        load.operations.push(probe);
        expect(await sendOperation(server.url, probe)).toMatchObject({ status: 503, body: { error: { code: 'service_unavailable' } } });
      }
      const refusedBefore: [number, number] = [load.count(0, 503), load.count(1, 503)];
      await load.until('503s from both while the database is away', bothAnswered(503, [refusedBefore[0] + 1, refusedBefore[1] + 1]));

      // Back again: the same processes recover on their own.
      await postgres.resume();
      await Promise.all(servers.map((server) => waitUntilReady(server.url, 120_000)));
      const afterRestart: [number, number] = [load.count(0, 200) + successesPerPhase, load.count(1, 200) + successesPerPhase];
      await load.until('successes on both after the database restart', bothAnswered(200, afterRestart));

      // One process dies mid-request and comes back.
      const beforeKill = load.count(1, 0);
      await second.kill('SIGKILL');
      await load.until('requests to the killed process unanswered', () => load.count(1, 0) > beforeKill);
      await second.start();
      const afterKill: [number, number] = [load.count(0, 200) + successesPerPhase, load.count(1, 200) + successesPerPhase];
      await load.until('successes on both after the kill', bothAnswered(200, afterKill));
    } finally {
      await load.stop();
    }

    const operations = load.operations;
    const statuses = new Set(operations.flatMap((operation) => operation.answers));
    // Only success, "unavailable" and no answer: nothing else (no 500, no refusal) under the faults.
    expect([...statuses].sort()).toEqual([0, 200, 503]);
    const answeredSuccess = operations.filter((operation) => operation.succeeded);

    // The client retries what it does not know the outcome of, with the same key, until answered:
    // as many at once as the load sent (hundreds of them are the killed process's).
    const unknown = operations.filter((candidate) => !candidate.succeeded);
    const retry = async (): Promise<void> => {
      for (let operation = unknown.pop(); operation; operation = unknown.pop()) {
        expect((await sendOperation(first.url, operation)).status, JSON.stringify(operation.answers)).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: clients }, retry));
    // A replay of an answered success moves nothing and says so.
    for (const operation of answeredSuccess.slice(0, 20)) {
      expect(await sendOperation(second.url, operation)).toMatchObject({ status: 200, body: { requestId: operation.requestId, replayed: true } });
    }

    await expectEachOnceInLedger(db, operations);
    await expectBalances(db, people, operations);
    const report = await checkLedger(db);
    expect(report.ok, describeLedgerCheck(report).join('\n')).toBe(true);
    expect(answeredSuccess.length).toBeGreaterThan(successesPerPhase * 6);
  });
});

/** Accounts with a session and `funding` game coins each, written as the tests' helpers do. */
async function createPlayers(db: Database): Promise<LoadPlayer[]> {
  const people: LoadPlayer[] = [];
  for (let index = 0; index < players; index += 1) {
    const accountId = await createTestAccount(db, `player ${index}`);
    const { token } = await createSession(db, { accountId, userAgent: 'fault test', ttlDays: 1, now: new Date() });
    await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: systemParty('mint'), to: userParty(accountId), amount: funding, idempotencyKey: `fund-${accountId}`, reason: 'test_fund' }));
    people.push({ accountId, cookie: `sid=${token}` });
  }
  return people;
}

function newOperation(player: LoadPlayer): MoneyOperation {
  return { requestId: crypto.randomUUID(), player, kind: 'burn', amount: 1n, target: -1, answers: [], succeeded: false };
}

/** Every operation the load made has exactly one ledger operation under its key, with its legs and amounts, and there is no other. */
async function expectEachOnceInLedger(db: Database, operations: readonly MoneyOperation[]): Promise<void> {
  const rows = await db.query<{ idempotency_key: string; legs: bigint; amounts: string }>(
    `SELECT o.idempotency_key, count(t.*) AS legs, string_agg(t.asset || ':' || t.amount, ',' ORDER BY t.leg) AS amounts
       FROM ledger_operations o JOIN ledger_transfers t ON t.idempotency_key = o.idempotency_key
      WHERE o.idempotency_key LIKE 'economy:%' GROUP BY o.idempotency_key`,
  );
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
  expect(byKey.size).toBe(operations.length);
  for (const operation of operations) {
    const row = byKey.get(operationKey(operation.player.accountId, operation.requestId));
    const legs = operation.kind === 'burn' ? `game_coin:${operation.amount}` : `game_coin:${operation.amount * gameCoinsPerGold},gold_coin:${operation.amount}`;
    expect({ requestId: operation.requestId, amounts: row?.amounts.split(',').sort().join(',') }).toEqual({ requestId: operation.requestId, amounts: legs });
  }
}

/** Each player's balances are the funding minus exactly what its operations moved once. */
async function expectBalances(db: Database, people: readonly LoadPlayer[], operations: readonly MoneyOperation[]): Promise<void> {
  for (const player of people) {
    const mine = operations.filter((operation) => operation.player === player);
    const burnt = mine.filter((operation) => operation.kind === 'burn').reduce((sum, operation) => sum + operation.amount, 0n);
    const gold = mine.filter((operation) => operation.kind === 'convert').reduce((sum, operation) => sum + operation.amount, 0n);
    const rows = await db.query<{ asset: string; balance: bigint }>(
      `SELECT b.asset, b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.account_id = $1 AND b.asset IN ('game_coin', 'gold_coin') ORDER BY b.asset`,
      [player.accountId],
    );
    expect(rows).toEqual([
      { asset: 'game_coin', balance: funding - burnt - gold * gameCoinsPerGold },
      { asset: 'gold_coin', balance: gold },
    ]);
  }
}
