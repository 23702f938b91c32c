import { createHash } from 'node:crypto';
import { leagueTiers } from '@site/api-contract';

// The rules of the weekly leagues, with no database (docs/api/weekly-leagues.md): the
// tiers (stored as their index in the contract's `leagueTiers`, bronze 0), the week, a run's
// points, who promotes and demotes, what each place pays.

/** Players in a cohort at most. */
export const cohortCapacity = 50;

/** Runs of a week that earn points: past it, a player's runs still count on the boards, not in the league. */
export const maxRunsPerWeek = 100;

/** Points of one accepted run: `runPoints` for finishing it, up to `bonusPoints` more for its score against the game's record. */
export const runPoints = 10;
export const bonusPoints = 10;

/** How long after a week ends its cohorts are closed: longer than any run finish's transaction. */
export const closeGraceMs = 60_000;

const dayMs = 86_400_000;

export interface LeagueWeek {
  /** `YYYY-MM-DD` of its Monday, the `week_start` column. */
  startDate: string;
  start: Date;
  end: Date;
}

/** The week holding `at`, from Monday 00:00 UTC (the epoch, 1970-01-01, was a Thursday). */
export function leagueWeekAt(at: Date): LeagueWeek {
  const day = Math.floor(at.getTime() / dayMs);
  const startDay = day - ((day + 3) % 7);
  const start = new Date(startDay * dayMs);
  return { startDate: start.toISOString().slice(0, 10), start, end: new Date((startDay + 7) * dayMs) };
}

/** The week before `week`. */
export const weekBefore = (week: LeagueWeek): LeagueWeek => leagueWeekAt(new Date(week.start.getTime() - dayMs));

/** The week starting on `startDate`. */
export const leagueWeekOf = (startDate: string): LeagueWeek => leagueWeekAt(new Date(`${startDate}T00:00:00Z`));

/**
 * A run's points, the same scale for every game: none for a run that achieved nothing (`counts`
 * false: a level given up, a run given up at 0; runs/counted-run.ts); else `runPoints`, plus
 * `bonusPoints` times the share of the game's record (its all-time best on the run's board, the
 * level's for a game with levels, before this run) that the score reaches, rounded down and
 * capped: a game scoring in millions and one scoring in tens weigh the same. A score that ties or
 * beats the record, or the first score of a board, gets the whole bonus; a score of 0 none.
 */
export function pointsOfRun(run: { score: number; counts: boolean }, record: number | null): number {
  const { score } = run;
  if (!run.counts) return 0;
  if (score <= 0) return runPoints;
  if (record === null || score >= record) return runPoints + bonusPoints;
  return runPoints + Math.floor((bonusPoints * score) / record);
}

/** How many of a cohort of `size` promote (the top) and demote (the bottom); none past the top or below the bottom tier. */
export function zonesOf(size: number, tier: number): { promote: number; demote: number } {
  const promote = tier >= leagueTiers.length - 1 ? 0 : Math.max(1, Math.ceil(size / 5));
  const demote = tier <= 0 || size < 5 ? 0 : Math.floor(size / 5);
  return { promote: Math.min(promote, size), demote: Math.min(demote, Math.max(0, size - promote)) };
}

export type LeagueOutcome = 'promoted' | 'stayed' | 'demoted';

/** The outcome of place `place` (1 the best) in a cohort of `size` in `tier`, and the tier it leads to. */
export function outcomeOf(place: number, size: number, tier: number): { outcome: LeagueOutcome; nextTier: number } {
  const { promote, demote } = zonesOf(size, tier);
  if (place <= promote) return { outcome: 'promoted', nextTier: tier + 1 };
  if (place > size - demote) return { outcome: 'demoted', nextTier: tier - 1 };
  return { outcome: 'stayed', nextTier: tier };
}

/** Game coins the first three places of a cohort get, times the tier's rank (bronze 1, diamond 5). */
const placeRewards = [100n, 60n, 30n] as const;

export function rewardOf(place: number, tier: number): bigint {
  const base = placeRewards[place - 1];
  return base === undefined ? 0n : base * BigInt(tier + 1);
}

/** The ledger reason of a league reward. */
export const leagueRewardReason = 'league_reward';

/**
 * The key of the rewards of a few cohorts paid in one operation: their ids (a hash: a key holds
 * 200 characters), so a close retried pays nothing twice and no two operations share a key. Only
 * a close that committed closed its cohorts, so each cohort's places are paid by one operation.
 */
export const leagueRewardKey = (cohortIds: readonly string[]): string =>
  `${leagueRewardReason}:${createHash('sha256').update([...cohortIds].sort().join(',')).digest('hex')}`;
