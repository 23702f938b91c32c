import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand } from '../admin/admin-command.ts';
import type { Database } from '../db/database.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { sealLedger } from '../ledger/seal-ledger.ts';
import { sealLedgerWork, sealQueue } from '../ledger/seal-job.ts';
import { sealChainHead } from '../ledger/seal-store.ts';
import { InFlightWork } from '../in-flight-work.ts';
import { startJobWorker } from '../jobs/job-queue.ts';
import { startJobTicker } from '../jobs/job-ticker.ts';
import { transfer } from '../ledger/transfer.ts';
import { createTestAccount, openLedgerTestDatabase } from '../test-support/ledger-test-helpers.ts';

let db: Database;
let user: string;
beforeAll(async () => {
  db = await openLedgerTestDatabase();
  user = await createTestAccount(db);
});
afterAll(() => db.close());

const move = (key: string, amount: bigint, direction: 'in' | 'out') =>
  db.transaction((tx) =>
    transfer(tx, {
      asset: 'gold_coin',
      from: direction === 'in' ? systemParty('mint') : userParty(user),
      to: direction === 'in' ? userParty(user) : systemParty('burn'),
      amount,
      idempotencyKey: key,
      reason: 'seal_test',
    }),
  );

async function ledgerCheck(): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runAdminCommand({ name: 'ledger-check' }, db, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, out: lines.join('\n') };
}

describe('the seal chain (docs/ledger-proofs.md)', () => {
  it('seals committed transfers in order, then only the new ones, and ledger-check verifies the chain', async () => {
    await move('a', 100n, 'in');
    await move('b', 30n, 'out');
    expect(await sealLedger(db)).toMatchObject({ sealed: 2, headPosition: 2n, ran: true });
    // A transfer still being written is not sealed: it has not committed.
    await db.transaction(async (tx) => {
      await transfer(tx, { asset: 'gold_coin', from: systemParty('mint'), to: userParty(user), amount: 5n, idempotencyKey: 'c', reason: 'seal_test' });
      expect(await sealLedger(db)).toMatchObject({ sealed: 0, headPosition: 2n });
    });
    await move('d', 7n, 'in');
    const report = await sealLedger(db);
    expect(report).toMatchObject({ sealed: 2, headPosition: 4n });
    expect(report.headSeal).toMatch(/^[0-9a-f]{64}$/);
    expect(await sealLedger(db)).toMatchObject({ sealed: 0, headPosition: 4n });

    const check = await ledgerCheck();
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/^ok {3}every sealed transfer matches its seal, in one unbroken chain$/m);
  });

  it('is sealed by the job queue shortly after a commit, with no one calling the sealer', async () => {
    const inFlight = new InFlightWork();
    const worker = await startJobWorker(db, [sealLedgerWork(db)], { pollingSeconds: 0.5, onError: (error) => expect.fail(String(error)) });
    const stopTicker = startJobTicker(db, inFlight, sealQueue, 1, (error) => expect.fail(String(error)));
    try {
      await move('e', 1n, 'in');
      await vi.waitFor(async () => { expect((await sealChainHead(db)).position).toBe(5n); }, { timeout: 20_000, interval: 100 });
    } finally {
      stopTicker();
      await worker.stop();
      await inFlight.settled();
    }
  });

  // Last: it corrupts the ledger past the guards a DBA could remove.
  it('names the first broken link when a sealed transfer is changed with raw SQL', async () => {
    await db.exec('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_no_change');
    const [tampered] = await db.query<{ id: bigint }>("UPDATE ledger_transfers SET amount = 3 WHERE idempotency_key = 'b' RETURNING id");
    const check = await ledgerCheck();
    expect(check.code).toBe(1);
    expect(check.out).toContain('FAIL every sealed transfer matches its seal, in one unbroken chain');
    expect(check.out).toContain(`first broken link: position 2, transfer ${tampered?.id} (gold_coin 3 from user:${user} to system:burn, seal_test): its content or seal was changed after it was sealed`);
  });
});
