import { useEffect } from 'react';
import { useApiQuery } from '../api/api-query.ts';
import { logger } from '../logging/logger.ts';
import { levelsGameId } from './levels-game.ts';

export interface NextLevel {
  /**
   * For a game with levels (the site's own Levels, or a maker's that declares them), the signed-in
   * player's next level to play as the server holds it; null while unknown, signed out, for a game
   * without levels, or when every level is completed.
   */
  level: number | null;
  /**
   * The server answered that the signed-in player has completed every level (its `nextLevel` is
   * null): a finish of any level is paid then, and none is "next".
   */
  allCompleted: boolean;
  /** False only while the player's progress is being read (it was asked and has not answered). */
  known: boolean;
}

export function useNextLevel(gameId: string, hasLevels: boolean, signedIn: boolean): NextLevel {
  const asked = hasLevels && signedIn;
  const progress = useApiQuery('getLevelsProgress', gameId === levelsGameId ? [] : [{ query: { game: gameId } }], { enabled: asked });
  useEffect(() => {
    // The page still plays: the game starts at its first level.
    if (progress.error) logger.warn('The level progress could not be read.', progress.error);
  }, [progress.error]);
  const answered = asked && progress.data?.game === gameId ? progress.data : null;
  return {
    level: answered?.nextLevel ?? null,
    allCompleted: answered !== null && answered.nextLevel === null,
    known: !asked || progress.isSuccess || progress.isError,
  };
}
