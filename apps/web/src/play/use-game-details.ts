import type { ResponseOf } from '@site/api-contract';
import { ApiError } from '@site/api-contract/client';
import { apiQuery, useApiQuery } from '../api/api-query.ts';
import { queryClient } from '../api/query-client.ts';

export type GameDetails = ResponseOf<'getGame'>;

/** A game id as the server accepts it; anything else is not a game, without asking. */
const gameIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Whether `gameId` can name a game at all (the page says "not found" without asking otherwise). */
export function canBeGameId(gameId: string): boolean {
  return gameIdPattern.test(gameId);
}

/** The server's answer for a game that does not exist. */
export function isMissingGame(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');
}

/** An answer this recent is not asked again on the page's first render (it was asked with the page's code). */
const prefetchedFreshMs = 10_000;

/** One published game from `GET /api/games/:game`, asked only for an id that can be a game. */
export function useGameDetails(gameId: string) {
  return useApiQuery('getGame', [{ params: { game: gameId } }], { enabled: canBeGameId(gameId), freshForMs: prefetchedFreshMs });
}

/** The game page's route `prefetch` (route-table.ts): its game's details, asked while the page's code loads. */
export function prefetchGameDetails({ game }: Readonly<Record<string, string | undefined>>): void {
  // A failure is not this one's to show: the page asks again and shows it.
  if (game !== undefined && canBeGameId(game)) queryClient.query({ ...apiQuery('getGame', { params: { game } }), staleTime: prefetchedFreshMs }).catch(() => undefined);
}
