import type { GameAchievement, GameAchievementKind } from '@site/api-contract';

/** What the server knows of a player and a game after an accepted run; a fact not needed is not read (undefined). */
export interface GameFacts {
  /** The run's own score. */
  runScore: number;
  /** Runs of the game finished, this one included. */
  runs?: number;
  /** The highest level completed, 0 for none. */
  level?: number;
  /** The player's rank on the run's all-time board, this run counted. */
  rank?: number;
}

/** Whether the facts meet the achievement's threshold. */
export function meets(achievement: Pick<GameAchievement, 'kind' | 'threshold'>, facts: GameFacts): boolean {
  switch (achievement.kind) {
    case 'score':
      return facts.runScore >= achievement.threshold;
    case 'runs':
      return (facts.runs ?? 0) >= achievement.threshold;
    case 'level':
      return (facts.level ?? 0) >= achievement.threshold;
    case 'rank':
      return facts.rank !== undefined && facts.rank <= achievement.threshold;
  }
}

/** The kinds among `pending` (each needs its fact read once). */
export const kindsOf = (pending: readonly GameAchievement[]): Set<GameAchievementKind> => new Set(pending.map((achievement) => achievement.kind));
