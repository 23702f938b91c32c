import type { GameRewardTable } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

export interface TestVersion {
  state: 'submitted' | 'in_review' | 'published' | 'rejected';
  rewardTable?: GameRewardTable;
  thumbnailKey?: string | null;
}

export const testScoreTable: GameRewardTable = { kind: 'score', scorePerCoin: 10, maxScore: 10_000, completedCoins: 20 };

/**
 * A game with the given versions (1, 2, …) written straight to the tables, as the submissions
 * step will once it exists (tests only).
 */
export async function insertTestGame(
  db: Queryable,
  game: { id: string; ownerId?: string | null; title?: string; category?: string; createdAt?: Date; versions: TestVersion[] },
): Promise<void> {
  const createdAt = game.createdAt ?? new Date();
  await db.query('INSERT INTO games (id, owner_account_id, title, description, category, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    game.id,
    game.ownerId ?? null,
    game.title ?? `Game ${game.id}`,
    `About ${game.id}.`,
    game.category ?? 'arcade',
    createdAt,
  ]);
  for (const [index, version] of game.versions.entries()) {
    const reviewed = version.state === 'published' || version.state === 'rejected';
    await db.query(
      `INSERT INTO game_versions (game_id, version, state, rejection_reason, files_key, thumbnail_key, reward_table, created_by, created_at, reviewed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        game.id,
        index + 1,
        version.state,
        version.state === 'rejected' ? 'Not ready yet.' : null,
        `games/${game.id}/${index + 1}/`,
        version.thumbnailKey === undefined ? null : version.thumbnailKey,
        JSON.stringify(version.rewardTable ?? testScoreTable),
        game.ownerId ?? null,
        createdAt,
        reviewed ? createdAt : null,
      ],
    );
  }
}
