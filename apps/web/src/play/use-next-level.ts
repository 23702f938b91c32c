import { useEffect } from 'react';
import { useApiQuery } from '../api/api-query.ts';
import { logger } from '../logging/logger.ts';

/**
 * For a game with levels that the server keeps progress of (the site's own Levels), the signed-in
 * player's next level to play as the server holds it; null while unknown, signed out, for other
 * games, or when every level is completed.
 */
export function useNextLevel(gameId: string, hasLevels: boolean, signedIn: boolean): number | null {
  const progress = useApiQuery('getLevelsProgress', [], { enabled: hasLevels && signedIn });
  useEffect(() => {
    // The page still plays: the game starts at its first level.
    if (progress.error) logger.warn('The level progress could not be read.', progress.error);
  }, [progress.error]);
  return signedIn && hasLevels && progress.data?.game === gameId ? progress.data.nextLevel : null;
}
