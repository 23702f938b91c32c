import type { BodyOf } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { recordStageReport } from './stage-report-store.ts';

/**
 * Keeps what a signed-in player's stage saw of a game's published version. `readyMs` belongs to
 * `ready` alone and `detail` to the refusals and errors alone; each is required there.
 */
export async function reportStageEvent(db: Queryable, accountId: string, gameId: string, body: BodyOf<'reportStageEvent'>, now: Date): Promise<{ version: number }> {
  const needsDetail = body.kind === 'run_refused' || body.kind === 'game_error';
  if ((body.kind === 'ready') !== (body.readyMs !== undefined)) {
    throw new ApiError('validation_failed', body.kind === 'ready' ? 'A ready report needs readyMs.' : 'Only a ready report has readyMs.', { field: 'body.readyMs' });
  }
  if (needsDetail !== (body.detail !== undefined)) {
    throw new ApiError('validation_failed', needsDetail ? `A ${body.kind} report needs its detail.` : `An ${body.kind} report has no detail.`, { field: 'body.detail' });
  }
  const { view } = await requirePlayableGame(db, gameId);
  await recordStageReport(db, { gameId: view.id, version: view.version, accountId, kind: body.kind, detail: body.detail ?? '', readyMs: body.readyMs ?? null, at: now });
  return { version: view.version };
}
