import { randomUUID } from 'node:crypto';
import type { ResponseOf } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { spendStamina } from '../stamina/stamina-store.ts';
import { insertRun, runView } from './run-store.ts';

/**
 * Starts a run of the game's published version (DESIGN §12) in one transaction: the stamina is
 * spent through the economy's `spendStamina` (409 not_enough_stamina rolls everything back) and
 * the run is recorded with the version it plays.
 */
export function startRun(ctx: ServerContext, accountId: string, gameId: string): Promise<ResponseOf<'startRun'>> {
  const now = ctx.now();
  const settings = ctx.config.stamina;
  return ctx.db.transaction(async (tx) => {
    const game = await requirePlayableGame(tx, gameId);
    // Spending nothing first takes the stamina row's lock and reads it: the "before" of this very spend.
    const staminaBefore = await spendStamina(tx, accountId, 0, now, settings);
    const staminaAfter = await spendStamina(tx, accountId, settings.runCost, now, settings);
    const run = await insertRun(tx, { id: randomUUID(), accountId, gameId, version: game.view.version, staminaCost: settings.runCost, startedAt: now });
    return { run: runView(run, ctx.config.runs.minSeconds), staminaBefore, staminaAfter, staminaCost: settings.runCost };
  });
}
