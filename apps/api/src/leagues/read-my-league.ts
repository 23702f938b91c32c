import { leagueTiers, type LeagueTable, type MyLeague } from '@site/api-contract';
import { displayNamesOf } from '../accounts/display-names.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { leagueWeekAt, leagueWeekOf, weekBefore, zonesOf } from './league-rules.ts';
import { standingsOf, tierForWeek } from './league-standing.ts';
import { findMember, listStandings, type MemberRow } from './league-store.ts';

const tierName = (tier: number): MyLeague['tier'] => leagueTiers[tier] ?? 'bronze';

/** The player's league this week and last (the route `getMyLeague`), by the server's clock. */
export async function readMyLeague(ctx: Pick<ServerContext, 'db' | 'now'>, accountId: string): Promise<MyLeague> {
  const now = ctx.now();
  const week = leagueWeekAt(now);
  const current = await findMember(ctx.db, week.startDate, accountId);
  const previous = await findMember(ctx.db, weekBefore(week).startDate, accountId);
  const tier = current?.tier ?? (await tierForWeek(ctx.db, week.startDate, accountId));
  return {
    now: now.toISOString(),
    weekStart: week.startDate,
    weekEndsAt: week.end.toISOString(),
    tier: tierName(tier),
    current: current && (await tableOf(ctx.db, current, accountId)),
    previous: previous && (await tableOf(ctx.db, previous, accountId)),
  };
}

/** A cohort's table as it stands (as it closed, once closed): the same ranking the close writes. */
async function tableOf(db: Queryable, member: MemberRow, accountId: string): Promise<LeagueTable> {
  const standings = standingsOf(await listStandings(db, [member.cohort_id]));
  const names = await displayNamesOf(db, standings.map((standing) => standing.member.account_id));
  const closed = member.place !== null;
  return {
    weekStart: member.week_start,
    endsAt: leagueWeekOf(member.week_start).end.toISOString(),
    tier: tierName(member.tier),
    closed,
    ...zonesOf(standings.length, member.tier),
    rows: standings.map((standing) => ({
      place: standing.member.place ?? standing.place,
      displayName: names.get(standing.member.account_id) ?? '',
      points: standing.member.points,
      runs: standing.member.runs,
      you: standing.member.account_id === accountId,
      outcome: standing.member.outcome ?? standing.outcome,
      reward: (standing.member.reward ?? standing.reward).toString(),
    })),
  };
}
