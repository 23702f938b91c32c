import type { ResponseOf } from '@site/api-contract';
import { useApiQuery } from '../api/api-query.ts';

export type MyGame = ResponseOf<'listMyGames'>['games'][number];

/** One of the signed-in maker's games, from their list (undefined while it loads, when `enabled` is false, or when the game is not theirs). */
export function useMyGame(game: string | null, { enabled = true }: { enabled?: boolean } = {}): MyGame | undefined {
  return useApiQuery('listMyGames', [], { enabled: enabled && game !== null }).data?.games.find((entry) => entry.id === game);
}
