import type { ResponseOf } from '@site/api-contract';

/**
 * The level a player earns game coins on most cheaply: the lowest open level not yet at its most
 * score (three stars), else the next level; null when every level is done at its best.
 */
export function cheapestLevelToPlay(progress: ResponseOf<'getLevelsProgress'>): ResponseOf<'getLevelsProgress'>['levels'][number] | null {
  const open = progress.nextLevel ?? Number.POSITIVE_INFINITY;
  return progress.levels.find((level) => level.level <= open && (level.bestScore ?? -1) < level.maxScore) ?? null;
}
