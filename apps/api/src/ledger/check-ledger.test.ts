import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-command.ts';
import type { Database } from '../db/database.ts';
import { createTestAccount, openLedgerTestDatabase } from '../test-support/ledger-test-helpers.ts';
import { systemParty, userParty } from './ledger-types.ts';
import { transfer } from './transfer.ts';

let db: Database;
let user: string;
beforeAll(async () => {
  db = await openLedgerTestDatabase();
  user = await createTestAccount(db);
  await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: systemParty('mint'), to: userParty(user), amount: 100n, idempotencyKey: 'fund', reason: 'deposit' }));
  await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: userParty(user), to: systemParty('burn'), amount: 30n, idempotencyKey: 'spend', reason: 'burn' }));
});
afterAll(() => db.close());

async function ledgerCheck(): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runAdminCommand({ name: 'ledger-check' }, db, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, out: lines.join('\n') };
}

describe('site-api-admin ledger-check', () => {
  it('passes on a healthy ledger, saying what it checked', async () => {
    const result = await ledgerCheck();
    expect(result.code).toBe(0);
    expect(result.out).toContain('Checked 2 transfers and 15 balances.');
    expect(result.out).toMatch(/^ok {3}every asset sums to zero over all balances$/m);
    expect(result.out).toMatch(/^ok {3}no user balance is below zero$/m);
    expect(result.out).toMatch(/^ok {3}every cached balance equals the sum of its transfers$/m);
  });

  // Runs last in this file: it corrupts the database on purpose, past the guards a DBA could remove.
  it('fails on a corrupted ledger, naming each failure', async () => {
    await db.exec('ALTER TABLE ledger_balances DROP CONSTRAINT ledger_balances_check');
    await db.query("UPDATE ledger_balances SET balance = -5 FROM ledger_accounts a WHERE a.id = ledger_account_id AND a.account_id = $1 AND asset = 'gold_coin'", [user]);
    const result = await ledgerCheck();
    expect(result.code).toBe(1);
    expect(result.out).toContain('FAIL every asset sums to zero over all balances');
    expect(result.out).toContain('gold_coin sums to -75, not 0');
    expect(result.out).toContain(`user:${user} has -5 gold_coin`);
    expect(result.out).toContain(`user:${user} gold_coin: cached -5, transfers sum to 70`);
    expect(result.out).toContain('The ledger is NOT consistent.');
  });
});
