import type { RunClaim } from '../games/reward-table.ts';

// What a run counts for besides its own reward (docs/api/games-runs-and-rewards.md, "What a run
// counts for"): one rule, read by the finish, and in SQL by the counts of a player's runs
// (`run-totals.ts`, `countedRun`: the same rule on a finished run's columns).

type Claim = Pick<RunClaim, 'score' | 'level' | 'completed'>;

/**
 * Whether a finished run achieved something, and so counts as a finished run for the quests, the
 * streak, the weekly league and the achievements: a game with levels, its level completed; a game
 * without, completed or scoring more than 0. A level given up, or a run given up at 0, achieved
 * nothing: it is recorded and paid what its table gives (nothing, for a level given up), no more.
 * A claim names a level exactly when its game has levels (`tableRewardFor` refuses it otherwise).
 */
export const runCounts = (claim: Claim): boolean => claim.completed || (claim.level === undefined && claim.score > 0);

/** Whether the run's score goes on the boards and can be a best: it counts, and scored more than 0. */
export const runScores = (claim: Claim): boolean => runCounts(claim) && claim.score > 0;

