import type { RunBounds, RunHeldReason } from '@site/api-contract';

/**
 * Why a finished run falls outside its game's plausibility bounds, or null when it meets them all
 * (docs/api/plausibility-bounds.md). `milliseconds` is the run's length from its start
 * to its finish: a score of S at P points a second needs S / P seconds.
 */
export function heldReasonOf(bounds: RunBounds, run: { score: number; milliseconds: number }): RunHeldReason | null {
  if (bounds.maxScore !== null && run.score > bounds.maxScore) return 'score_above_max';
  // score / seconds > pointsPerSecond, in integers: score * 1000 > pointsPerSecond * milliseconds.
  if (bounds.maxPointsPerSecond !== null && BigInt(run.score) * 1000n > BigInt(bounds.maxPointsPerSecond) * BigInt(run.milliseconds)) return 'too_fast';
  if (bounds.minRunSeconds !== null && run.milliseconds < bounds.minRunSeconds * 1000) return 'shorter_than_min';
  if (bounds.maxRunSeconds !== null && run.milliseconds > bounds.maxRunSeconds * 1000) return 'longer_than_max';
  return null;
}

/** No bound at all: a game whose maker declared none. */
export const noRunBounds: RunBounds = { maxScore: null, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null };
