import { expect, it } from 'vitest';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { utcDay } from '../economy/gold-conversion-limit.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { finish, pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';

// Its own server: this file moves the clock, and sets small caps.
const server = await startTestServer({ RUN_MAX_REWARD: '15', RUN_DAILY_REWARD_LIMIT: '40' });

it('caps a run at RUN_MAX_REWARD and a UTC day at RUN_DAILY_REWARD_LIMIT, and counts again from midnight by when a run finished', async () => {
  const now = server.ctx.now();
  const midnight = utcDay(now).end;
  server.advanceClock(midnight.getTime() - now.getTime() - 5 * 60_000);
  const { accountId, client } = await signedInPlayer(server);
  const level1 = { score: 1000, level: 1, completed: true };
  const play = async () => {
    const runId = await startedRun(client);
    pastMinimumRunTime(server);
    return await finish(client, runId, level1);
  };

  // The table gives 10 + 8 = 18 for 1000 points on level 1.
  expect(await play()).toMatchObject({ tableReward: '18', earned: '15', cappedBy: 'run_max', dailyRewards: { paidToday: '15', leftToday: '25' } });
  expect(await play()).toMatchObject({ earned: '15', cappedBy: 'run_max', dailyRewards: { paidToday: '30', leftToday: '10' } });
  expect(await play()).toMatchObject({ earned: '10', cappedBy: 'daily_limit', dailyRewards: { paidToday: '40', leftToday: '0', resetsAt: midnight.toISOString() } });
  const nothingLeft = await play();
  expect(nothingLeft).toMatchObject({ earned: '0', cappedBy: 'daily_limit', run: { coinsPaid: '0', completed: true }, balances: { game_coin: '40' } });
  expect(await userBalances(server.ctx.db, accountId)).toEqual({ gold_coin: 0n, game_coin: 40n, invite_point: 0n });

  // Started before midnight, finished after it: it counts for the new day.
  const lateRun = await startedRun(client);
  server.advanceClock(10 * 60_000);
  expect(server.ctx.now().getTime()).toBeGreaterThan(midnight.getTime());
  const nextDay = await finish(client, lateRun, { score: 600, level: 1, completed: true });
  expect(nextDay).toMatchObject({ earned: '14', cappedBy: null, dailyRewards: { paidToday: '14', leftToday: '26', resetsAt: new Date(midnight.getTime() + 86_400_000).toISOString() } });
  expect(await userBalances(server.ctx.db, accountId)).toEqual({ gold_coin: 0n, game_coin: 54n, invite_point: 0n });
  const transfers = await server.ctx.db.query<{ amount: bigint }>(
    "SELECT t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account WHERE a.account_id = $1 AND t.reason = 'run_reward' ORDER BY t.id",
    [accountId],
  );
  // The run paid nothing has no transfer: the ledger holds only positive amounts.
  expect(transfers.map((row) => row.amount)).toEqual([15n, 15n, 10n, 14n]);
  expect(await ledgerFailures(server)).toEqual([]);
});
