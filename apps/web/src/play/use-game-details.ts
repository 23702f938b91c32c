import type { ResponseOf } from '@site/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';

export type GameDetails = ResponseOf<'getGame'>;

export type GameDetailsState = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; error: unknown } | { status: 'ready'; details: GameDetails };

/** A game id as the server accepts it; anything else is not a game, without asking. */
const gameIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** One published game from `GET /api/games/:game`; an unknown id (or one that cannot be a game) is 'not-found'. */
export function useGameDetails(gameId: string): { state: GameDetailsState; retry: () => void } {
  const valid = gameIdPattern.test(gameId);
  const [attempt, setAttempt] = useState(0);
  const request = `${gameId}#${String(attempt)}`;
  // Each answer is kept with the request it answers, so a newer request shows loading, not an older game.
  const [answer, setAnswer] = useState<{ request: string; state: GameDetailsState } | null>(null);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    api.call('getGame', { params: { game: gameId } }).then(
      (details) => {
        if (current) setAnswer({ request, state: { status: 'ready', details } });
      },
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.code === 'validation_failed');
        setAnswer({ request, state: missing ? { status: 'not-found' } : { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [valid, gameId, request]);

  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);
  const state: GameDetailsState = !valid ? { status: 'not-found' } : answer?.request === request ? answer.state : { status: 'loading' };
  return { state, retry };
}
