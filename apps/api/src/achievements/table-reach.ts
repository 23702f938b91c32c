import { beyondReach, type GameAchievementKind, type ThresholdReach } from '@site/api-contract';

const grouped = (value: number): string => value.toLocaleString('en-US');

/**
 * Why an achievement of `kind` at `threshold` can never unlock in a game of this reach (the
 * sentence after `body.threshold: `), or null when a run can meet it. `reach` is what a run of the
 * game can reach (the contract's `thresholdReachOf`, whose `beyondReach` is the rule): its maker's
 * declaration (games/reward-table.ts `declarationOf`), its top score lowered by the plausibility
 * bounds' highest score. `runs` and `rank` are reachable at any threshold; a `level` achievement
 * of a game without levels is `kind`'s matter.
 */
export function thresholdBeyondReach(kind: GameAchievementKind, threshold: number, reach: NonNullable<ThresholdReach>): string | null {
  const beyond = beyondReach(kind, threshold, reach);
  switch (beyond?.why) {
    case 'score':
      return `${grouped(threshold)} is out of reach: at most ${grouped(beyond.most)}, the top score a run of this game can reach.`;
    case 'runBounds':
      return `${grouped(threshold)} is out of reach: at most ${grouped(beyond.most)}, the highest score of this game's plausibility bounds (a run above it is held and unlocks nothing).`;
    case 'level':
      return `level ${grouped(threshold)} is out of reach: at most ${grouped(beyond.most)}, the levels this game has.`;
    default:
      return null;
  }
}
