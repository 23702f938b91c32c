import type { MyGame } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { thumbnailUrl } from '../games/game-urls.ts';

interface VersionRow {
  game_id: string;
  title: string;
  description: string;
  category: MyGame['category'];
  game_created_at: Date;
  version: number;
  state: MyGame['versions'][number]['state'];
  rejection_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  thumbnail_key: string | null;
  plays: string;
  coins_paid: string;
}

/** The owner's games, newest first, each with every version (newest first), its plays and the game coins its runs were paid. */
export async function listMyGames(db: Queryable, owner: string): Promise<MyGame[]> {
  const rows = await db.query<VersionRow>(
    `SELECT g.id AS game_id, g.title, g.description, g.category, g.created_at AS game_created_at,
            v.version, v.state, v.rejection_reason, v.created_at, v.reviewed_at, v.thumbnail_key,
            coalesce(r.plays, 0)::text AS plays, coalesce(r.coins_paid, 0)::text AS coins_paid
       FROM games g
       JOIN game_versions v ON v.game_id = g.id
       LEFT JOIN LATERAL (
         SELECT count(*) AS plays, sum(coins_paid) AS coins_paid FROM game_runs WHERE game_id = v.game_id AND version = v.version AND NOT review
       ) r ON true
      WHERE g.owner_account_id = $1
      ORDER BY g.created_at DESC, g.id, v.version DESC`,
    [owner],
  );
  const games = new Map<string, MyGame>();
  for (const row of rows) {
    let game = games.get(row.game_id);
    if (!game) {
      game = { id: row.game_id, title: row.title, description: row.description, category: row.category, createdAt: row.game_created_at.toISOString(), publishedVersion: null, plays: 0, coinsPaid: '0', versions: [] };
      games.set(row.game_id, game);
    }
    if (row.state === 'published' && game.publishedVersion === null) game.publishedVersion = row.version;
    game.plays += Number(row.plays);
    game.coinsPaid = (BigInt(game.coinsPaid) + BigInt(row.coins_paid)).toString();
    game.versions.push({
      version: row.version,
      state: row.state,
      rejectionReason: row.rejection_reason,
      submittedAt: row.created_at.toISOString(),
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
      thumbnailUrl: thumbnailUrl(row.game_id, row.version, row.thumbnail_key),
      plays: Number(row.plays),
      coinsPaid: row.coins_paid,
    });
  }
  return [...games.values()];
}
