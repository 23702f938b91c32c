import type { GameDescription } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

// A game's descriptions: the one in its own language on `games`, the others in
// `game_description_translations` (migration 038), both owned here with game-store.ts.

/** Every description of each of `gameIds`, the game's own language first, then the others in the maker's order. */
export async function listGameDescriptions(db: Queryable, gameIds: readonly string[]): Promise<Map<string, GameDescription[]>> {
  const described = new Map<string, GameDescription[]>();
  if (gameIds.length === 0) return described;
  const rows = await db.query<{ game_id: string; language: string; description: string }>(
    `SELECT game_id, language, description FROM (
       SELECT id AS game_id, description_language AS language, description, 0 AS position FROM games WHERE id = ANY($1::text[]) AND description <> ''
       UNION ALL
       SELECT game_id, language, description, position FROM game_description_translations WHERE game_id = ANY($1::text[])
     ) d ORDER BY game_id, position`,
    [gameIds],
  );
  for (const row of rows) described.set(row.game_id, [...(described.get(row.game_id) ?? []), { language: row.language, text: row.description }]);
  return described;
}

/** Replaces the game's descriptions: the first is in the game's own language, the others its translations, in this order. */
export async function replaceGameDescriptions(tx: Queryable, gameId: string, descriptions: readonly [GameDescription, ...GameDescription[]]): Promise<void> {
  const [own, ...others] = descriptions;
  await tx.query('UPDATE games SET description = $2, description_language = $3 WHERE id = $1', [gameId, own.text, own.language]);
  await tx.query('DELETE FROM game_description_translations WHERE game_id = $1', [gameId]);
  if (others.length === 0) return;
  await tx.query(
    `INSERT INTO game_description_translations (game_id, language, position, description)
     SELECT $1, language, position, description FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(language, description, position)`,
    [gameId, others.map((other) => other.language), others.map((other) => other.text)],
  );
}
