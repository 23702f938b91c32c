import { leagueTiers, type LeagueTier } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { findMember } from './league-store.ts';

/** A closed week that promoted the player: the tier they left, the one they reached, their place and reward. */
export interface Promotion {
  from: LeagueTier;
  to: LeagueTier;
  place: number;
  reward: bigint;
}

/** The player's promotion of the week starting `weekStart`, once its close has run; null when it did not promote them (or is not closed). */
export async function findPromotion(db: Queryable, accountId: string, weekStart: string): Promise<Promotion | null> {
  const member = await findMember(db, weekStart, accountId);
  if (member?.outcome !== 'promoted' || member.place === null || member.next_tier === null) return null;
  const from = leagueTiers[member.tier];
  const to = leagueTiers[member.next_tier];
  if (from === undefined || to === undefined) return null;
  return { from, to, place: member.place, reward: member.reward ?? 0n };
}
