import { expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';

const server = await startTestServer();
const { db } = server.ctx;

it("rewards the inviter in the transaction of the invited account's first finished run, and only then", async () => {
  const inviter = await signedInPlayer(server);
  const invitee = await signedInPlayer(server);
  await db.query('UPDATE accounts SET invited_by = $1 WHERE id = $2', [inviter.accountId, invitee.accountId]);

  const runId = await startedRun(invitee.client);
  // A refused finish rolls back with nothing decided: no reward yet.
  await expect(finish(invitee.client, runId, { score: 1, level: 1, completed: false })).rejects.toMatchObject({ status: 409 });
  expect((await userBalances(db, inviter.accountId)).invite_point).toBe(0n);

  pastMinimumRunTime(server);
  await finish(invitee.client, runId, { score: 0, level: 1, completed: false });
  expect((await userBalances(db, inviter.accountId)).invite_point).toBe(BigInt(server.ctx.config.invites.rewardPoints));
  expect(await db.query('SELECT outcome FROM invite_rewards WHERE invitee_id = $1', [invitee.accountId])).toEqual([{ outcome: 'rewarded' }]);

  const second = await startedRun(invitee.client);
  pastMinimumRunTime(server);
  await finish(invitee.client, second, { score: 100, level: 1, completed: true });
  expect((await userBalances(db, inviter.accountId)).invite_point).toBe(BigInt(server.ctx.config.invites.rewardPoints));
});
