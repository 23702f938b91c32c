import { leagueTiers, type LeagueCircle, type LeagueCircleRow, type ResponseOf } from '@site/api-contract';
import { displayNamesOf, inviteFriendsOf } from '../accounts/display-names.ts';
import { countryOf } from '../accounts/player-country.ts';
import type { ServerContext } from '../context.ts';
import { leagueWeekAt } from './league-rules.ts';
import { listMembersOf, listMembersOfCountry, type MemberRow } from './league-store.ts';

/** How many players a friends' or a country's league table shows. */
const circleLimit = 100;

async function circleOf(ctx: Pick<ServerContext, 'db'>, weekStart: string, weekEnd: Date, members: readonly MemberRow[], accountId: string): Promise<LeagueCircle> {
  const names = await displayNamesOf(ctx.db, members.map((member) => member.account_id));
  const rows: LeagueCircleRow[] = members.map((member, index) => ({
    place: index + 1,
    displayName: names.get(member.account_id) ?? '',
    tier: leagueTiers[member.tier] ?? 'bronze',
    points: member.points,
    runs: member.runs,
    you: member.account_id === accountId,
  }));
  return { weekStart, weekEndsAt: weekEnd.toISOString(), rows };
}

/** This week's points of the player and their invite friends (either way), across tiers and cohorts. */
export async function readLeagueOfFriends(ctx: Pick<ServerContext, 'db' | 'now'>, accountId: string): Promise<LeagueCircle> {
  const week = leagueWeekAt(ctx.now());
  const people = [accountId, ...(await inviteFriendsOf(ctx.db, accountId))];
  return circleOf(ctx, week.startDate, week.end, await listMembersOf(ctx.db, week.startDate, people, circleLimit), accountId);
}

/** This week's top of the player's chosen country; no rows (and `country` null) until they choose one. */
export async function readLeagueOfCountry(ctx: Pick<ServerContext, 'db' | 'now'>, accountId: string): Promise<ResponseOf<'getLeagueCountry'>> {
  const week = leagueWeekAt(ctx.now());
  const country = await countryOf(ctx.db, accountId);
  const members = country === null ? [] : await listMembersOfCountry(ctx.db, week.startDate, country, circleLimit);
  return { ...(await circleOf(ctx, week.startDate, week.end, members, accountId)), country };
}
