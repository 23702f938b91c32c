import type { MyGame } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { listGameDescriptions } from '../games/game-descriptions-store.ts';
import { listOwnedVersions } from '../games/game-store.ts';
import { declarationOf } from '../games/reward-table.ts';
import { thumbnailUrl } from '../games/game-urls.ts';
import { listReadyTimeouts } from '../games/ready-timeout-store.ts';
import { listVersionPlays } from '../runs/run-store.ts';
import { listInspectionSummaries } from '../inspections/inspection-store.ts';

/** The owner's games, newest first, each with its descriptions, every version (newest first) with its declaration, its plays, the game coins its runs were paid, and its ready timeouts. */
export async function listMyGames(db: Queryable, owner: string): Promise<MyGame[]> {
  const rows = await listOwnedVersions(db, owner);
  const gameIds = [...new Set(rows.map((row) => row.game_id))];
  const plays = await listVersionPlays(db, gameIds);
  const timeouts = await listReadyTimeouts(db, gameIds);
  const inspections = await listInspectionSummaries(db, gameIds);
  const descriptions = await listGameDescriptions(db, gameIds);
  const games = new Map<string, MyGame>();
  for (const row of rows) {
    let game = games.get(row.game_id);
    if (!game) {
      game = { id: row.game_id, title: row.title, description: row.description, descriptions: descriptions.get(row.game_id) ?? [], category: row.category, createdAt: row.game_created_at.toISOString(), publishedVersion: null, plays: 0, coinsPaid: '0', versions: [] };
      games.set(row.game_id, game);
    }
    if (row.state === 'published' && game.publishedVersion === null) game.publishedVersion = row.version;
    const played = plays.get(`${row.game_id}/${row.version}`) ?? { plays: 0, coinsPaid: 0n };
    game.plays += played.plays;
    game.coinsPaid = (BigInt(game.coinsPaid) + played.coinsPaid).toString();
    game.versions.push({
      version: row.version,
      state: row.state,
      rejectionReason: row.rejection_reason,
      submittedAt: row.created_at.toISOString(),
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
      thumbnailUrl: thumbnailUrl(row.game_id, row.version, row.thumbnail_key),
      plays: played.plays,
      coinsPaid: played.coinsPaid.toString(),
      readyTimeouts: timeoutsView(timeouts.get(`${row.game_id}/${row.version}`)),
      inspection: inspections.get(`${row.game_id}/${row.version}`) ?? null,
      declaration: declarationOf(row.reward_table),
    });
  }
  return [...games.values()];
}

const timeoutsView = (timeouts: { players: number; lastAt: Date } | undefined) => (timeouts ? { players: timeouts.players, lastAt: timeouts.lastAt.toISOString() } : null);
