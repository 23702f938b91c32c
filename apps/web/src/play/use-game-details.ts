import type { ResponseOf } from '@site/api-contract';
import { ApiError } from '@site/api-contract/client';
import { useApiQuery } from '../api/api-query.ts';

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

/** One published game from `GET /api/games/:game`, asked only for an id that can be a game. */
export function useGameDetails(gameId: string) {
  return useApiQuery('getGame', [{ params: { game: gameId } }], { enabled: canBeGameId(gameId) });
}
