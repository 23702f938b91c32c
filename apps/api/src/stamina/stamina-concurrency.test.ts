import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from '../accounts/identity-store.ts';
import type { StaminaConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createPostgresTestDatabase, openTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { readStamina, refillStamina, spendStamina } from './stamina-store.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';

const settings: StaminaConfig = { max: 100, refillSeconds: 180, runCost: 10, recoverPriceGold: 5 };
/** One instant for every call: no point comes back during the test, so the totals are exact. */
const now = new Date(Date.UTC(2030, 0, 1));

let db: Database;
beforeAll(async () => {
  // On PostgreSQL, several connections really race for the row; PGlite has one and queues them.
  db = testDatabaseKind === 'postgres' ? openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) : await openTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

let accounts = 0;
const newAccount = () => {
  accounts += 1;
  return db.transaction((tx) => createAccountWithIdentity(tx, { kind: 'email', subject: `racer${accounts}@example.org`, label: `racer${accounts}@example.org`, verified: true }, { now }));
};

/** Runs every call at once and sorts the outcomes: what each success returned, and each refusal's code. */
async function race<T>(calls: (() => Promise<T>)[]): Promise<{ succeeded: T[]; refused: string[] }> {
  const outcomes = await Promise.allSettled(calls.map((call) => call()));
  const succeeded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { code?: unknown }).code)] : []));
  return { succeeded, refused };
}

describe(`stamina under concurrency (${testDatabaseKind})`, () => {
  it('100 parallel runs of 10 on a full account of 100: exactly 10 start, the rest are refused, and 0 is left', async () => {
    const accountId = await newAccount();
    const spends = Array.from({ length: 100 }, () => () => db.transaction((tx) => spendStamina(tx, accountId, 10, now, settings)));
    const { succeeded, refused } = await race(spends);
    expect(succeeded).toHaveLength(10);
    expect(refused).toEqual(Array.from({ length: 90 }, () => 'not_enough_stamina'));
    // Each success saw what the one before it left: the values after the spends are 90, 80, …, 0, each once.
    expect(succeeded.map((stamina) => stamina.value).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(await readStamina(db, accountId, now, settings)).toMatchObject({ value: 0 });
  });

  it('parallel spends and recoveries: the value ends as the last committed step left it, never below 0', async () => {
    const accountId = await newAccount();
    const steps: string[] = [];
    const spendOne = () =>
      db.transaction(async (tx) => {
        const stamina = await spendStamina(tx, accountId, 30, now, settings);
        steps.push(`spend→${stamina.value}`);
        return stamina.value;
      });
    const recover = () =>
      db.transaction(async (tx) => {
        const { after } = await refillStamina(tx, accountId, now, settings);
        steps.push(`recover→${after.value}`);
        return after.value;
      });
    const calls = Array.from({ length: 120 }, (_, index) => (index % 4 === 3 ? recover : spendOne));
    const { succeeded, refused } = await race(calls);
    expect(succeeded.length + refused.length).toBe(120);
    expect(refused.every((code) => code === 'not_enough_stamina')).toBe(true);
    // Replaying the steps in the order their row locks were taken gives every returned value.
    let value = settings.max;
    for (const step of steps) {
      value = step.startsWith('recover') ? settings.max : value - 30;
      expect(step.endsWith(`→${value}`), steps.join(' ')).toBe(true);
    }
    expect(succeeded.every((left) => left >= 0)).toBe(true);
    expect(await readStamina(db, accountId, now, settings)).toMatchObject({ value });
  });
});
