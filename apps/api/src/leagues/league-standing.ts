import type { Queryable } from '../db/database.ts';
import { outcomeOf, rewardOf, type LeagueOutcome } from './league-rules.ts';
import { latestMemberBefore, listStandings, type LatestWeek, type MemberRow } from './league-store.ts';

export interface Standing {
  member: MemberRow;
  place: number;
  outcome: LeagueOutcome;
  reward: bigint;
  nextTier: number;
}

/**
 * A cohort's final table from its members (best first, as `listStandings` orders them): the one
 * rule the week's close writes down and a placement reads before the close has run, so both agree.
 */
export function standingsOf(members: readonly MemberRow[]): Standing[] {
  return members.map((member, index) => {
    const place = index + 1;
    const { outcome, nextTier } = outcomeOf(place, members.length, member.tier);
    return { member, place, outcome, reward: rewardOf(place, member.tier), nextTier };
  });
}

/**
 * The tier a player is placed in for the week starting `weekStart`: the next tier their latest
 * week decided, read from its close or, when that close has not run yet, from its final table.
 */
export async function tierForWeek(db: Queryable, weekStart: string, accountId: string): Promise<number> {
  return tierAfter(db, await latestMemberBefore(db, weekStart, accountId), accountId);
}

/** The tier the player's latest week (null: none yet) leads to. */
export async function tierAfter(db: Queryable, latest: LatestWeek | null, accountId: string): Promise<number> {
  if (latest === null) return 0;
  if (latest.next_tier !== null) return latest.next_tier;
  const mine = standingsOf(await listStandings(db, [latest.cohort_id])).find((standing) => standing.member.account_id === accountId);
  return mine?.nextTier ?? latest.tier;
}
