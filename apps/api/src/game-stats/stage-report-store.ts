import { gameStatsLimits } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

export type StageReportKind = 'opened' | 'ready' | 'run_refused' | 'game_error';

/** The window a dashboard reads: versions (null for all) of one game, from a UTC day on. */
export interface StatsWindow {
  gameId: string;
  version: number | null;
  /** The first UTC day, YYYY-MM-DD. */
  fromDay: string;
}

const inWindow = `game_id = $1 AND ($2::int IS NULL OR version = $2::int) AND day >= $3::date`;
const windowParams = (window: StatsWindow) => [window.gameId, window.version, window.fromDay];

/**
 * Counts one report of a player's stage: one row per version, UTC day, kind, player and detail
 * (`times` counts repeats; `ready` keeps the last time). A player gets at most
 * `detailsPerPlayerDay` different details per kind and day; a new one past them is dropped.
 */
export async function recordStageReport(
  db: Queryable,
  report: { gameId: string; version: number; accountId: string; kind: StageReportKind; detail: string; readyMs: number | null; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO game_stage_reports AS kept (game_id, version, day, kind, account_id, detail, ready_ms, last_at)
     SELECT $1::text, $2::int, ($7::timestamptz AT TIME ZONE 'UTC')::date, $3::text, $4::uuid, $5::text, $6::int, $7::timestamptz
      WHERE $5::text = '' OR (
        SELECT count(*) FROM game_stage_reports
         WHERE game_id = $1::text AND version = $2::int AND day = ($7::timestamptz AT TIME ZONE 'UTC')::date AND kind = $3::text AND account_id = $4::uuid AND detail <> $5::text
      ) < $8::int
     ON CONFLICT (game_id, version, day, kind, account_id, detail)
     DO UPDATE SET times = kept.times + 1, ready_ms = EXCLUDED.ready_ms, last_at = EXCLUDED.last_at`,
    [report.gameId, report.version, report.kind, report.accountId, report.detail, report.readyMs, report.at, gameStatsLimits.detailsPerPlayerDay],
  );
}

/** Players who opened the game's page, per UTC day of the window. */
export async function listOpenersByDay(db: Queryable, window: StatsWindow): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; openers: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT account_id)::int AS openers
       FROM game_stage_reports WHERE ${inWindow} AND kind = 'opened' GROUP BY day`,
    windowParams(window),
  );
  return new Map(rows.map((row) => [row.day, row.openers]));
}

/** Every player who opened the game's page in the window (for the conversion to a finished run). */
export async function listOpeners(db: Queryable, window: StatsWindow): Promise<string[]> {
  const rows = await db.query<{ account_id: string }>(`SELECT DISTINCT account_id FROM game_stage_reports WHERE ${inWindow} AND kind = 'opened'`, windowParams(window));
  return rows.map((row) => row.account_id);
}

/** Time to ready as players' stages measured it: how many reports, their median and 90th percentile; null with none. */
export async function summariseReadyTimes(db: Queryable, window: StatsWindow): Promise<{ reports: number; median: number; p90: number } | null> {
  const [row] = await db.query<{ reports: number; median: number | null; p90: number | null }>(
    `SELECT count(*)::int AS reports,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY ready_ms) AS median,
            percentile_disc(0.9) WITHIN GROUP (ORDER BY ready_ms) AS p90
       FROM game_stage_reports WHERE ${inWindow} AND kind = 'ready'`,
    windowParams(window),
  );
  if (!row || row.reports === 0 || row.median === null || row.p90 === null) return null;
  return { reports: row.reports, median: row.median, p90: row.p90 };
}

/** The most reported details of a kind (refusal codes, the host's refusals of the game's messages), most first. */
export async function listTopDetails(db: Queryable, window: StatsWindow, kind: 'run_refused' | 'game_error'): Promise<{ detail: string; count: number }[]> {
  return db.query<{ detail: string; count: number }>(
    `SELECT detail, sum(times)::int AS count FROM game_stage_reports WHERE ${inWindow} AND kind = $4
      GROUP BY detail ORDER BY count DESC, detail LIMIT $5`,
    [...windowParams(window), kind, gameStatsLimits.topDetails],
  );
}
