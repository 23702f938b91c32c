import type { PlayedRun, ResponseOf, RunBounds } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { findGameOwner, listGameTitles } from '../games/game-store.ts';
import { requireOwner } from '../submissions/store-version.ts';
import { listFinishedRuns, listHeldRuns, readRunBounds, writeRunBounds } from './run-bounds-store.ts';
import { listMismatchedRuns } from './run-replay-store.ts';

const dayMs = 86_400_000;
/** The maker's list of held runs covers the dashboard's window: the last 30 UTC days, today included. */
const heldWindowDays = 30;
const heldRunsShown = 20;
const playedRunsShown = 20;

/** The owner's bounds of their game, the runs held outside them (docs/api/plausibility-bounds.md) and those whose replay mismatched (docs/replays.md). */
export function getMakerRunBounds(ctx: ServerContext, owner: string, gameId: string): Promise<ResponseOf<'getRunBounds'>> {
  return ctx.db.transaction(async (tx) => {
    requireOwner(gameId, await findGameOwner(tx, gameId), owner);
    const today = Math.floor(ctx.now().getTime() / dayMs) * dayMs;
    const since = new Date(today - (heldWindowDays - 1) * dayMs);
    const held = await listHeldRuns(tx, gameId, since, heldRunsShown);
    const mismatched = await listMismatchedRuns(tx, gameId, since, heldRunsShown);
    return {
      bounds: await readRunBounds(tx, gameId),
      held: {
        total: held.total,
        recent: held.recent.map((row) => ({
          run: row.id,
          version: row.version,
          finishedAt: row.finished_at.toISOString(),
          score: Number(row.score),
          level: row.level,
          seconds: Math.floor(Number(row.milliseconds) / 1000),
          reason: row.held_reason,
        })),
      },
      mismatched: {
        total: mismatched.total,
        recent: mismatched.recent.map((row) => ({
          run: row.run_id,
          version: row.version,
          finishedAt: row.finished_at.toISOString(),
          checkedAt: row.checked_at.toISOString(),
          level: row.level,
          score: Number(row.score),
          replayedScore: row.replayed_score === null ? null : Number(row.replayed_score),
        })),
      },
    };
  });
}

/** The owner declares their game's bounds; runs finished from now on are held outside them. */
export function setRunBounds(ctx: ServerContext, owner: string, gameId: string, bounds: RunBounds): Promise<RunBounds> {
  if (bounds.minRunSeconds !== null && bounds.maxRunSeconds !== null && bounds.minRunSeconds > bounds.maxRunSeconds) {
    throw new ApiError('validation_failed', `body.minRunSeconds: the least run time (${bounds.minRunSeconds} s) is above the most (${bounds.maxRunSeconds} s).`, { field: 'body.minRunSeconds' });
  }
  return ctx.db.transaction(async (tx) => {
    requireOwner(gameId, await findGameOwner(tx, gameId, { forUpdate: true }), owner);
    await writeRunBounds(tx, gameId, bounds, ctx.now());
    return readRunBounds(tx, gameId);
  });
}

/** The player's latest finished runs, held ones with their reason. */
export async function listMyRuns(ctx: ServerContext, accountId: string): Promise<PlayedRun[]> {
  const rows = await listFinishedRuns(ctx.db, accountId, playedRunsShown);
  const titles = await listGameTitles(ctx.db, [...new Set(rows.map((row) => row.game_id))]);
  return rows.map((row) => ({
    id: row.id,
    game: row.game_id,
    title: titles.get(row.game_id) ?? row.game_id,
    finishedAt: row.finished_at.toISOString(),
    score: Number(row.score),
    level: row.level,
    completed: row.completed,
    coinsPaid: row.coins_paid,
    held: row.held_reason,
  }));
}
