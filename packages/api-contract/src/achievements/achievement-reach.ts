import type { GameDeclaration } from '../games/game-schemas.ts';
import type { RunBounds } from '../runs/run-schemas.ts';
import type { GameAchievementKind, ThresholdReach } from './achievement-schemas.ts';

// A maker's achievement a run can never unlock (docs/api/achievements.md): one rule for the server,
// which refuses such a threshold (apps/api achievements/table-reach.ts), and for /my-games, which
// checks its form before sending and marks the ones kept from before (apps/web src/achievements/).

/**
 * The highest score a run can make and still count under the plausibility bounds, or null when
 * they bound no score: their `maxScore`, and what `maxPointsPerSecond` lets the longest run
 * (`maxRunSeconds`) score, the lower of the two (apps/api runs/held-reason.ts holds a run above
 * either).
 */
export function boundsTopScore(bounds: Pick<RunBounds, 'maxScore' | 'maxPointsPerSecond' | 'maxRunSeconds'>): number | null {
  const { maxScore, maxPointsPerSecond, maxRunSeconds } = bounds;
  const byPace = maxPointsPerSecond !== null && maxRunSeconds !== null ? maxPointsPerSecond * maxRunSeconds : null;
  if (maxScore === null) return byPace;
  return byPace === null ? maxScore : Math.min(maxScore, byPace);
}

/**
 * What a run of the game can reach: the levels its declaration has, and the top score a run can
 * make and still count, the lower of the declaration's and the plausibility bounds'
 * (`boundsTopScore`: a run above it is held, and counts for no achievement). A tie is the
 * declaration's.
 */
export function thresholdReachOf(declaration: GameDeclaration, bounds: Pick<RunBounds, 'maxScore' | 'maxPointsPerSecond' | 'maxRunSeconds'>): NonNullable<ThresholdReach> {
  const bounded = boundsTopScore(bounds);
  if (bounded !== null && bounded < declaration.topScore) return { levels: declaration.levels, topScore: bounded, topScoreFrom: 'runBounds' };
  return { levels: declaration.levels, topScore: declaration.topScore, topScoreFrom: 'declaration' };
}

/**
 * Why a threshold cannot be met, with the limit (`most`): a score above the declared top score
 * (`score`) or above the run bounds' highest score (`runBounds`), a level past the last (`level`,
 * `most` the levels), a level achievement in a game without levels (`noLevels`, `most` 0).
 */
export interface BeyondReach {
  why: 'score' | 'runBounds' | 'level' | 'noLevels';
  most: number;
}

/**
 * Why an achievement of `kind` at `threshold` can never unlock in a game of this reach, or null
 * when a run can meet it, or the reach is not known (null). `runs` and `rank` have no limit.
 */
export function beyondReach(kind: GameAchievementKind, threshold: number, reach: ThresholdReach): BeyondReach | null {
  if (reach === null) return null;
  if (kind === 'score' && threshold > reach.topScore) return { why: reach.topScoreFrom === 'runBounds' ? 'runBounds' : 'score', most: reach.topScore };
  if (kind === 'level' && reach.levels === null) return { why: 'noLevels', most: 0 };
  if (kind === 'level' && reach.levels !== null && threshold > reach.levels) return { why: 'level', most: reach.levels };
  return null;
}
