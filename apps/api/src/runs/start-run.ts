import { randomBytes, randomUUID } from 'node:crypto';
import type { ResponseOf } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { spendStamina } from '../stamina/stamina-store.ts';
import { findStartAnswer, insertRun, runView, saveStartAnswer } from './run-store.ts';

type StartAnswer = ResponseOf<'startRun'>;

/**
 * Starts a run of the game's published version (docs/api/games-runs-and-rewards.md) in one transaction: the stamina is
 * spent through the economy's `spendStamina` (409 not_enough_stamina rolls everything back) and
 * the run is recorded with the version it plays. With the caller's `requestId`, a repeat is
 * answered the first answer and spends nothing: starts of one account queue on its stamina row's
 * lock, so the repeat reads the first start's run once that has committed.
 */
export function startRun(ctx: ServerContext, accountId: string, gameId: string, requestId?: string): Promise<StartAnswer> {
  const now = ctx.now();
  const settings = ctx.config.stamina;
  return ctx.db.transaction(async (tx) => {
    const game = await requirePlayableGame(tx, gameId);
    // Spending nothing first takes the stamina row's lock and reads it: the "before" of this very spend.
    const staminaBefore = await spendStamina(tx, accountId, 0, now, settings);
    if (requestId !== undefined) {
      const first = await findStartAnswer(tx, { accountId, gameId, requestId });
      if (first !== null) return first as StartAnswer;
    }
    const staminaAfter = await spendStamina(tx, accountId, settings.runCost, now, settings);
    // The seed of the run's random source, kept with it: a replay record must carry this one (docs/replays.md).
    const seed = randomBytes(16).toString('hex');
    const run = await insertRun(tx, { id: randomUUID(), accountId, gameId, version: game.view.version, staminaCost: settings.runCost, startedAt: now, seed, ...(requestId === undefined ? {} : { startRequestId: requestId }) });
    const answer: StartAnswer = { run: runView(run, ctx.config.runs.minSeconds), staminaBefore, staminaAfter, staminaCost: settings.runCost, seed };
    if (requestId !== undefined) await saveStartAnswer(tx, run.id, answer);
    return answer;
  });
}
