import type { GameRewardTable, LevelProgress } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

type LevelsTable = Extract<GameRewardTable, { kind: 'levels' }>;

interface ProgressRow {
  level: number;
  best_score: bigint;
  completed_at: Date | null;
}

/**
 * Every level of the table with the account's best score and first completion. A level never
 * completed has no best: only a completed run records one (a row kept by a level given up before
 * that rule, at 0, shows none).
 */
export async function listLevelProgress(db: Queryable, accountId: string, gameId: string, table: LevelsTable): Promise<LevelProgress[]> {
  const rows = await db.query<ProgressRow>('SELECT level, best_score, completed_at FROM level_progress WHERE account_id = $1 AND game_id = $2', [accountId, gameId]);
  const byLevel = new Map(rows.map((row) => [row.level, row]));
  return table.levels.map((entry, index) => {
    const row = byLevel.get(index + 1);
    return {
      level: index + 1,
      maxScore: entry.maxScore,
      completedCoins: entry.completedCoins,
      bestScore: row?.completed_at ? Number(row.best_score) : null,
      completedAt: row?.completed_at?.toISOString() ?? null,
    };
  });
}

/** The lowest level not completed yet: the one to play next, and the highest one open; null when all are done. */
export const nextLevelOf = (levels: readonly LevelProgress[]): number | null => levels.find((level) => level.completedAt === null)?.level ?? null;

/**
 * Keeps the best score and the first completion of the run's level, and returns the levels as
 * they are now: for a run that counts (`counted-run.ts`: its level completed), never for a level
 * given up. A new best is a score above the level's best, above 0 when it has none. Called under
 * the account's reward lock with the levels read under it (`listLevelProgress`), so no other
 * finish of the account changed them since: nothing is read again.
 */
export async function recordLevelRun(
  tx: Queryable,
  run: { accountId: string; gameId: string; level: number; score: number; completed: boolean; at: Date },
  levelsBefore: readonly LevelProgress[],
): Promise<{ newBest: boolean; firstCompletion: boolean; levels: LevelProgress[] }> {
  const before = levelsBefore[run.level - 1];
  if (!before) throw new Error(`level ${run.level} is not in the table of ${run.gameId}`);
  const newBest = run.score > (before.bestScore ?? 0);
  const firstCompletion = run.completed && before.completedAt === null;
  await tx.query(
    `INSERT INTO level_progress (account_id, game_id, level, best_score, completed_at, updated_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN $6::timestamptz END, $6)
     ON CONFLICT (account_id, game_id, level) DO UPDATE SET
       best_score = CASE WHEN level_progress.completed_at IS NULL THEN EXCLUDED.best_score ELSE GREATEST(level_progress.best_score, EXCLUDED.best_score) END,
       completed_at = COALESCE(level_progress.completed_at, EXCLUDED.completed_at),
       updated_at = EXCLUDED.updated_at`,
    [run.accountId, run.gameId, run.level, run.score, run.completed, run.at],
  );
  const after: LevelProgress = {
    ...before,
    bestScore: Math.max(before.bestScore ?? 0, run.score),
    completedAt: firstCompletion ? run.at.toISOString() : before.completedAt,
  };
  return { newBest, firstCompletion, levels: levelsBefore.map((level) => (level.level === run.level ? after : level)) };
}
