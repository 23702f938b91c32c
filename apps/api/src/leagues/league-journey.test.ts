import { expect, it } from 'vitest';
import { checkLedger } from '../ledger/check-ledger.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { finish, startedRun } from '../test-support/run-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { closeLeagueWeeks } from './close-league-weeks.ts';

const server = await startTestServer();
const { db } = server.ctx;
server.stopClock();
const setClock = (iso: string): void => {
  server.advanceClock(new Date(iso).getTime() - server.ctx.now().getTime());
};

async function playedRun(client: Awaited<ReturnType<typeof signedInPlayer>>['client'], startAt: string, finishAt: string, score: number): Promise<void> {
  setClock(startAt);
  const runId = await startedRun(client);
  setClock(finishAt);
  await finish(client, runId, { score, level: 1, completed: true });
}

const leagueRewards = (accountId: string): Promise<{ amount: bigint }[]> =>
  db.query(
    `SELECT t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account WHERE a.account_id = $1 AND t.reason = 'league_reward'`,
    [accountId],
  );

it('ranks the week by the runs the server accepted, closes it after Monday 00:00 UTC, promotes and pays the winner once, and keeps last week readable', async () => {
  setClock('2030-01-20T23:00:00Z');
  const winner = await signedInPlayer(server);
  const runnerUp = await signedInPlayer(server);
  await playedRun(winner.client, '2030-01-20T23:50:00Z', '2030-01-20T23:59:59.000Z', 600);
  await playedRun(runnerUp.client, '2030-01-20T23:51:00Z', '2030-01-20T23:59:59.500Z', 200);

  const during = await winner.client.api.call('getMyLeague');
  expect(during).toMatchObject({ now: '2030-01-20T23:59:59.500Z', weekStart: '2030-01-14', weekEndsAt: '2030-01-21T00:00:00.000Z', tier: 'bronze', previous: null });
  expect(during.current?.rows.map((row) => [row.place, row.you, row.outcome, row.reward])).toEqual([
    [1, true, 'promoted', '100'],
    [2, false, 'stayed', '60'],
  ]);

  // The ended week is closed a minute of grace after Monday 00:00 UTC, not before.
  setClock('2030-01-21T00:00:30Z');
  expect(await closeLeagueWeeks(server.ctx)).toBe(0);
  setClock('2030-01-21T00:02:00Z');
  expect(await closeLeagueWeeks(server.ctx)).toBe(1);
  expect(await closeLeagueWeeks(server.ctx)).toBe(0);

  const after = await winner.client.api.call('getMyLeague');
  expect(after).toMatchObject({ weekStart: '2030-01-21', tier: 'silver', current: null });
  expect(after.previous).toMatchObject({ weekStart: '2030-01-14', closed: true, tier: 'bronze' });
  expect(after.previous?.rows[0]).toMatchObject({ place: 1, you: true, outcome: 'promoted', reward: '100' });
  expect(await leagueRewards(winner.accountId)).toEqual([{ amount: 100n }]);
  expect(await leagueRewards(runnerUp.accountId)).toEqual([{ amount: 60n }]);

  await playedRun(winner.client, '2030-01-21T00:03:00Z', '2030-01-21T00:10:00Z', 100);
  const nextWeek = await winner.client.api.call('getMyLeague');
  expect(nextWeek.current).toMatchObject({ tier: 'silver', closed: false, rows: [{ place: 1, you: true, points: 11 }] });
  expect((await checkLedger(db)).ok).toBe(true);
});

it('answers a player who never played: bronze, no table', async () => {
  const newcomer = await signedInPlayer(server);
  expect(await newcomer.client.api.call('getMyLeague')).toMatchObject({ tier: 'bronze', current: null, previous: null });
});

it('gives no points for a run that achieved nothing, which neither places the player nor takes one of the week\'s runs', async () => {
  setClock('2030-03-04T09:00:00Z');
  const { client } = await signedInPlayer(server);
  const run = async (claim: { score: number; level: number; completed: boolean }) => {
    const runId = await startedRun(client);
    server.advanceClock(server.ctx.config.runs.minSeconds * 1000 + 1);
    return (await finish(client, runId, claim)).bonuses?.leaguePoints;
  };
  expect(await run({ score: 0, level: 1, completed: false })).toBe(0);
  expect(await run({ score: 0, level: 1, completed: false })).toBe(0);
  expect((await client.api.call('getMyLeague')).current).toBeNull();
  // Level 1 completed at its most score: the run's 10 and the whole bonus (no record beats it).
  expect(await run({ score: 1000, level: 1, completed: true })).toBe(20);
  expect(await run({ score: 0, level: 1, completed: false })).toBe(0);
  expect((await client.api.call('getMyLeague')).current?.rows.find((row) => row.you)).toMatchObject({ points: 20, runs: 1 });
});
