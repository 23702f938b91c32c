import type { Queryable } from '../db/database.ts';
import type { StreakState } from './streak-rules.ts';

/** The one store of `daily_streaks` (migrations 039 and 052). */
interface StreakRow {
  current_days: number;
  best_days: number;
  last_day: string;
  forgiven_day: string | null;
  started_day: string | null;
  ended_days: number | null;
  ended_last_day: string | null;
}

const select = `SELECT current_days, best_days, to_char(last_day, 'YYYY-MM-DD') AS last_day, to_char(forgiven_day, 'YYYY-MM-DD') AS forgiven_day,
  to_char(started_day, 'YYYY-MM-DD') AS started_day, ended_days, to_char(ended_last_day, 'YYYY-MM-DD') AS ended_last_day
  FROM daily_streaks WHERE account_id = $1`;

const stateOf = (row: StreakRow | undefined): StreakState | null =>
  row
    ? {
        currentDays: row.current_days,
        bestDays: row.best_days,
        lastDay: row.last_day,
        forgivenDay: row.forgiven_day,
        startedDay: row.started_day,
        ended: row.ended_days !== null && row.ended_last_day !== null ? { days: row.ended_days, lastDay: row.ended_last_day } : null,
      }
    : null;

export async function readStreak(db: Queryable, accountId: string): Promise<StreakState | null> {
  const [row] = await db.query<StreakRow>(select, [accountId]);
  return stateOf(row);
}

/** The account's streak, its row locked until the caller's transaction ends (null: none yet, and nothing locked). */
export async function lockStreak(tx: Queryable, accountId: string): Promise<StreakState | null> {
  const [row] = await tx.query<StreakRow>(`${select} FOR UPDATE`, [accountId]);
  return stateOf(row);
}

/**
 * Writes the account's streak once `state.lastDay` is counted; false when the stored row counts that
 * day already (a first row another finish wrote since the caller's read), so the caller pays nothing.
 */
export async function writeStreak(tx: Queryable, accountId: string, state: StreakState, now: Date): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO daily_streaks (account_id, current_days, best_days, last_day, forgiven_day, started_day, ended_days, ended_last_day, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (account_id) DO UPDATE SET current_days = EXCLUDED.current_days, best_days = EXCLUDED.best_days, last_day = EXCLUDED.last_day,
       forgiven_day = EXCLUDED.forgiven_day, started_day = EXCLUDED.started_day, ended_days = EXCLUDED.ended_days, ended_last_day = EXCLUDED.ended_last_day,
       updated_at = EXCLUDED.updated_at
     WHERE daily_streaks.last_day < EXCLUDED.last_day
     RETURNING account_id`,
    [accountId, state.currentDays, state.bestDays, state.lastDay, state.forgivenDay, state.startedDay, state.ended?.days ?? null, state.ended?.lastDay ?? null, now],
  );
  return written.length > 0;
}
