import type { AchievementText, GameAchievement, GameAchievementKind, SiteAchievementKey } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

/** The one store of `game_achievements` and `achievement_unlocks` (migration 042). */
interface DefinitionRow {
  id: string;
  game_id: string;
  kind: GameAchievementKind;
  threshold: number;
  position: number;
  texts: AchievementText[];
  retired_at: Date | null;
}

const definitionColumns = 'id::text AS id, game_id, kind, threshold, position, texts, retired_at';

export const definitionOf = (row: DefinitionRow): GameAchievement => ({
  id: row.id,
  gameId: row.game_id,
  kind: row.kind,
  threshold: row.threshold,
  position: row.position,
  texts: row.texts,
  retired: row.retired_at !== null,
});

/** The game's achievements in the maker's order (lower position first, then the older), retired ones too unless `inUseOnly`. */
export async function listGameAchievements(db: Queryable, gameId: string, options: { inUseOnly: boolean }): Promise<GameAchievement[]> {
  const rows = options.inUseOnly
    ? await db.query<DefinitionRow>(`SELECT ${definitionColumns} FROM game_achievements WHERE game_id = $1 AND retired_at IS NULL ORDER BY position, id`, [gameId])
    : await db.query<DefinitionRow>(`SELECT ${definitionColumns} FROM game_achievements WHERE game_id = $1 ORDER BY position, id`, [gameId]);
  return rows.map(definitionOf);
}

/** What a run's finish starts from: the site achievements the account unlocked (key → the run that did, null for a league's close), and the game's in use it has not. */
interface RunAchievementState {
  siteUnlocked: Map<string, { runId: string | null }>;
  lockedInUse: GameAchievement[];
}

/**
 * The account's site unlocks and the game's achievements in use it has not unlocked (what a run
 * of it may unlock), in ONE statement: a finish reads both, and each read is a round trip.
 */
export async function readRunAchievementState(db: Queryable, gameId: string, accountId: string): Promise<RunAchievementState> {
  const rows = await db.query<(DefinitionRow & { site_key: null; run_id: null }) | ({ [column in keyof DefinitionRow]: null } & { site_key: string; run_id: string | null })>(
    `SELECT ${definitionColumns}, NULL::text AS site_key, NULL::text AS run_id FROM game_achievements a WHERE a.game_id = $1 AND a.retired_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM achievement_unlocks u WHERE u.account_id = $2 AND u.game_achievement_id = a.id)
     UNION ALL
     SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, site_key, run_id::text FROM achievement_unlocks WHERE account_id = $2 AND site_key IS NOT NULL
     ORDER BY position, id`,
    [gameId, accountId],
  );
  const state: RunAchievementState = { siteUnlocked: new Map(), lockedInUse: [] };
  for (const row of rows) {
    if (row.site_key === null) state.lockedInUse.push(definitionOf(row));
    else state.siteUnlocked.set(row.site_key, { runId: row.run_id });
  }
  return state;
}

export async function findGameAchievement(db: Queryable, gameId: string, id: string, options: { forUpdate: boolean }): Promise<GameAchievement | null> {
  const [row] = options.forUpdate
    ? await db.query<DefinitionRow>(`SELECT ${definitionColumns} FROM game_achievements WHERE game_id = $1 AND id = $2::bigint FOR UPDATE`, [gameId, id])
    : await db.query<DefinitionRow>(`SELECT ${definitionColumns} FROM game_achievements WHERE game_id = $1 AND id = $2::bigint`, [gameId, id]);
  return row ? definitionOf(row) : null;
}

export async function countInUse(db: Queryable, gameId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_achievements WHERE game_id = $1 AND retired_at IS NULL', [gameId]);
  return row?.n ?? 0;
}

export interface DefinitionFields {
  kind: GameAchievementKind;
  threshold: number;
  position: number;
  texts: AchievementText[];
}

export async function insertGameAchievement(tx: Queryable, gameId: string, fields: DefinitionFields, now: Date): Promise<GameAchievement> {
  const [row] = await tx.query<DefinitionRow>(
    `INSERT INTO game_achievements (game_id, kind, threshold, position, texts, created_at, updated_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)
     RETURNING ${definitionColumns}`,
    [gameId, fields.kind, fields.threshold, fields.position, JSON.stringify(fields.texts), now],
  );
  if (!row) throw new Error('the achievement was not stored');
  return definitionOf(row);
}

export async function updateGameAchievement(tx: Queryable, id: string, fields: Omit<DefinitionFields, 'kind'> & { retired: boolean }, now: Date): Promise<GameAchievement> {
  const [row] = await tx.query<DefinitionRow>(
    `UPDATE game_achievements SET threshold = $2, position = $3, texts = $4::jsonb, updated_at = $5,
       retired_at = CASE WHEN NOT $6::boolean THEN NULL ELSE coalesce(retired_at, $5) END
     WHERE id = $1::bigint RETURNING ${definitionColumns}`,
    [id, fields.threshold, fields.position, JSON.stringify(fields.texts), now, fields.retired],
  );
  if (!row) throw new Error(`achievement ${id} vanished`);
  return definitionOf(row);
}

/**
 * Unlocks each of the game achievements for the account, once ever: a row already there (an
 * earlier run, or a finish racing this one that committed first) is left alone. Returns the ids
 * this call unlocked.
 */
export async function unlockGameAchievements(tx: Queryable, accountId: string, ids: readonly string[], runId: string | null, now: Date): Promise<string[]> {
  return (await unlockForAccount(tx, accountId, { siteKeys: [], gameIds: ids }, runId, now)).gameIds;
}

/**
 * Unlocks site and game achievements for one account in ONE statement (a run's finish unlocks
 * both kinds), each once ever as above; returns what this call unlocked.
 */
export async function unlockForAccount(
  tx: Queryable,
  accountId: string,
  unlocks: { siteKeys: readonly SiteAchievementKey[]; gameIds: readonly string[] },
  runId: string | null,
  now: Date,
): Promise<{ siteKeys: SiteAchievementKey[]; gameIds: string[] }> {
  if (unlocks.siteKeys.length === 0 && unlocks.gameIds.length === 0) return { siteKeys: [], gameIds: [] };
  const rows = await tx.query<{ site_key: SiteAchievementKey | null; id: string | null }>(
    `INSERT INTO achievement_unlocks (account_id, site_key, game_achievement_id, run_id, unlocked_at)
       SELECT $1::uuid, key, NULL::bigint, $4::uuid, $5::timestamptz FROM unnest($2::text[]) AS keys (key)
       UNION ALL SELECT $1::uuid, NULL::text, id, $4::uuid, $5::timestamptz FROM unnest($3::bigint[]) AS ids (id)
     ON CONFLICT DO NOTHING RETURNING site_key, game_achievement_id::text AS id`,
    [accountId, unlocks.siteKeys, unlocks.gameIds, runId, now],
  );
  return { siteKeys: rows.flatMap((row) => (row.site_key === null ? [] : [row.site_key])), gameIds: rows.flatMap((row) => (row.id === null ? [] : [row.id])) };
}

/** Unlocks a site achievement for each account, once ever; returns the accounts this call unlocked it for. */
export async function unlockSiteAchievementFor(tx: Queryable, key: SiteAchievementKey, accountIds: readonly string[], runId: string | null, now: Date): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx.query<{ account_id: string }>(
    `INSERT INTO achievement_unlocks (account_id, site_key, run_id, unlocked_at) SELECT account_id, $1, $3::uuid, $4 FROM unnest($2::uuid[]) AS ids (account_id)
     ON CONFLICT DO NOTHING RETURNING account_id::text AS account_id`,
    [key, accountIds, runId, now],
  );
  return rows.map((row) => row.account_id);
}

/**
 * Takes back the unlocks a run made of its game's achievements that its score met (kinds `score`
 * and `rank`), for a run whose replay did not match (docs/replays.md#what-a-mismatch-takes-back):
 * achievements pay nothing, so no ledger row is touched, and a later run that meets one unlocks it
 * again. The ids taken back.
 */
export async function removeScoreUnlocksOfRun(tx: Queryable, run: { accountId: string; runId: string }): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM achievement_unlocks u USING game_achievements a
      WHERE u.account_id = $1 AND u.run_id = $2 AND a.id = u.game_achievement_id AND a.kind IN ('score', 'rank')
      RETURNING u.game_achievement_id::text AS id`,
    [run.accountId, run.runId],
  );
  return rows.map((row) => row.id);
}

/** The site achievements the account unlocked, with when and by which run (null for a league's close). */
export async function listSiteUnlocks(db: Queryable, accountId: string): Promise<Map<string, { at: Date; runId: string | null }>> {
  const rows = await db.query<{ site_key: string; unlocked_at: Date; run_id: string | null }>(
    'SELECT site_key, unlocked_at, run_id::text AS run_id FROM achievement_unlocks WHERE account_id = $1 AND site_key IS NOT NULL',
    [accountId],
  );
  return new Map(rows.map((row) => [row.site_key, { at: row.unlocked_at, runId: row.run_id }]));
}

/** When the account unlocked each achievement of the game it unlocked. */
export async function listGameUnlocks(db: Queryable, accountId: string, gameId: string): Promise<Map<string, Date>> {
  const rows = await db.query<{ id: string; unlocked_at: Date }>(
    `SELECT u.game_achievement_id::text AS id, u.unlocked_at FROM achievement_unlocks u JOIN game_achievements a ON a.id = u.game_achievement_id
     WHERE u.account_id = $1 AND a.game_id = $2`,
    [accountId, gameId],
  );
  return new Map(rows.map((row) => [row.id, row.unlocked_at]));
}

/** Every game achievement the account unlocked, newest first (at most `limit`). */
export async function listUnlockedGameAchievements(db: Queryable, accountId: string, limit: number): Promise<(GameAchievement & { unlockedAt: Date })[]> {
  const rows = await db.query<DefinitionRow & { unlocked_at: Date }>(
    `SELECT a.id::text AS id, a.game_id, a.kind, a.threshold, a.position, a.texts, a.retired_at, u.unlocked_at
       FROM achievement_unlocks u JOIN game_achievements a ON a.id = u.game_achievement_id
      WHERE u.account_id = $1 ORDER BY u.unlocked_at DESC, a.id DESC LIMIT $2`,
    [accountId, limit],
  );
  return rows.map((row) => ({ ...definitionOf(row), unlockedAt: row.unlocked_at }));
}

/** Players who unlocked each achievement of the game, by id. */
export async function countUnlocksByAchievement(db: Queryable, gameId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ id: string; n: number }>(
    `SELECT a.id::text AS id, count(u.account_id)::int AS n FROM game_achievements a LEFT JOIN achievement_unlocks u ON u.game_achievement_id = a.id
     WHERE a.game_id = $1 GROUP BY a.id`,
    [gameId],
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}
