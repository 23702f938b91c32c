import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { ApiError } from '../errors/api-error.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { checkLedger } from './check-ledger.ts';
import { userBalances } from './ledger-history.ts';
import { createTestAccount } from '../test-support/ledger-test-helpers.ts';
import { systemParty, userParty } from './ledger-types.ts';
import { transfer, transferMany } from './transfer.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';

/**
 * Hundreds of operations on one user's balances at once, through several pool connections of a
 * real PostgreSQL: debits that must partly fail for lack of balance, conversions touching two
 * assets in the other order, and replays of the same keys. Afterwards the balances are exactly
 * what the successful answers say and every invariant holds.
 */
describe.runIf(testDatabaseKind === 'postgres')('the ledger under concurrency', () => {
  it('never spends a balance twice across connections', { timeout: 120_000 }, async () => {
    const db = openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency);
    try {
      await migrate(db);
      const user = await createTestAccount(db);
      const other = await createTestAccount(db);
      const me = userParty(user);
      await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: systemParty('mint'), to: me, amount: 5_000n, idempotencyKey: 'fund-game', reason: 'run_reward' }));
      await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: systemParty('mint'), to: me, amount: 300n, idempotencyKey: 'fund-gold', reason: 'deposit' }));

      type Answer = { kind: 'burn' | 'gift' | 'convert' | 'stamina'; amount: bigint; ok: boolean; replayed: boolean };
      const refusedForBalance = (error: unknown): false => {
        if (error instanceof ApiError && error.code === 'insufficient_balance') return false;
        throw error;
      };
      const operations: Promise<Answer>[] = [];
      for (let index = 0; index < 300; index += 1) {
        const amount = BigInt(1 + (index % 37));
        const kind = (['burn', 'gift', 'convert', 'stamina'] as const)[index % 4] ?? 'burn';
        // Every tenth operation is sent twice at once: one must be a replay of the other.
        const key = `op-${index}`;
        const send = (): Promise<Answer> =>
          db
            .transaction((tx) => {
              if (kind === 'burn') return transfer(tx, { asset: 'game_coin', from: me, to: systemParty('burn'), amount: amount * 10n, idempotencyKey: key, reason: 'burn' });
              if (kind === 'gift') return transfer(tx, { asset: 'game_coin', from: me, to: userParty(other), amount: amount * 5n, idempotencyKey: key, reason: 'gift' });
              if (kind === 'stamina') return transfer(tx, { asset: 'gold_coin', from: me, to: systemParty('treasury'), amount: 5n, idempotencyKey: key, reason: 'stamina' });
              // Gold in, game coins out: the other lock order than a plain debit, on purpose.
              return transferMany(tx, {
                idempotencyKey: key,
                reason: 'convert',
                legs: [
                  { asset: 'gold_coin', from: me, to: systemParty('rewards'), amount: 1n },
                  { asset: 'game_coin', from: systemParty('mint'), to: me, amount: 100n },
                ],
              });
            })
            .then((result) => ({ kind, amount, ok: true, replayed: result.replayed }), (error: unknown) => ({ kind, amount, ok: refusedForBalance(error), replayed: false }));
        operations.push(send());
        if (index % 10 === 0) operations.push(send());
      }
      const answers = await Promise.all(operations);

      const moved = answers.filter((answer) => answer.ok && !answer.replayed);
      expect(answers.filter((answer) => !answer.ok).length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.replayed).length).toBeGreaterThan(0);
      let game = 5_000n;
      let gold = 300n;
      let gifted = 0n;
      for (const answer of moved) {
        if (answer.kind === 'burn') game -= answer.amount * 10n;
        if (answer.kind === 'gift') {
          game -= answer.amount * 5n;
          gifted += answer.amount * 5n;
        }
        if (answer.kind === 'stamina') gold -= 5n;
        if (answer.kind === 'convert') {
          gold -= 1n;
          game += 100n;
        }
      }
      expect(await userBalances(db, user)).toEqual({ game_coin: game, gold_coin: gold, invite_point: 0n });
      expect((await userBalances(db, other)).game_coin).toBe(gifted);
      const [count] = await db.query<{ count: bigint }>('SELECT count(*) FROM ledger_operations');
      expect(count?.count).toBe(BigInt(moved.length + 2));
      const report = await checkLedger(db);
      expect(report.checks.flatMap((check) => check.failures)).toEqual([]);
      expect(report.ok).toBe(true);
    } finally {
      await db.close();
    }
  });
});
