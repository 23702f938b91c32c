/** The highest score a level can give (a run at par); the site's reward table counts on it. */
export const maxLevelScore = 1000;

export interface RunScore {
  score: number;
  /** 3 at par, 2 within three moves of par, else 1; 0 when not completed. */
  stars: 0 | 1 | 2 | 3;
}

/**
 * A level's score: 1000 at par, 100 less for each move over par, never under 100 for a finished
 * level; 0 for a level given up.
 */
export function scoreRun(run: { moves: number; par: number; completed: boolean }): RunScore {
  if (!run.completed) return { score: 0, stars: 0 };
  const extra = Math.max(0, run.moves - run.par);
  return { score: Math.max(100, maxLevelScore - 100 * extra), stars: extra === 0 ? 3 : extra <= 3 ? 2 : 1 };
}
