import { saveLimits, type ResponseOf } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { ApiError } from '../errors/api-error.ts';

type SaveView = NonNullable<ResponseOf<'getGameSave'>['save']>;

interface SaveRow {
  version: number;
  data: unknown;
  bytes: number;
  updated_at: Date;
  window_started_at: Date;
  saves_in_window: number;
}

const view = (row: SaveRow): SaveView => ({ version: row.version, data: row.data, bytes: row.bytes, updatedAt: row.updated_at.toISOString() });

/** The player's save of the game, or null. */
export async function findSave(db: Queryable, accountId: string, gameId: string): Promise<SaveView | null> {
  const [row] = await db.query<SaveRow>('SELECT version, data, bytes, updated_at, window_started_at, saves_in_window FROM game_saves WHERE account_id = $1 AND game_id = $2', [accountId, gameId]);
  return row ? view(row) : null;
}

/**
 * Stores the player's save of the game in `tx` (a transaction): refused when `data` is too large
 * (413), when it was based on another version than the stored one (409 save_conflict: an older
 * tab never overwrites a newer save), or beyond the rate (429). Nothing is stored on a refusal.
 */
export async function writeSave(tx: Queryable, save: { accountId: string; gameId: string; baseVersion: number; data: unknown; now: Date }): Promise<SaveView> {
  const { accountId, gameId, baseVersion, now } = save;
  const text = JSON.stringify(save.data);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > saveLimits.maxBytes) {
    throw new ApiError('save_too_large', `A save is at most ${saveLimits.maxBytes} bytes of JSON; this one is ${bytes}. Nothing was stored.`, { field: 'body.data' });
  }
  const conflict = () => new ApiError('save_conflict', 'The stored save is newer than the one this save was based on. Nothing was stored: load the newer save first.');
  const [stored] = await tx.query<SaveRow>(
    'SELECT version, data, bytes, updated_at, window_started_at, saves_in_window FROM game_saves WHERE account_id = $1 AND game_id = $2 FOR UPDATE',
    [accountId, gameId],
  );
  if (!stored) {
    if (baseVersion !== 0) throw conflict();
    const inserted = await tx.query<SaveRow>(
      `INSERT INTO game_saves (account_id, game_id, version, data, bytes, updated_at, window_started_at, saves_in_window)
       VALUES ($1, $2, 1, $3::jsonb, $4, $5, $5, 1) ON CONFLICT DO NOTHING
       RETURNING version, data, bytes, updated_at, window_started_at, saves_in_window`,
      [accountId, gameId, text, bytes, now],
    );
    // Another first save came in between: this one was based on nothing, the stored one is newer.
    if (inserted.length === 0) throw conflict();
    return view(firstRow(inserted, 'INSERT INTO game_saves'));
  }
  if (baseVersion !== stored.version) throw conflict();
  const windowEnds = stored.window_started_at.getTime() + saveLimits.windowSeconds * 1000;
  const inWindow = now.getTime() < windowEnds;
  if (inWindow && stored.saves_in_window >= saveLimits.perWindow) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
    throw new ApiError('rate_limited', `At most ${saveLimits.perWindow} saves a minute per game; try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
  }
  const updated = await tx.query<SaveRow>(
    `UPDATE game_saves SET version = version + 1, data = $3::jsonb, bytes = $4, updated_at = $5,
            window_started_at = CASE WHEN $6 THEN window_started_at ELSE $5 END,
            saves_in_window = CASE WHEN $6 THEN saves_in_window + 1 ELSE 1 END
      WHERE account_id = $1 AND game_id = $2
      RETURNING version, data, bytes, updated_at, window_started_at, saves_in_window`,
    [accountId, gameId, text, bytes, now, inWindow],
  );
  return view(firstRow(updated, 'UPDATE game_saves'));
}
