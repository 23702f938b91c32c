import { describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from '../accounts/identity-store.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { ledgerFailures } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finishFirstRun, inviteState, newInviter } from '../test-support/invite-test-bed.ts';
import { queuedConcurrency } from '../test-support/concurrency-pool.ts';

/**
 * 60 invited people finish their first run at the same moment, through 8 connections of a real
 * PostgreSQL, each first run sent twice: the daily limit (50) is counted under a lock, so exactly
 * 50 are rewarded, 10 are recorded as over the limit, and nobody is paid twice.
 */
describe.runIf(testDatabaseKind === 'postgres')('invite rewards under concurrency', () => {
  it('rewards exactly the daily limit, once per person', { timeout: 120_000 }, async () => {
    const server = await startTestServer({}, {}, { db: openPostgresDatabase(await createPostgresTestDatabase(), queuedConcurrency) });
    const inviter = await newInviter(server);
    const now = server.ctx.now();
    const invitees: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const identity = { kind: 'telegram' as const, subject: String(6_300_000_000 + index), label: `Friend ${index}`, verified: true };
      invitees.push(await server.ctx.db.transaction((tx) => createAccountWithIdentity(tx, identity, { invitedBy: inviter.accountId, now })));
    }

    const results = await Promise.all(invitees.flatMap((accountId) => [finishFirstRun(server, accountId, now), finishFirstRun(server, accountId, now)]));
    const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
    expect({ rewarded: count('rewarded'), over: count('over_daily_limit'), repeated: count('not_first_run') }).toEqual({ rewarded: 50, over: 10, repeated: 60 });

    expect((await userBalances(server.ctx.db, inviter.accountId)).invite_point).toBe(5_000n);
    expect(await inviteState(server.ctx.db)).toMatchObject({ transfers: 50, rewards: 60, identities: 50, first_runs: 60 });
    expect(await inviter.client.api.call('getInvites')).toMatchObject({ inviteeCount: 60, pointsEarned: '5000', rewardsToday: 50, rewardsLeftToday: 0 });
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
