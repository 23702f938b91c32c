import type { GameDescription } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { listGameDescriptions, replaceGameDescriptions } from '../games/game-descriptions-store.ts';
import { findGameOwner } from '../games/game-store.ts';
import { checkedDescriptions } from './checked-descriptions.ts';
import { requireOwner } from './store-version.ts';

/** The owner replaces their game's descriptions (checked-descriptions.ts); answers every description as stored. */
export function setGameDescriptions(ctx: ServerContext, owner: string, gameId: string, given: readonly GameDescription[]): Promise<GameDescription[]> {
  const descriptions = checkedDescriptions(given);
  return ctx.db.transaction(async (tx) => {
    requireOwner(gameId, await findGameOwner(tx, gameId, { forUpdate: true }), owner);
    await replaceGameDescriptions(tx, gameId, descriptions);
    return (await listGameDescriptions(tx, [gameId])).get(gameId) ?? [];
  });
}
