import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { createTestAccount, openLedgerTestDatabase } from '../test-support/ledger-test-helpers.ts';
import { closeLeagueWeeks, openCohortsOfEndedWeeks } from './close-league-weeks.ts';
import { leagueRewardReason, leagueWeekAt, leagueWeekOf } from './league-rules.ts';
import { standingsOf } from './league-standing.ts';
import { listStandings } from './league-store.ts';
import { recordLeagueRun } from './record-league-run.ts';

const db: Database = await openLedgerTestDatabase();
afterAll(() => db.close());

const minute = 60_000;
/** A week of its own for each test, so tests share the database and not their weeks. */
let nextWeek = leagueWeekOf('2031-03-03');
const freshWeek = (): ReturnType<typeof leagueWeekOf> => {
  const week = nextWeek;
  nextWeek = leagueWeekAt(new Date(week.end.getTime() + 21 * 86_400_000));
  return week;
};
/** Closes what earlier tests left open, so a test counts its own cohorts only. */
const closeEarlierWeeks = (week: { start: Date }): Promise<number> => closeLeagueWeeks({ db, now: () => new Date(week.start.getTime() + 2 * minute) });
const afterWeek = (week: { end: Date }) => ({ db, now: () => new Date(week.end.getTime() + 2 * minute) });

/** `count` new players, each finishing one run in `week`, a minute apart: earlier ones rank higher on equal points. */
async function playersPlaying(week: { start: Date }, count: number, ids: string[] = []): Promise<string[]> {
  const players = ids.length > 0 ? ids : await Promise.all(Array.from({ length: count }, () => createTestAccount(db)));
  for (const [index, accountId] of players.entries()) {
    await db.transaction((tx) => recordLeagueRun(tx, { accountId, gameId: 'levels', level: 1, score: 5, counts: true, at: new Date(week.start.getTime() + (index + 1) * minute) }));
  }
  return players;
}

async function cohortSizes(weekStart: string): Promise<{ tier: number; size: number }[]> {
  return db.query<{ tier: number; size: number }>('SELECT tier, count(*)::int AS size FROM league_members WHERE week_start = $1::date GROUP BY cohort_id, tier ORDER BY cohort_id', [weekStart]);
}

async function rewardsPaid(accountIds: readonly string[]): Promise<Map<string, bigint>> {
  const rows = await db.query<{ account_id: string; paid: bigint }>(
    `SELECT a.account_id AS account_id, sum(t.amount)::bigint AS paid FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account
      WHERE t.reason = $1 AND a.account_id = ANY($2::uuid[]) GROUP BY a.account_id`,
    [leagueRewardReason, accountIds],
  );
  return new Map(rows.map((row) => [row.account_id, row.paid]));
}

/** What the close should decide, read from the final tables before it runs. */
async function expectedResults(weekStart: string): Promise<Map<string, { place: number; outcome: string; reward: bigint; next_tier: number }>> {
  const cohorts = await db.query<{ id: string }>('SELECT id::text AS id FROM league_cohorts WHERE week_start = $1::date ORDER BY id', [weekStart]);
  const expected = new Map<string, { place: number; outcome: string; reward: bigint; next_tier: number }>();
  for (const { id } of cohorts) {
    for (const standing of standingsOf(await listStandings(db, [id]))) {
      expected.set(standing.member.account_id, { place: standing.place, outcome: standing.outcome, reward: standing.reward, next_tier: standing.nextTier });
    }
  }
  return expected;
}

async function recordedResults(weekStart: string): Promise<Map<string, { place: number; outcome: string; reward: bigint; next_tier: number }>> {
  const rows = await db.query<{ account_id: string; place: number; outcome: string; reward: bigint; next_tier: number }>(
    'SELECT account_id, place, outcome, reward, next_tier FROM league_members WHERE week_start = $1::date',
    [weekStart],
  );
  return new Map(rows.map(({ account_id, ...result }) => [account_id, result]));
}

describe('the week', () => {
  it('starts on Monday 00:00 UTC: the last millisecond of Sunday is the week before', () => {
    expect(leagueWeekAt(new Date('2030-01-20T23:59:59.999Z')).startDate).toBe('2030-01-14');
    expect(leagueWeekAt(new Date('2030-01-21T00:00:00.000Z')).startDate).toBe('2030-01-21');
    expect(leagueWeekAt(new Date('2030-01-21T00:00:00.000Z')).end.toISOString()).toBe('2030-01-28T00:00:00.000Z');
  });
});

describe('cohorts', () => {
  it('hold at most 50 players of one tier: the 51st opens a second cohort', async () => {
    const week = freshWeek();
    await playersPlaying(week, 51);
    expect(await cohortSizes(week.startDate)).toEqual([
      { tier: 0, size: 50 },
      { tier: 0, size: 1 },
    ]);
  });

  it('place a player once a week, however many runs they finish', async () => {
    const week = freshWeek();
    const [player] = await playersPlaying(week, 1);
    if (player === undefined) throw new Error('no player');
    await playersPlaying(week, 1, [player]);
    const [member] = await db.query<{ points: number; runs: number }>('SELECT points, runs FROM league_members WHERE week_start = $1::date AND account_id = $2', [week.startDate, player]);
    expect(member).toEqual({ points: 40, runs: 2 });
  });
});

describe("the week's close", () => {
  it('promotes the top fifth, demotes the bottom fifth (not from bronze), pays the first three places, and places each player in their new tier', async () => {
    const first = freshWeek();
    const players = await playersPlaying(first, 30);
    await closeLeagueWeeks(afterWeek(first));
    const results = await recordedResults(first.startDate);
    const promoted = players.slice(0, 6);
    expect(players.map((id) => results.get(id)?.outcome)).toEqual([...Array<string>(6).fill('promoted'), ...Array<string>(24).fill('stayed')]);
    expect([...(await rewardsPaid(players)).values()].sort()).toEqual([100n, 30n, 60n].sort());

    const second = leagueWeekAt(first.end);
    await playersPlaying(second, 6, promoted);
    expect(await cohortSizes(second.startDate)).toEqual([{ tier: 1, size: 6 }]);
    await closeLeagueWeeks(afterWeek(second));
    const secondResults = await recordedResults(second.startDate);
    expect(promoted.map((id) => secondResults.get(id)?.outcome)).toEqual(['promoted', 'promoted', 'stayed', 'stayed', 'stayed', 'demoted']);
    expect(secondResults.get(promoted[0] ?? '')?.reward).toBe(200n);

    const third = leagueWeekAt(second.end);
    await playersPlaying(third, 6, promoted);
    const tiers = await db.query<{ tier: number }>('SELECT tier FROM league_members WHERE week_start = $1::date ORDER BY tier', [third.startDate]);
    expect(tiers.map((row) => row.tier)).toEqual([0, 1, 1, 1, 2, 2]);
  });

  it('closes each cohort once, whatever the number of closes, and leaves the week that has not ended open', async () => {
    const week = freshWeek();
    await closeEarlierWeeks(week);
    await playersPlaying(week, 3);
    const atEnd = { db, now: () => new Date(week.end.getTime() + 1000) };
    expect(await closeLeagueWeeks(atEnd)).toBe(0);
    expect(await closeLeagueWeeks(afterWeek(week))).toBeGreaterThan(0);
    expect(await closeLeagueWeeks(afterWeek(week))).toBe(0);
    expect(await openCohortsOfEndedWeeks(afterWeek(week))).toBe(0);
  });

  it('killed half-way and run again, gives the same outcome and pays every reward once', async () => {
    const week = freshWeek();
    await closeEarlierWeeks(week);
    const players = await playersPlaying(week, 120);
    const expected = await expectedResults(week.startDate);
    const killed = closeLeagueWeeks(afterWeek(week), {
      batchSize: 1,
      afterBatch: (closed) => {
        if (closed === 1) throw new Error('killed after one cohort');
      },
    });
    await expect(killed).rejects.toThrow('killed after one cohort');
    expect(await openCohortsOfEndedWeeks(afterWeek(week))).toBe(2);
    expect(await closeLeagueWeeks(afterWeek(week), { batchSize: 1 })).toBe(2);
    expect(await recordedResults(week.startDate)).toEqual(expected);
    const paid = await rewardsPaid(players);
    expect(paid).toEqual(new Map([...expected].filter(([, result]) => result.reward > 0n).map(([id, result]) => [id, result.reward])));
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('run by several closers at once, closes every cohort once and pays every reward once', async () => {
    const week = freshWeek();
    await closeEarlierWeeks(week);
    const players = await playersPlaying(week, 160);
    const expected = await expectedResults(week.startDate);
    const closed = await Promise.all([1, 2, 3].map(() => closeLeagueWeeks(afterWeek(week), { batchSize: 1 })));
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(await recordedResults(week.startDate)).toEqual(expected);
    expect([...(await rewardsPaid(players)).values()].reduce((sum, paid) => sum + paid, 0n)).toBe(4n * 190n);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
