import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeLeagueWeeks, openCohortsOfEndedWeeks } from '../leagues/close-league-weeks.ts';
import { leagueRewardReason, leagueWeekOf } from '../leagues/league-rules.ts';
import { recordLeagueRun } from '../leagues/record-league-run.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { createTestAccount } from '../test-support/ledger-test-helpers.ts';
import { startedRun, finish, whatFinishesReached } from '../test-support/run-test-helpers.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { systemParty, userParty, type SystemAccountName } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';

// Amounts each within what a request may carry, whose sums push an account past PostgreSQL's
// bigint (9223372036854775807): refused with one error code on both databases, nothing moved.

// The streak pays its first day (startTestServer's default pays none), for the meta layer's sums below.
const server = await startTestServer({ RUN_MIN_SECONDS: '1', STREAK_REWARD_FIRST: '10' });
server.stopClock();
const { db } = server.ctx;
const most = '999999999999999999';

let admin: TestClient;
beforeAll(async () => {
  const caller = await signedInPlayer(server);
  await db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [caller.accountId]);
  await enableTotp(server, caller.client);
  admin = caller.client;
});

async function systemBalance(name: SystemAccountName, asset: string): Promise<bigint> {
  const [row] = await db.query<{ balance: bigint }>(
    'SELECT b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.system_name = $1 AND b.asset = $2',
    [name, asset],
  );
  return row?.balance ?? 0n;
}

const outOfRange = { status: 409, code: 'balance_out_of_range' };

describe('sums past what a balance holds', () => {
  it('ten grants of 999999999999999999 game coins: the tenth would take the rewards account past the range, and is refused', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signedInPlayer(server)));
    const grant = (accountId: string) => admin.api.call('createAdminGrant', { body: { requestId: randomUUID(), accountId, asset: 'game_coin', amount: most, reason: 'Sum test' } });
    for (const player of players.slice(0, 9)) await grant(player.accountId);
    await expect(grant(players[9]?.accountId ?? '')).rejects.toMatchObject(outOfRange);
    expect(await systemBalance('rewards', 'game_coin')).toBe(-9n * BigInt(most));
    expect(await userBalances(db, players[9]?.accountId ?? '')).toEqual({ gold_coin: 0n, game_coin: 0n, invite_point: 0n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('ten burns of 999999999999999999 game coins: the tenth would take the burn account past the range, and is refused', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signedInPlayer(server)));
    // Funded from two system accounts, so that neither of them is the one pushed past the range.
    for (const [index, player] of players.entries()) {
      await db.transaction((tx) =>
        transfer(tx, { asset: 'game_coin', from: systemParty(index % 2 === 0 ? 'mint' : 'treasury'), to: userParty(player.accountId), amount: BigInt(most), idempotencyKey: `sum-fund-${randomUUID()}`, reason: 'test_fund' }),
      );
    }
    const burn = (client: TestClient) => client.api.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: most } });
    for (const player of players.slice(0, 9)) await burn(player.client);
    await expect(burn(players[9]!.client)).rejects.toMatchObject(outOfRange);
    expect(await systemBalance('burn', 'game_coin')).toBe(9n * BigInt(most));
    expect(await userBalances(db, players[9]?.accountId ?? '')).toMatchObject({ game_coin: BigInt(most) });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it("a credit that would take a user's balance past the range is refused the same way", async () => {
    const player = await signedInPlayer(server);
    const credit = (from: SystemAccountName) =>
      db.transaction((tx) => transfer(tx, { asset: 'invite_point', from: systemParty(from), to: userParty(player.accountId), amount: 5_000_000_000_000_000_000n, idempotencyKey: `sum-user-${randomUUID()}`, reason: 'test_fund' }));
    await credit('mint');
    await expect(credit('treasury')).rejects.toMatchObject({ status: 409, code: 'balance_out_of_range' });
    expect(await userBalances(db, player.accountId)).toMatchObject({ invite_point: 5_000_000_000_000_000_000n });
    expect(await ledgerFailures(server)).toEqual([]);
  });
});

/**
 * Moves the rewards account's game coins to `headroom` short of the range (from it to a new
 * account: every reward the site pays comes from it), runs `work`, then reverses the move.
 */
async function withRewardsHeadroom(headroom: bigint, work: () => Promise<void>): Promise<void> {
  const sink = await createTestAccount(db);
  const amount = 2n ** 63n - 1n + (await systemBalance('rewards', 'game_coin')) - headroom;
  const move = (from: 'rewards' | 'sink') =>
    db.transaction((tx) =>
      transfer(tx, {
        asset: 'game_coin',
        from: from === 'rewards' ? systemParty('rewards') : userParty(sink),
        to: from === 'rewards' ? userParty(sink) : systemParty('rewards'),
        amount,
        idempotencyKey: `sum-headroom-${randomUUID()}`,
        reason: 'test_fund',
      }),
    );
  await move('rewards');
  try {
    await work();
  } finally {
    await move('sink');
  }
}

// The meta layer's payments (issue 38: the streak day, the day's quests, the league's places) come
// from the same rewards account: past its range they are refused the same way, and nothing of
// their finish or close moves.
describe("the meta layer's rewards past what a balance holds", () => {
  it("a run finish whose streak day and quest would take the rewards account past the range is refused: no streak, quest, league point, board or achievement moves", async () => {
    const { accountId, client } = await signedInPlayer(server);
    const gameId = `sums-${randomUUID().slice(0, 8)}`;
    // The run itself pays nothing (a coin per 1,000 points, none for completing): only the meta layer pays.
    await insertTestGame(db, { id: gameId, versions: [{ state: 'published', rewardTable: { kind: 'score', scorePerCoin: 1000, maxScore: 10_000, completedCoins: 0 } }] });
    // The day's quests: one, finish a run, paying 20.
    await admin.api.call('createQuestPoolEntry', { body: { kind: 'finish_runs', target: 1, reward: 20 } });
    const runId = await startedRun(client, gameId);
    server.advanceClock(1_001);
    const before = await whatFinishesReached(db, accountId);
    // Less than the first streak day pays (10) and the quest (20).
    await withRewardsHeadroom(5n, async () => {
      await expect(finish(client, runId, { score: 1, completed: true })).rejects.toMatchObject(outOfRange);
      expect(await whatFinishesReached(db, accountId)).toEqual(before);
      const [run] = await db.query<{ finished_at: Date | null }>('SELECT finished_at FROM game_runs WHERE id = $1', [runId]);
      expect(run?.finished_at).toBeNull();
    });
    // With room again, the same run finishes and pays its streak day and its quest.
    const finished = await finish(client, runId, { score: 1, completed: true });
    expect(finished.earned).toBe('0');
    expect((await whatFinishesReached(db, accountId)).balances.game_coin).toBe(30n);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it("a league close whose places would take the rewards account past the range closes nothing; run again with room, it pays every place once", async () => {
    const week = leagueWeekOf('2031-06-02');
    // Weeks before it closed first (an earlier test's finish joined this day's week), so this counts its own cohort only.
    await closeLeagueWeeks({ db, now: () => new Date(week.start.getTime() + 120_000) });
    const players = await Promise.all(Array.from({ length: 4 }, () => createTestAccount(db)));
    for (const [index, accountId] of players.entries()) {
      await db.transaction((tx) => recordLeagueRun(tx, { accountId, gameId: 'levels', level: 1, score: 5 + index, counts: true, at: new Date(week.start.getTime() + (index + 1) * 60_000) }));
    }
    const afterWeek = { db, now: () => new Date(week.end.getTime() + 120_000) };
    const paidPlaces = () => db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers WHERE reason = $1', [leagueRewardReason]);
    const paidBefore = (await paidPlaces())[0]?.n;
    // Less than a cohort's first place pays (100 in bronze).
    await withRewardsHeadroom(50n, async () => {
      await expect(closeLeagueWeeks(afterWeek)).rejects.toMatchObject(outOfRange);
      expect(await openCohortsOfEndedWeeks(afterWeek)).toBe(1);
      expect((await paidPlaces())[0]?.n).toBe(paidBefore);
      expect(await db.query('SELECT 1 FROM league_members WHERE week_start = $1::date AND place IS NOT NULL', [week.startDate])).toEqual([]);
    });
    expect(await closeLeagueWeeks(afterWeek)).toBe(1);
    expect(await closeLeagueWeeks(afterWeek)).toBe(0);
    expect((await paidPlaces())[0]?.n).toBe((paidBefore ?? 0) + 3);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
