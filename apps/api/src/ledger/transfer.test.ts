import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { checkLedger } from './check-ledger.ts';
import { userBalances } from './ledger-history.ts';
import { createTestAccount, openLedgerTestDatabase } from '../test-support/ledger-test-helpers.ts';
import { systemParty, userParty } from './ledger-types.ts';
import { transfer, transferMany } from './transfer.ts';

let db: Database;
beforeAll(async () => {
  db = await openLedgerTestDatabase();
});
afterAll(() => db.close());

const mint = systemParty('mint');
const burn = systemParty('burn');
const treasury = systemParty('treasury');

async function counts(): Promise<{ transfers: bigint; operations: bigint }> {
  const [row] = await db.query<{ transfers: bigint; operations: bigint }>('SELECT (SELECT count(*) FROM ledger_transfers) AS transfers, (SELECT count(*) FROM ledger_operations) AS operations');
  return row ?? { transfers: -1n, operations: -1n };
}

const refusal = async (work: Promise<unknown>): Promise<{ status: number; code: string }> => {
  const error = await work.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, code: (error as ApiError).code };
};

describe('transfer', () => {
  it('credits a user from the mint and reads back what it stored', async () => {
    const user = await createTestAccount(db);
    const result = await db.transaction((tx) =>
      transfer(tx, { asset: 'gold_coin', from: mint, to: userParty(user), amount: 250n, idempotencyKey: `deposit-${user}`, reason: 'deposit', reference: '0xabc' }),
    );
    expect(result).toMatchObject({ replayed: false, transfers: [{ asset: 'gold_coin', from: mint, to: { user }, amount: 250n, reason: 'deposit', reference: '0xabc', leg: 0 }] });
    expect(await userBalances(db, user)).toEqual({ gold_coin: 250n, game_coin: 0n, invite_point: 0n });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('replays the same key with the same request: the first result, nothing moved', async () => {
    const user = await createTestAccount(db);
    const request = { asset: 'game_coin', from: mint, to: userParty(user), amount: 40n, idempotencyKey: `run-${user}`, reason: 'run_reward' } as const;
    const first = await db.transaction((tx) => transfer(tx, request));
    const before = await counts();
    const again = await db.transaction((tx) => transfer(tx, request));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await counts()).toEqual(before);
    expect((await userBalances(db, user)).game_coin).toBe(40n);
  });

  it('refuses the same key with another body (409 idempotency_conflict), moving nothing', async () => {
    const user = await createTestAccount(db);
    const request = { asset: 'game_coin', from: mint, to: userParty(user), amount: 40n, idempotencyKey: `conflict-${user}`, reason: 'run_reward' } as const;
    await db.transaction((tx) => transfer(tx, request));
    const before = await counts();
    for (const changed of [{ amount: 41n }, { reason: 'deposit' }, { reference: 'run-2' }, { asset: 'gold_coin' as const }, { to: treasury }]) {
      expect(await refusal(db.transaction((tx) => transfer(tx, { ...request, ...changed })))).toEqual({ status: 409, code: 'idempotency_conflict' });
    }
    expect(await counts()).toEqual(before);
    expect((await userBalances(db, user)).game_coin).toBe(40n);
  });

  it('refuses to take a user below zero (409 insufficient_balance); system accounts may go below', async () => {
    const user = await createTestAccount(db);
    await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: mint, to: userParty(user), amount: 10n, idempotencyKey: `fund-${user}`, reason: 'run_reward' }));
    const before = await counts();
    expect(await refusal(db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: userParty(user), to: burn, amount: 11n, idempotencyKey: `burn-${user}`, reason: 'burn' })))).toEqual({
      status: 409,
      code: 'insufficient_balance',
    });
    expect(await counts()).toEqual(before);
    // The refused key was never recorded: the same request succeeds once the balance allows it.
    await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: userParty(user), to: burn, amount: 10n, idempotencyKey: `burn-all-${user}`, reason: 'burn' }));
    expect(await userBalances(db, user)).toEqual({ gold_coin: 0n, game_coin: 0n, invite_point: 0n });
  });

  it('moves several assets atomically under one key (a conversion), or none of them', async () => {
    const user = await createTestAccount(db);
    await db.transaction((tx) => transfer(tx, { asset: 'game_coin', from: mint, to: userParty(user), amount: 3000n, idempotencyKey: `earn-${user}`, reason: 'run_reward' }));
    const convert = (key: string, gameCoins: bigint) =>
      db.transaction((tx) =>
        transferMany(tx, {
          idempotencyKey: key,
          reason: 'convert',
          legs: [
            { asset: 'game_coin', from: userParty(user), to: burn, amount: gameCoins },
            { asset: 'gold_coin', from: mint, to: userParty(user), amount: gameCoins / 1000n },
          ],
        }),
      );
    const done = await convert(`convert-${user}-1`, 2000n);
    expect(done.transfers.map((row) => [row.leg, row.asset, row.amount])).toEqual([[0, 'game_coin', 2000n], [1, 'gold_coin', 2n]]);
    expect(await refusal(convert(`convert-${user}-2`, 2000n))).toEqual({ status: 409, code: 'insufficient_balance' });
    expect(await userBalances(db, user)).toEqual({ gold_coin: 2n, game_coin: 1000n, invite_point: 0n });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses malformed requests with a 400 before anything moves', async () => {
    const user = await createTestAccount(db);
    const base = { asset: 'gold_coin', from: mint, to: userParty(user), amount: 1n, idempotencyKey: `bad-${user}`, reason: 'deposit' } as const;
    for (const bad of [{ amount: 0n }, { amount: -5n }, { reason: 'Not A Code' }, { idempotencyKey: '' }, { to: mint }, { asset: 'silver' as never }, { to: userParty('not-a-uuid') }]) {
      expect(await refusal(db.transaction((tx) => transfer(tx, { ...base, ...bad })))).toEqual({ status: 400, code: 'validation_failed' });
    }
    // An amount no balance can hold is past the range, the one code for every sum past it.
    expect(await refusal(db.transaction((tx) => transfer(tx, { ...base, amount: 2n ** 63n })))).toEqual({ status: 409, code: 'balance_out_of_range' });
    expect(await userBalances(db, user)).toEqual({ gold_coin: 0n, game_coin: 0n, invite_point: 0n });
  });
});

describe('the immutability guard', () => {
  it('refuses to update, delete or truncate transfers and operations, in the database itself', async () => {
    const user = await createTestAccount(db);
    await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: mint, to: userParty(user), amount: 5n, idempotencyKey: `keep-${user}`, reason: 'deposit' }));
    const before = await counts();
    await expect(db.query("UPDATE ledger_transfers SET amount = 500 WHERE idempotency_key = $1", [`keep-${user}`])).rejects.toThrow(/immutable/);
    await expect(db.query('DELETE FROM ledger_transfers WHERE idempotency_key = $1', [`keep-${user}`])).rejects.toThrow(/immutable/);
    await expect(db.query('TRUNCATE ledger_transfers CASCADE')).rejects.toThrow(/immutable/);
    await expect(db.query("UPDATE ledger_operations SET request = '{}' WHERE idempotency_key = $1", [`keep-${user}`])).rejects.toThrow(/immutable/);
    await expect(db.query('DELETE FROM ledger_operations WHERE idempotency_key = $1', [`keep-${user}`])).rejects.toThrow(/immutable|violates foreign key/);
    expect(await counts()).toEqual(before);
    // A user's balance below zero is refused by the table too, whatever the code does.
    await expect(db.query("UPDATE ledger_balances SET balance = -1 FROM ledger_accounts a WHERE a.id = ledger_account_id AND a.account_id = $1 AND asset = 'gold_coin'", [user])).rejects.toThrow(/check constraint/);
  });
});
