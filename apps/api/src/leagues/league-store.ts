import type { Queryable } from '../db/database.ts';

/**
 * The only SQL of `league_cohorts` and `league_members` (migration 041). A cohort's standing is
 * always read in one order: points, then who reached them first, then the account id.
 */

export interface MemberRow {
  week_start: string;
  account_id: string;
  cohort_id: string;
  tier: number;
  points: number;
  runs: number;
  last_points_at: Date;
  place: number | null;
  outcome: 'promoted' | 'stayed' | 'demoted' | null;
  reward: bigint | null;
  next_tier: number | null;
}

const memberColumns = 'week_start::text AS week_start, account_id, cohort_id::text AS cohort_id, tier, points, runs, last_points_at, place, outcome, reward, next_tier';

/** The player's week, or null while they have not played in it. */
export async function findMember(db: Queryable, weekStart: string, accountId: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${memberColumns} FROM league_members WHERE week_start = $1::date AND account_id = $2`, [weekStart, accountId]);
  return row ?? null;
}

/** The player's latest week before `weekStart`, or null: their tier comes from it. */
export async function latestMemberBefore(db: Queryable, weekStart: string, accountId: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    `SELECT ${memberColumns} FROM league_members WHERE account_id = $1 AND week_start < $2::date ORDER BY week_start DESC LIMIT 1`,
    [accountId, weekStart],
  );
  return row ?? null;
}

/** A week's members among these players, best first (points, then who reached them first), at most `limit`. */
export function listMembersOf(db: Queryable, weekStart: string, accountIds: readonly string[], limit: number): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT ${memberColumns} FROM league_members WHERE week_start = $1::date AND account_id = ANY($2::uuid[]) ORDER BY points DESC, last_points_at, account_id LIMIT $3`,
    [weekStart, accountIds, limit],
  );
}

/** A week's members who chose `country` (the accounts' view `account_countries`), best first, at most `limit`. */
export function listMembersOfCountry(db: Queryable, weekStart: string, country: string, limit: number): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT ${memberColumns} FROM league_members
      WHERE week_start = $1::date AND account_id IN (SELECT account_id FROM account_countries WHERE country = $2)
      ORDER BY points DESC, last_points_at, account_id LIMIT $3`,
    [weekStart, country, limit],
  );
}

/** Every member of the cohorts, each cohort best first. */
export function listStandings(db: Queryable, cohortIds: readonly string[]): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT ${memberColumns} FROM league_members WHERE cohort_id = ANY($1::bigint[]) ORDER BY cohort_id, points DESC, last_points_at, account_id`,
    [cohortIds],
  );
}

/** The player's latest week before this one, as much as their next placement needs. */
export interface LatestWeek {
  cohort_id: string;
  tier: number;
  next_tier: number | null;
}

/**
 * In one statement: adds a run's points to the player's week (while it has runs left to count
 * and its cohort is open) and says whether they have a week yet, with their latest week before
 * it for a placement when they do not.
 */
export async function addRunPoints(tx: Queryable, change: { weekStart: string; accountId: string; points: number; at: Date; maxRuns: number }): Promise<{ placed: boolean; added: boolean; latest: LatestWeek | null }> {
  const [row] = await tx.query<{ placed: boolean; added: boolean; cohort_id: string | null; tier: number | null; next_tier: number | null }>(
    `WITH added AS (
       UPDATE league_members m SET points = m.points + $3, runs = m.runs + 1, last_points_at = $4
        WHERE m.week_start = $1::date AND m.account_id = $2 AND m.runs < $5
          AND EXISTS (SELECT 1 FROM league_cohorts c WHERE c.id = m.cohort_id AND c.closed_at IS NULL)
       RETURNING m.account_id)
     SELECT EXISTS (SELECT 1 FROM league_members WHERE week_start = $1::date AND account_id = $2) OR EXISTS (SELECT 1 FROM added) AS placed, EXISTS (SELECT 1 FROM added) AS added,
            l.cohort_id::text AS cohort_id, l.tier, l.next_tier
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT cohort_id, tier, next_tier FROM league_members WHERE account_id = $2 AND week_start < $1::date ORDER BY week_start DESC LIMIT 1) AS l ON true`,
    [change.weekStart, change.accountId, change.points, change.at, change.maxRuns],
  );
  if (!row) throw new Error('league points: no answer');
  const latest = row.cohort_id === null || row.tier === null ? null : { cohort_id: row.cohort_id, tier: row.tier, next_tier: row.next_tier };
  return { placed: row.placed, added: row.added, latest };
}

/**
 * Takes a run's points and its run back from the player's week while its cohort is open (a run
 * whose replay did not match, docs/replays.md#what-a-mismatch-takes-back): the reverse of
 * `addRunPoints`, never below zero. A closed week keeps its table: its places were paid. Whether
 * they were taken back.
 */
export async function takeBackRunPoints(tx: Queryable, change: { weekStart: string; accountId: string; points: number }): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE league_members m SET points = greatest(m.points - $3, 0), runs = greatest(m.runs - 1, 0)
      WHERE m.week_start = $1::date AND m.account_id = $2
        AND EXISTS (SELECT 1 FROM league_cohorts c WHERE c.id = m.cohort_id AND c.closed_at IS NULL)
      RETURNING m.account_id`,
    [change.weekStart, change.accountId, change.points],
  );
  return rows.length === 1;
}

/**
 * In one statement: the player joins the first cohort of the week and tier with room, or a new
 * one, with their first run's points. The caller holds the week and tier's placement lock, taken
 * in a statement before this one (so this one's snapshot sees every placement before it).
 */
export async function joinCohortWithRoom(tx: Queryable, member: { weekStart: string; accountId: string; tier: number; points: number; at: Date; capacity: number }): Promise<void> {
  await tx.query(
    `WITH room AS (
       SELECT id FROM league_cohorts WHERE week_start = $1::date AND tier = $2 AND closed_at IS NULL AND size < $6 ORDER BY id LIMIT 1),
     grown AS (UPDATE league_cohorts c SET size = c.size + 1 FROM room WHERE c.id = room.id RETURNING c.id),
     created AS (INSERT INTO league_cohorts (week_start, tier, size) SELECT $1::date, $2, 1 WHERE NOT EXISTS (SELECT 1 FROM room) RETURNING id)
     INSERT INTO league_members (week_start, account_id, cohort_id, tier, points, runs, joined_at, last_points_at)
       SELECT $1::date, $3, chosen.id, $2, $4, 1, $5, $5 FROM (SELECT id FROM grown UNION ALL SELECT id FROM created) AS chosen`,
    [member.weekStart, member.tier, member.accountId, member.points, member.at, member.capacity],
  );
}

/**
 * Up to `limit` open cohorts of weeks before `beforeWeek`, locked for closing; those another closer
 * holds are skipped (`SKIP LOCKED`), so closers in parallel never wait for, nor repeat, each other.
 */
export async function lockCohortsToClose(tx: Queryable, beforeWeek: string, limit: number): Promise<{ id: string; tier: number; size: number }[]> {
  return tx.query<{ id: string; tier: number; size: number }>(
    `SELECT id::text AS id, tier, size FROM league_cohorts WHERE week_start < $1::date AND closed_at IS NULL ORDER BY week_start, tier, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [beforeWeek, limit],
  );
}

export interface MemberResult {
  weekStart: string;
  accountId: string;
  place: number;
  outcome: 'promoted' | 'stayed' | 'demoted';
  reward: bigint;
  nextTier: number;
}

/**
 * Writes the closed cohorts' results, in one statement, and marks the cohorts closed. The members
 * are found through their cohorts' index: joined on the key alone, the planner read the whole
 * table for each batch, a close that grew with the square of the players (docs/api/weekly-leagues.md).
 */
export async function recordResults(tx: Queryable, cohortIds: readonly string[], results: readonly MemberResult[], closedAt: Date): Promise<void> {
  await tx.query(
    `UPDATE league_members m SET place = r.place, outcome = r.outcome, reward = r.reward, next_tier = r.next_tier
       FROM unnest($1::date[], $2::uuid[], $3::int[], $4::text[], $5::bigint[], $6::smallint[]) AS r (week_start, account_id, place, outcome, reward, next_tier)
      WHERE m.cohort_id = ANY($7::bigint[]) AND m.week_start = r.week_start AND m.account_id = r.account_id`,
    [
      results.map((result) => result.weekStart),
      results.map((result) => result.accountId),
      results.map((result) => result.place),
      results.map((result) => result.outcome),
      results.map((result) => result.reward),
      results.map((result) => result.nextTier),
      cohortIds,
    ],
  );
  await tx.query('UPDATE league_cohorts SET closed_at = $2 WHERE id = ANY($1::bigint[])', [cohortIds, closedAt]);
}

/** How many cohorts of weeks before `beforeWeek` are still open (for the close's report and tests). */
export async function countOpenCohorts(db: Queryable, beforeWeek: string): Promise<number> {
  const [row] = await db.query<{ open: number }>('SELECT count(*)::int AS open FROM league_cohorts WHERE week_start < $1::date AND closed_at IS NULL', [beforeWeek]);
  return row?.open ?? 0;
}
