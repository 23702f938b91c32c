import { randomUUID } from 'node:crypto';
import type { ResponseOf } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { gameVersionExists, requireVersionRewardTable } from '../games/game-store.ts';
import { tableRewardFor, type RunClaim } from '../games/reward-table.ts';
import { ApiError } from '../errors/api-error.ts';
import { insertRun, lockRun, markRunFinished, runView } from './run-store.ts';

/**
 * A moderator's run of one version, published or not, so that review plays the game through the
 * site's real host. It is stored marked `review`: it spends no stamina and has no minimum time.
 */
export async function startReviewRun(ctx: ServerContext, reviewer: string, gameId: string, version: number): Promise<ResponseOf<'startReviewRun'>> {
  if (!(await gameVersionExists(ctx.db, gameId, version))) throw new ApiError('not_found', `There is no version ${version} of "${gameId}".`);
  const run = await insertRun(ctx.db, { id: randomUUID(), accountId: reviewer, gameId, version, staminaCost: 0, startedAt: ctx.now(), review: true });
  return { run: runView(run, ctx.config.runs.minSeconds), review: true };
}

/**
 * Finishes the reviewer's review run once with what the game reports, checked against the
 * version's reward table like a player's claim, and says what a player would have been paid
 * before the caps. Nothing is paid, and nothing else is touched: no invite reward, no daily
 * total, no Levels progress. Finishing it again answers the first finish, whatever is claimed.
 */
export function finishReviewRun(ctx: ServerContext, request: { reviewer: string; runId: string; claim: RunClaim }): Promise<ResponseOf<'finishReviewRun'>> {
  const { reviewer, runId, claim } = request;
  return ctx.db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (run?.account_id !== reviewer || !run.review) throw new ApiError('not_found', 'There is no such review run of yours.');
    const table = await requireVersionRewardTable(tx, run.game_id, run.version);
    // A retry of a finish that was accepted (its answer lost on the way) gets that first answer.
    if (run.finished_at !== null) {
      const first = { score: Number(run.score), level: run.level ?? undefined, completed: run.completed === true };
      return { run: runView(run, ctx.config.runs.minSeconds), review: true, tableReward: tableRewardFor(table, first).toString() };
    }
    const tableReward = tableRewardFor(table, claim);
    const finished = await markRunFinished(tx, runId, { finishedAt: ctx.now(), score: claim.score, level: claim.level ?? null, completed: claim.completed, coinsPaid: 0n, cappedBy: null });
    return { run: runView(finished, ctx.config.runs.minSeconds), review: true, tableReward: tableReward.toString() };
  });
}
