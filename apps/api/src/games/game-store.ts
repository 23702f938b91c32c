import type { Game, GameRewardTable } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
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
  author: string | null;
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
  SELECT g.id, g.title, g.description, g.category, a.display_name AS author,
         v.version, v.thumbnail_key, v.reward_table, v.reviewed_at,
         (extract(epoch FROM g.created_at) * 1000000)::bigint::text AS created_us
    FROM games g
    JOIN LATERAL (
      SELECT version, thumbnail_key, reward_table, reviewed_at FROM game_versions
       WHERE game_id = g.id AND state = 'published' ORDER BY version DESC LIMIT 1
    ) v ON true
    LEFT JOIN accounts a ON a.id = g.owner_account_id`;

function toPlayable(row: PlayableRow): PlayableGame {
  const rewardTable = parseRewardTable(row.reward_table, `${row.id} version ${row.version}`);
  return {
    rewardTable,
    view: {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      author: row.author,
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
  return row ? toPlayable(row) : null;
}

/** `findPlayableGame`, or 404 not_found as for any game nobody may play. */
export async function requirePlayableGame(db: Queryable, gameId: string): Promise<PlayableGame> {
  const game = await findPlayableGame(db, gameId);
  if (game === null) throw new ApiError(404, 'not_found', `There is no published game "${gameId}".`);
  return game;
}

const cursorPattern = /^(\d{1,19})-([a-z0-9-]{1,40})$/;

/** One page of published games, newest first (by when the game was created), after `cursor`. */
export async function listPlayableGames(db: Queryable, page: { cursor?: string | undefined; limit: number; category?: string | undefined }): Promise<{ games: Game[]; nextCursor: string | null }> {
  let after: [string, string] | null = null;
  if (page.cursor !== undefined) {
    const match = cursorPattern.exec(page.cursor);
    if (!match?.[1] || !match[2]) throw new ApiError(400, 'validation_failed', 'query.cursor: not a cursor this list gave.', { field: 'query.cursor' });
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
  return { games: shown.map((row) => toPlayable(row).view), nextCursor: rows.length > page.limit && last ? `${last.created_us}-${last.id}` : null };
}

/** The reward table of one version (a run is paid from the version it started on). */
export async function versionRewardTable(db: Queryable, gameId: string, version: number): Promise<GameRewardTable> {
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
