import type { GameAchievementKind, GameDeclaration } from '@site/api-contract';

const grouped = (value: number): string => value.toLocaleString('en-US');

/**
 * Why an achievement of `kind` at `threshold` can never unlock in a game of this reach (the
 * sentence after `body.threshold: `), or null when a run can meet it. `reach` is the game's
 * reward table as its maker declares it (games/reward-table.ts `declarationOf`). `runs` and `rank` are
 * reachable at any threshold; a `level` achievement of a game without levels is `kind`'s matter.
 */
export function thresholdBeyondReach(kind: GameAchievementKind, threshold: number, reach: GameDeclaration): string | null {
  if (kind === 'score' && threshold > reach.topScore) return `${grouped(threshold)} is out of reach: at most ${grouped(reach.topScore)}, the top score a run of this game can reach.`;
  if (kind === 'level' && reach.levels !== null && threshold > reach.levels) return `level ${grouped(threshold)} is out of reach: at most ${grouped(reach.levels)}, the levels this game has.`;
  return null;
}
