import { saveLimits, type ResponseOf } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { preparedStatement } from '../db/prepared-statements.ts';
import { ApiError } from '../errors/api-error.ts';
import { noPlayableGame } from '../games/game-store.ts';

type SaveView = NonNullable<ResponseOf<'getGameSave'>['save']>;

// A save and a load are one statement each, the game's check included (playable: a published
// version, as game-store.ts's findPlayableGame; written out so sql-statements.test.ts prepares them) (bench/saves.bench.ts: with
// a transaction of five statements around it, each save held a pooled connection and its row
// across as many round trips, and read the game's reward table and author for nothing).

const readSave = preparedStatement(`
  SELECT EXISTS (SELECT 1 FROM game_versions WHERE game_id = $2 AND state = 'published') AS playable, s.version, s.data, s.bytes, s.updated_at
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN game_saves s ON s.account_id = $1 AND s.game_id = $2`);

interface ReadRow {
  playable: boolean;
  version: number | null;
  data: unknown;
  bytes: number | null;
  updated_at: Date | null;
}

/** The player's save of the game, or null; 404 not_found when the game is not playable. */
export async function findSave(db: Queryable, accountId: string, gameId: string): Promise<SaveView | null> {
  const [row] = await db.query<ReadRow>(readSave, [accountId, gameId]);
  if (!row?.playable) throw noPlayableGame(gameId);
  if (row.version === null || row.bytes === null || row.updated_at === null) return null;
  return { version: row.version, data: row.data, bytes: row.bytes, updatedAt: row.updated_at.toISOString() };
}

// One statement, so one transaction: the save written when the game is playable, the stored
// version is the base (an update), or there is none and the base is 0 (an insert), and the rate
// allows it (a window of `$7` seconds from its first save, `$8` saves in it). It answers the row
// it wrote, if any, and the stored row as the statement's snapshot saw it, which says why
// nothing was written. An update waits for a concurrent save of the same row and then checks the
// newest version of it: a save that came in between makes this one a conflict.
const writeStatement = preparedStatement(`
  WITH game AS (SELECT EXISTS (SELECT 1 FROM game_versions WHERE game_id = $2 AND state = 'published') AS playable),
  stored AS (SELECT version, window_started_at, saves_in_window FROM game_saves WHERE account_id = $1 AND game_id = $2),
  updated AS (
    UPDATE game_saves SET version = version + 1, data = $3::jsonb, bytes = $4, updated_at = $5,
           window_started_at = CASE WHEN $5::timestamptz < window_started_at + make_interval(secs => $7::int) THEN window_started_at ELSE $5 END,
           saves_in_window = CASE WHEN $5::timestamptz < window_started_at + make_interval(secs => $7::int) THEN saves_in_window + 1 ELSE 1 END
     WHERE account_id = $1 AND game_id = $2 AND version = $6::int AND (SELECT playable FROM game)
       AND NOT ($5::timestamptz < window_started_at + make_interval(secs => $7::int) AND saves_in_window >= $8::int)
     RETURNING version, updated_at),
  inserted AS (
    INSERT INTO game_saves (account_id, game_id, version, data, bytes, updated_at, window_started_at, saves_in_window)
    SELECT $1, $2, 1, $3::jsonb, $4, $5, $5, 1 WHERE $6::int = 0 AND (SELECT playable FROM game)
    ON CONFLICT DO NOTHING
    RETURNING version, updated_at),
  written AS (SELECT version, updated_at FROM updated UNION ALL SELECT version, updated_at FROM inserted)
  SELECT game.playable, stored.version AS stored_version, stored.window_started_at, stored.saves_in_window,
         written.version, written.updated_at
    FROM game LEFT JOIN stored ON true LEFT JOIN written ON true`);

interface WriteRow {
  playable: boolean;
  stored_version: number | null;
  window_started_at: Date | null;
  saves_in_window: number | null;
  version: number | null;
  updated_at: Date | null;
}

const conflict = (): ApiError => new ApiError('save_conflict', 'The stored save is newer than the one this save was based on. Nothing was stored: load the newer save first.');

/** Why nothing was written, from the stored row the statement saw. */
function refusal(row: WriteRow, gameId: string, baseVersion: number, now: Date): ApiError {
  if (!row.playable) return noPlayableGame(gameId);
  // No row and a base of 0: another first save came in between. Any other base: not this one's.
  if (row.stored_version === null || row.stored_version !== baseVersion || row.window_started_at === null || row.saves_in_window === null) return conflict();
  const windowEnds = row.window_started_at.getTime() + saveLimits.windowSeconds * 1000;
  if (now.getTime() < windowEnds && row.saves_in_window >= saveLimits.perWindow) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
    return new ApiError('rate_limited', `At most ${saveLimits.perWindow} saves a minute per game; try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
  }
  // The snapshot allowed it: a concurrent save changed the row before this one could write it.
  return conflict();
}

/**
 * Stores the player's save of the game (one statement): refused when `data` is too large (413),
 * when the game is not playable (404), when it was based on another version than the stored one
 * (409 save_conflict: an older tab never overwrites a newer save), or beyond the rate (429).
 * Nothing is stored on a refusal.
 */
export async function writeSave(db: Queryable, save: { accountId: string; gameId: string; baseVersion: number; data: unknown; now: Date }): Promise<SaveView> {
  const { accountId, gameId, baseVersion, now } = save;
  const text = JSON.stringify(save.data);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > saveLimits.maxBytes) {
    throw new ApiError('save_too_large', `A save is at most ${saveLimits.maxBytes} bytes of JSON; this one is ${bytes}. Nothing was stored.`, { field: 'body.data' });
  }
  const [row] = await db.query<WriteRow>(writeStatement, [accountId, gameId, text, bytes, now, baseVersion, saveLimits.windowSeconds, saveLimits.perWindow]);
  if (!row) throw new Error('The save statement answered no row.');
  if (row.version === null || row.updated_at === null) throw refusal(row, gameId, baseVersion, now);
  // What was stored is `text`: its value is the request's, not read back from the jsonb.
  return { version: row.version, data: save.data, bytes, updatedAt: row.updated_at.toISOString() };
}
