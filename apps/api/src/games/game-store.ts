import type { Game, GameRewardTable } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { listDisplayNames } from '../accounts/account-store.ts';
import { ApiError } from '../errors/api-error.ts';
import { listGameDescriptions } from './game-descriptions-store.ts';
import { playUrl, thumbnailUrl } from './game-urls.ts';
import { levelCountOf, parseRewardTable } from './reward-table.ts';

/** A game with its playable version: the highest published one. */
export interface PlayableGame {
  view: Game;
  rewardTable: GameRewardTable;
}

interface PlayableRow {
  id: string;
  title: string;
  description: string;
  category: Game['category'];
  owner_account_id: string;
  version: number;
  thumbnail_key: string | null;
  reward_table: unknown;
  reviewed_at: Date;
  /** Microseconds since the epoch of `games.created_at`: the exact key of the list's order. */
  created_us: string;
}

// The playable version of each game is found by a lateral lookup, so a version submitted, in
// review or rejected after it never hides the published one.
const playableGames = `
  SELECT g.id, g.title, g.description, g.category, g.owner_account_id,
         v.version, v.thumbnail_key, v.reward_table, v.reviewed_at,
         (extract(epoch FROM g.created_at) * 1000000)::bigint::text AS created_us
    FROM games g
    JOIN LATERAL (
      SELECT version, thumbnail_key, reward_table, reviewed_at FROM game_versions
       WHERE game_id = g.id AND state = 'published' ORDER BY version DESC LIMIT 1
    ) v ON true`;

/** The games of `rows` with their authors' names, read from the accounts' store, and every description. */
async function toPlayables(db: Queryable, rows: readonly PlayableRow[]): Promise<PlayableGame[]> {
  const authors = await listDisplayNames(db, rows.map((row) => row.owner_account_id));
  const descriptions = await listGameDescriptions(db, rows.map((row) => row.id));
  return rows.map((row) => toPlayable(row, authors.get(row.owner_account_id) ?? null, descriptions.get(row.id) ?? []));
}

function toPlayable(row: PlayableRow, author: string | null, descriptions: Game['descriptions']): PlayableGame {
  const rewardTable = parseRewardTable(row.reward_table, `${row.id} version ${row.version}`);
  return {
    rewardTable,
    view: {
      id: row.id,
      title: row.title,
      description: row.description,
      descriptions,
      category: row.category,
      author,
      version: row.version,
      playUrl: playUrl(row.id, row.version),
      thumbnailUrl: thumbnailUrl(row.id, row.version, row.thumbnail_key),
      levelCount: levelCountOf(rewardTable),
      publishedAt: row.reviewed_at.toISOString(),
    },
  };
}

/** The game with its playable version, or null when it is unknown or has no published version. */
export async function findPlayableGame(db: Queryable, gameId: string): Promise<PlayableGame | null> {
  const [row] = await db.query<PlayableRow>(`${playableGames} WHERE g.id = $1`, [gameId]);
  return row ? ((await toPlayables(db, [row]))[0] ?? null) : null;
}

/** The refusal of a game nobody may play: unknown, or without a published version. */
export const noPlayableGame = (gameId: string): ApiError => new ApiError('not_found', `There is no published game "${gameId}".`);

/** `findPlayableGame`, or 404 not_found as for any game nobody may play. */
export async function requirePlayableGame(db: Queryable, gameId: string): Promise<PlayableGame> {
  const game = await findPlayableGame(db, gameId);
  if (game === null) throw noPlayableGame(gameId);
  return game;
}

const cursorPattern = /^(\d{1,19})-([a-z0-9-]{1,40})$/;

/** One page of published games, newest first (by when the game was created), after `cursor`. */
export async function listPlayableGames(db: Queryable, page: { cursor?: string | undefined; limit: number; category?: string | undefined }): Promise<{ games: Game[]; nextCursor: string | null }> {
  let after: [string, string] | null = null;
  if (page.cursor !== undefined) {
    const match = cursorPattern.exec(page.cursor);
    if (!match?.[1] || !match[2]) throw new ApiError('validation_failed', 'query.cursor: not a cursor this list gave.', { field: 'query.cursor' });
    after = [match[1], match[2]];
  }
  const rows = await db.query<PlayableRow>(
    `SELECT * FROM (${playableGames}) listed
      WHERE ($1::bigint IS NULL OR (created_us::bigint, id) < ($1::bigint, $2::text))
        AND ($3::text IS NULL OR category = $3)
      ORDER BY created_us::bigint DESC, id DESC LIMIT $4`,
    [after?.[0] ?? null, after?.[1] ?? null, page.category ?? null, page.limit + 1],
  );
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return { games: (await toPlayables(db, shown)).map((game) => game.view), nextCursor: rows.length > page.limit && last ? `${last.created_us}-${last.id}` : null };
}

/** The reward table of one version (a run is paid from the version it started on). */
export async function requireVersionRewardTable(db: Queryable, gameId: string, version: number): Promise<GameRewardTable> {
  const [row] = await db.query<{ reward_table: unknown }>('SELECT reward_table FROM game_versions WHERE game_id = $1 AND version = $2', [gameId, version]);
  if (!row) throw new Error(`game version ${gameId} ${version} of a run is missing`);
  return parseRewardTable(row.reward_table, `${gameId} version ${version}`);
}

/** Whether the game has this version, in any state (a moderator may review any of them). */
export async function gameVersionExists(db: Queryable, gameId: string, version: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM game_versions WHERE game_id = $1 AND version = $2', [gameId, version])).length > 0;
}

/** Whether this version of the game is published (what anyone may play). */
export async function isPublishedVersion(db: Queryable, gameId: string, version: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM game_versions WHERE game_id = $1 AND version = $2 AND state = 'published'`, [gameId, version])).length > 0;
}

// What the submissions and the review desk write and read of games and their versions.

export type VersionState = 'submitted' | 'in_review' | 'published' | 'rejected';

/** Inserts a new game under `id`; false when the id is taken. */
export async function insertGameIfFree(
  tx: Queryable,
  game: { id: string; owner: string; title: string; description: string; descriptionLanguage: string; category: string; now: Date },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO games (id, owner_account_id, title, description, description_language, category, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [game.id, game.owner, game.title, game.description, game.descriptionLanguage, game.category, game.now],
  );
  return rows.length > 0;
}

/** A new version waiting for review. */
export async function insertSubmittedVersion(
  tx: Queryable,
  version: { game: string; version: number; filesKey: string; thumbnailKey: string; rewardTable: GameRewardTable; createdBy: string; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO game_versions (game_id, version, state, files_key, thumbnail_key, reward_table, created_by, created_at)
     VALUES ($1, $2, 'submitted', $3, $4, $5, $6, $7)`,
    [version.game, version.version, version.filesKey, version.thumbnailKey, JSON.stringify(version.rewardTable), version.createdBy, version.now],
  );
}

/** The game's owner (null: a game of the site's own), or undefined for an unknown game; `forUpdate` locks the game's row. */
export async function findGameOwner(db: Queryable, gameId: string, options: { forUpdate?: boolean } = {}): Promise<{ ownerAccountId: string | null } | undefined> {
  const [row] = await db.query<{ owner_account_id: string | null }>(
    options.forUpdate ? 'SELECT owner_account_id FROM games WHERE id = $1 FOR UPDATE' : 'SELECT owner_account_id FROM games WHERE id = $1',
    [gameId],
  );
  return row ? { ownerAccountId: row.owner_account_id } : undefined;
}

/** The game's newest version (in any state) with its reward table, or null when it has none. */
export async function newestVersion(tx: Queryable, gameId: string): Promise<{ version: number; rewardTable: GameRewardTable } | null> {
  const [row] = await tx.query<{ version: number; reward_table: unknown }>('SELECT version, reward_table FROM game_versions WHERE game_id = $1 ORDER BY version DESC LIMIT 1', [gameId]);
  return row ? { version: row.version, rewardTable: parseRewardTable(row.reward_table, `${gameId} version ${row.version}`) } : null;
}

/**
 * The reward table of the game's newest version that is not rejected: the one its runs are paid by,
 * or will be once that version is published (a rejected one never will). Null without one.
 */
export async function newestStandingRewardTable(tx: Queryable, gameId: string): Promise<GameRewardTable | null> {
  const [row] = await tx.query<{ version: number; reward_table: unknown }>(
    "SELECT version, reward_table FROM game_versions WHERE game_id = $1 AND state <> 'rejected' ORDER BY version DESC LIMIT 1",
    [gameId],
  );
  return row ? parseRewardTable(row.reward_table, `${gameId} version ${row.version}`) : null;
}

/** A version's state, thumbnail and game owner, or undefined for an unknown version. */
export async function findVersionThumbnail(db: Queryable, gameId: string, version: number): Promise<{ state: VersionState; thumbnailKey: string | null; ownerAccountId: string | null } | undefined> {
  const [row] = await db.query<{ state: VersionState; thumbnail_key: string | null; owner_account_id: string | null }>(
    'SELECT v.state, v.thumbnail_key, g.owner_account_id FROM game_versions v JOIN games g ON g.id = v.game_id WHERE v.game_id = $1 AND v.version = $2',
    [gameId, version],
  );
  return row ? { state: row.state, thumbnailKey: row.thumbnail_key, ownerAccountId: row.owner_account_id } : undefined;
}

export interface OwnedVersionRow {
  game_id: string;
  title: string;
  description: string;
  category: Game['category'];
  game_created_at: Date;
  version: number;
  state: VersionState;
  rejection_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  thumbnail_key: string | null;
  /** The version's reward table, checked (`parseRewardTable`). */
  reward_table: GameRewardTable;
}

/** Every version of the owner's games: the newest game first, each game's newest version first. */
export async function listOwnedVersions(db: Queryable, owner: string): Promise<OwnedVersionRow[]> {
  const rows = await db.query<Omit<OwnedVersionRow, 'reward_table'> & { reward_table: unknown }>(
    `SELECT g.id AS game_id, g.title, g.description, g.category, g.created_at AS game_created_at,
            v.version, v.state, v.rejection_reason, v.created_at, v.reviewed_at, v.thumbnail_key, v.reward_table
       FROM games g
       JOIN game_versions v ON v.game_id = g.id
      WHERE g.owner_account_id = $1
      ORDER BY g.created_at DESC, g.id, v.version DESC`,
    [owner],
  );
  return rows.map((row) => ({ ...row, reward_table: parseRewardTable(row.reward_table, `${row.game_id} version ${row.version}`) }));
}

export interface WaitingVersionRow {
  game_id: string;
  version: number;
  state: VersionState;
  title: string;
  description: string;
  category: Game['category'];
  author: string | null;
  created_at: Date;
  thumbnail_key: string | null;
  published_version: number | null;
  /** The version's reward table, checked (`parseRewardTable`). */
  reward_table: GameRewardTable;
}

/** Versions waiting for a decision (submitted or in review), oldest first, at most 200. */
export async function listWaitingVersions(db: Queryable): Promise<WaitingVersionRow[]> {
  const rows = await db.query<Omit<WaitingVersionRow, 'author' | 'reward_table'> & { owner_account_id: string; reward_table: unknown }>(
    `SELECT v.game_id, v.version, v.state, g.title, g.description, g.category, g.owner_account_id, v.created_at, v.thumbnail_key, v.reward_table,
            (SELECT max(p.version) FROM game_versions p WHERE p.game_id = v.game_id AND p.state = 'published')::int AS published_version
       FROM game_versions v
       JOIN games g ON g.id = v.game_id
      WHERE v.state IN ('submitted', 'in_review')
      ORDER BY v.created_at, v.game_id, v.version
      LIMIT 200`,
  );
  const authors = await listDisplayNames(db, rows.map((row) => row.owner_account_id));
  return rows.map(({ owner_account_id: owner, ...row }) => ({ ...row, author: authors.get(owner) ?? null, reward_table: parseRewardTable(row.reward_table, `${row.game_id} version ${row.version}`) }));
}

/** Moves a submitted version to in review (others keep their state); its state after, or undefined for an unknown version. */
export async function markVersionInReview(db: Queryable, gameId: string, version: number): Promise<VersionState | undefined> {
  const [row] = await db.query<{ state: VersionState }>(
    `UPDATE game_versions SET state = CASE WHEN state = 'submitted' THEN 'in_review' ELSE state END
      WHERE game_id = $1 AND version = $2 RETURNING state`,
    [gameId, version],
  );
  return row?.state;
}

/** Publishes or rejects a version that is still waiting; undefined when it is not (unknown or decided already). */
export async function decideWaitingVersion(
  db: Queryable,
  decision: { gameId: string; version: number; state: 'published' | 'rejected'; reason: string | null; reviewer: string; now: Date },
): Promise<{ state: VersionState; rejection_reason: string | null; reviewed_at: Date } | undefined> {
  const [row] = await db.query<{ state: VersionState; rejection_reason: string | null; reviewed_at: Date }>(
    `UPDATE game_versions SET state = $3, rejection_reason = $4, reviewed_by = $5, reviewed_at = $6
      WHERE game_id = $1 AND version = $2 AND state IN ('submitted', 'in_review')
      RETURNING state, rejection_reason, reviewed_at`,
    [decision.gameId, decision.version, decision.state, decision.reason, decision.reviewer, decision.now],
  );
  return row;
}

/** A version's state, or undefined for an unknown version. */
export async function findVersionState(db: Queryable, gameId: string, version: number): Promise<VersionState | undefined> {
  const [row] = await db.query<{ state: VersionState }>('SELECT state FROM game_versions WHERE game_id = $1 AND version = $2', [gameId, version]);
  return row?.state;
}

/** The titles of these games, by id (a game not found is left out). */
export async function listGameTitles(db: Queryable, gameIds: readonly string[]): Promise<Map<string, string>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; title: string }>('SELECT id, title FROM games WHERE id = ANY($1)', [gameIds]);
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** What the daily quests' draw needs to know of the published games (`summarisePlayableGames`). */
export interface PlayableGamesSummary {
  /** Published games. */
  games: number;
  /** Published games not among the `played` given. */
  unplayed: number;
  /** Whether a published game has levels. */
  withLevels: boolean;
  /** The most score one run of each of the `scored` games given can make by its playable version's table; a game not published is absent. */
  mostScores: Map<string, number>;
}

/** The published games, summed up in one statement for the daily quests' draw (quests/quest-chances.ts). */
export async function summarisePlayableGames(db: Queryable, of: { played: readonly string[]; scored: readonly string[] }): Promise<PlayableGamesSummary> {
  const [row] = await db.query<{ games: number; unplayed: number; with_levels: boolean; most_scores: Record<string, number> }>(
    `SELECT count(*)::int AS games,
            count(*) FILTER (WHERE NOT (id = ANY($1::text[])))::int AS unplayed,
            coalesce(bool_or(reward_table->>'kind' = 'levels'), false) AS with_levels,
            coalesce(jsonb_object_agg(id, CASE WHEN reward_table->>'kind' = 'levels'
                                               THEN (SELECT max((level->>'maxScore')::bigint) FROM jsonb_array_elements(reward_table->'levels') AS level)
                                               ELSE (reward_table->>'maxScore')::bigint END) FILTER (WHERE id = ANY($2::text[])), '{}'::jsonb) AS most_scores
       FROM (${playableGames}) AS playable`,
    [of.played, of.scored],
  );
  if (!row) throw new Error('playable games: no answer');
  return { games: row.games, unplayed: row.unplayed, withLevels: row.with_levels, mostScores: new Map(Object.entries(row.most_scores)) };
}
