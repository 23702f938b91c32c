import { GameRewardTable } from '@site/api-contract';
import type { GameDeclaration, ReplayRecord } from '@site/api-contract';
import { claimBeyondLimits } from '@site/api-contract/claim-rules';
import { Compile } from 'typebox/compile';
import { ApiError } from '../errors/api-error.ts';

/** What a finished run says about itself (the body of `finishRun`). */
export interface RunClaim {
  score: number;
  level?: number | undefined;
  completed: boolean;
  /** The run's moves, for a game the server replays (`runs/verify-run.ts`). */
  moves?: string[] | undefined;
  /** The run's replay record, kept with it (docs/replays.md). */
  replay?: ReplayRecord | undefined;
}

// Checked on every read of a game (a run's start and finish, a game's page): compiled once, the
// check of a table of 30 levels takes about 1 µs against TypeBox's 160 µs interpreted.
let compiledCheck: ReturnType<typeof Compile<typeof GameRewardTable>> | null = null;

/** A stored reward table, checked: the column is ours, but a bad row must fail loudly, not pay. */
export function parseRewardTable(stored: unknown, where: string): GameRewardTable {
  compiledCheck ??= Compile(GameRewardTable);
  if (!compiledCheck.Check(stored)) throw new Error(`the reward table of ${where} does not match the contract's GameRewardTable`);
  return stored;
}

/** How many levels the table's game has; null for a game without levels. */
export const levelCountOf = (table: GameRewardTable): number | null => (table.kind === 'levels' ? table.levels.length : null);

/**
 * The table as its maker's declaration reads (`GameDeclaration`, shown in /my-games and the review
 * queue): its levels, and the top score of a run, of its highest level for a table with levels.
 */
export function declarationOf(table: GameRewardTable): GameDeclaration {
  if (table.kind === 'score') return { levels: null, topScore: table.maxScore };
  return { levels: table.levels.length, topScore: Math.max(...table.levels.map((level) => level.maxScore)) };
}

/**
 * The game coins the table gives for `claim`, before the site's caps: `floor(score / scorePerCoin)`
 * plus the completion bonus. A claim the table does not allow (a score above its most, a level it
 * does not have, a level missing or given where it should not be) is a 400 naming the field:
 * refused, not capped, so a page that lies is told so (the rule is the contract's `claimBeyondLimits`,
 * which the playground applies to a maker's declaration too).
 */
export function tableRewardFor(table: GameRewardTable, claim: RunClaim): bigint {
  const refusal = claimBeyondLimits(table, claim);
  if (refusal !== null) throw new ApiError('validation_failed', `body.${refusal.field}: ${refusal.message}`, { field: `body.${refusal.field}` });
  // Allowed: a claim of a game with levels names one of them.
  const completedCoins = table.kind === 'levels' ? (table.levels[(claim.level ?? 0) - 1]?.completedCoins ?? 0) : table.completedCoins;
  return BigInt(Math.floor(claim.score / table.scorePerCoin)) + (claim.completed ? BigInt(completedCoins) : 0n);
}
