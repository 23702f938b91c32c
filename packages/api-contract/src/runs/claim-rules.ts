import type { GameDeclaration } from '../games/game-schemas.ts';

// What a finish may claim of a game and what an accepted one counts for (docs/api/games-runs-and-rewards.md):
// one set of rules for the server, which refuses a claim with a 400 naming the field
// (apps/api games/reward-table.ts, runs/finish-run.ts), and for the playground, which applies a
// maker's declaration the way the site will (apps/web src/playground/playground-sandbox.ts).
// Types only are imported: the rules load no schema.

/**
 * The scores a finish may claim: one top score for a game without levels, one per level for a
 * game with levels (level n being `levels[n - 1]`). A reward table (`GameRewardTable`) is one; a
 * declaration becomes one with `claimLimitsOf`.
 */
export type ClaimLimits = { readonly kind: 'score'; readonly maxScore: number } | { readonly kind: 'levels'; readonly levels: readonly { readonly maxScore: number }[] };

/** What a finish claims, as far as these rules read it. */
export interface ClaimedRun {
  score: number;
  level?: number | undefined;
  completed: boolean;
}

/**
 * Why a claim is refused, each reason with the numbers its sentence says: a game with levels
 * without `level` (`level_missing`), past its last (`level_unknown`), or one not open yet for the
 * player (`level_not_open`, with the level to complete first); a game without levels with a
 * level (`level_given`); a score above the top of the run or its level (`score_above_top`).
 */
export type ClaimRefusalReason =
  | { reason: 'level_missing' }
  | { reason: 'level_unknown'; level: number; levels: number }
  | { reason: 'level_not_open'; level: number; open: number }
  | { reason: 'level_given'; level: number }
  | { reason: 'score_above_top'; score: number; level: number | null; top: number };

/** A claim refused: the field the server's 400 names (`body.<field>`), the reason, and the server's sentence after `body.<field>: `. */
export type ClaimRefusal = ClaimRefusalReason & { field: 'level' | 'score'; message: string };

/** The limits a maker's declaration sets (the site builds the version's reward table from it the same way): N levels of the same top score, or one top score. */
export function claimLimitsOf(declaration: GameDeclaration): ClaimLimits {
  if (declaration.levels === null) return { kind: 'score', maxScore: declaration.topScore };
  return { kind: 'levels', levels: Array.from({ length: declaration.levels }, () => ({ maxScore: declaration.topScore })) };
}

function messageOf(refusal: ClaimRefusalReason): string {
  switch (refusal.reason) {
    case 'level_missing':
      return 'this game has levels: say which level the run played.';
    case 'level_unknown':
      return `this game has ${refusal.levels} levels; there is no level ${refusal.level}.`;
    case 'level_not_open':
      return `level ${refusal.level} is not open yet; complete level ${refusal.open} first.`;
    case 'level_given':
      return 'this game has no levels.';
    case 'score_above_top':
      return `${refusal.score} is more than ${refusal.level === null ? 'a run' : `level ${refusal.level}`} of this game can score (${refusal.top}).`;
  }
}

const refused = (refusal: ClaimRefusalReason): ClaimRefusal => ({
  ...refusal,
  field: refusal.reason === 'score_above_top' ? 'score' : 'level',
  message: messageOf(refusal),
});

/**
 * Why the claim is outside the limits, or null when they allow it: the level first (missing,
 * past the last, or given to a game without levels), then the score against the top of the run
 * or of its level. A refused claim is refused, never capped.
 */
export function claimBeyondLimits(limits: ClaimLimits, claim: Pick<ClaimedRun, 'score' | 'level'>): ClaimRefusal | null {
  let top: number;
  if (limits.kind === 'levels') {
    if (claim.level === undefined) return refused({ reason: 'level_missing' });
    const row = limits.levels[claim.level - 1];
    if (row === undefined) return refused({ reason: 'level_unknown', level: claim.level, levels: limits.levels.length });
    top = row.maxScore;
  } else {
    if (claim.level !== undefined) return refused({ reason: 'level_given', level: claim.level });
    top = limits.maxScore;
  }
  if (claim.score > top) return refused({ reason: 'score_above_top', score: claim.score, level: claim.level ?? null, top });
  return null;
}

/**
 * Levels open in order: `open` is the player's lowest level not completed yet (null once every
 * level is), and a finish of a level above it is refused. Null when the level may be finished.
 */
export function levelNotOpen(level: number | undefined, open: number | null): ClaimRefusal | null {
  if (level === undefined || open === null || level <= open) return null;
  return refused({ reason: 'level_not_open', level, open });
}

/**
 * Whether an accepted run achieved something, and so counts for the quests, the streak, the
 * weekly league, the achievements and level progress: a game with levels, its level completed; a
 * game without, completed or scoring more than 0. A claim names a level exactly when its game has
 * levels (`claimBeyondLimits` refuses it otherwise).
 */
export const runCounts = (claim: Pick<ClaimedRun, 'score' | 'level' | 'completed'>): boolean => claim.completed || (claim.level === undefined && claim.score > 0);

/** Whether the run's score goes on the boards and can be a best: it counts, and scored more than 0. */
export const runScores = (claim: Pick<ClaimedRun, 'score' | 'level' | 'completed'>): boolean => runCounts(claim) && claim.score > 0;
