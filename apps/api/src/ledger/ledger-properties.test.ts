import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { checkLedger } from './check-ledger.ts';
import { userBalances } from './ledger-history.ts';
import { createTestAccount, openLedgerTestDatabase } from '../test-support/ledger-test-helpers.ts';
import { assets, partyLabel, systemAccounts, type Asset, type LedgerParty, type TransferLeg } from './ledger-types.ts';
import { transferMany } from './transfer.ts';

let db: Database;
beforeAll(async () => {
  db = await openLedgerTestDatabase();
});
afterAll(() => db.close());

/** One step: an operation under a key drawn from a small set, so replays and conflicts happen often. */
interface Step {
  key: number;
  legs: { asset: Asset; from: number; to: number; amount: bigint }[];
}

const partyCount = 3 + systemAccounts.length;
const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  key: fc.nat({ max: 7 }),
  legs: fc.array(
    fc
      .record({ asset: fc.constantFrom(...assets), from: fc.nat({ max: partyCount - 1 }), to: fc.nat({ max: partyCount - 1 }), amount: fc.bigInt({ min: 1n, max: 60n }) })
      .filter((leg) => leg.from !== leg.to),
    { minLength: 1, maxLength: 3 },
  ),
});

/**
 * Random operations (many refused for lack of balance, many replays of a key with the same or
 * another body) against a plain in-memory model: same outcome for each, same balances after, and
 * the database's invariants hold throughout.
 */
it('keeps the invariants and matches a simple model over random operations, refusals and replays', { timeout: 120_000 }, async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }), async (steps) => {
      run += 1;
      const users = [await createTestAccount(db), await createTestAccount(db), await createTestAccount(db)];
      const parties: LedgerParty[] = [...users.map((user) => ({ user })), ...systemAccounts.map((system) => ({ system }))];
      const partyAt = (index: number): LedgerParty => {
        const party = parties[index];
        if (!party) throw new Error(`no party ${index}`);
        return party;
      };
      const model = new Map<string, bigint>();
      const balance = (party: LedgerParty, asset: Asset): bigint => model.get(`${partyLabel(party)}:${asset}`) ?? 0n;
      const seen = new Map<number, string>();

      for (const step of steps) {
        const legs: TransferLeg[] = step.legs.map((leg) => ({ asset: leg.asset, from: partyAt(leg.from), to: partyAt(leg.to), amount: leg.amount }));
        const body = JSON.stringify(step.legs, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
        const key = `prop-${run}-${step.key}`;

        // The model: replay, conflict, refusal or success.
        let expected: 'replayed' | 'idempotency_conflict' | 'insufficient_balance' | 'moved';
        const earlier = seen.get(step.key);
        if (earlier !== undefined) expected = earlier === body ? 'replayed' : 'idempotency_conflict';
        else {
          const after = new Map<string, bigint>();
          for (const leg of legs) {
            for (const [party, delta] of [[leg.from, -leg.amount], [leg.to, leg.amount]] as const) {
              const id = `${partyLabel(party)}:${leg.asset}`;
              after.set(id, (after.get(id) ?? balance(party, leg.asset)) + delta);
            }
          }
          const negativeUser = [...after].some(([id, value]) => id.startsWith('user:') && value < 0n);
          expected = negativeUser ? 'insufficient_balance' : 'moved';
          if (!negativeUser) {
            for (const [id, value] of after) model.set(id, value);
            seen.set(step.key, body);
          }
        }

        const outcome = await db.transaction((tx) => transferMany(tx, { idempotencyKey: key, reason: 'test', legs })).then(
          (result) => (result.replayed ? 'replayed' : 'moved'),
          (error: unknown) => {
            if (error instanceof ApiError) return error.code;
            throw error;
          },
        );
        expect(outcome).toBe(expected);
      }

      for (const [index, user] of users.entries()) {
        const stored = await userBalances(db, user);
        for (const asset of assets) expect(stored[asset], `user ${index} ${asset}`).toBe(balance({ user }, asset));
      }
      const report = await checkLedger(db);
      expect(report.checks.flatMap((check) => check.failures)).toEqual([]);
    }),
    { numRuns: 30 },
  );
});
