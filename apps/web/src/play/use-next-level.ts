import { useEffect, useState } from 'react';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';

/**
 * For a game with levels that the server keeps progress of (the site's own Levels), the signed-in
 * player's next level to play as the server holds it; null while unknown, signed out, for other
 * games, or when every level is completed.
 */
export function useNextLevel(gameId: string, hasLevels: boolean, signedIn: boolean): number | null {
  const [answer, setAnswer] = useState<{ gameId: string; nextLevel: number | null } | null>(null);
  useEffect(() => {
    if (!hasLevels || !signedIn) return;
    let current = true;
    api.call('getLevelsProgress').then(
      (progress) => {
        if (current) setAnswer({ gameId: progress.game, nextLevel: progress.nextLevel });
      },
      (error: unknown) => {
        // The page still plays: the game starts at its first level.
        logger.warn('The level progress could not be read.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, hasLevels, signedIn]);
  return signedIn && answer?.gameId === gameId ? answer.nextLevel : null;
}
