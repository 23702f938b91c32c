import type { ReviewItem } from '@site/api-contract';
import type { Database, Queryable } from '../db/database.ts';
import { decideWaitingVersion, findVersionState, listWaitingVersions, markVersionInReview } from '../games/game-store.ts';
import { thumbnailUrl } from '../games/game-urls.ts';
import { declarationOf } from '../games/reward-table.ts';
import { ApiError } from '../errors/api-error.ts';
import { listInspectionSummaries, lockInspectionVerdict } from '../inspections/inspection-store.ts';
import { listRunBounds } from '../runs/run-bounds-store.ts';
import { countFinishedReviewRuns } from '../runs/run-store.ts';
import { noRunBounds } from '../runs/held-reason.ts';

/**
 * Versions waiting for a decision (submitted or in review), oldest first, each with its
 * inspection's verdict, its declaration (levels and top score), its game's plausibility bounds and
 * how many review runs were finished.
 * `reviews` leaves out a version whose inspection blocks (its maker sees why in /my-games and
 * submits a new version); `blocked` lists those, for a moderator to reject with a reason.
 */
export async function listReviewQueue(db: Queryable): Promise<{ reviews: ReviewItem[]; blocked: ReviewItem[] }> {
  const rows = await listWaitingVersions(db);
  const gameIds = [...new Set(rows.map((row) => row.game_id))];
  const inspections = await listInspectionSummaries(db, gameIds);
  const bounds = await listRunBounds(db, gameIds);
  const reviewRuns = await countFinishedReviewRuns(db, gameIds);
  const items = rows.map((row): ReviewItem => ({
    game: row.game_id,
    version: row.version,
    state: row.state,
    title: row.title,
    description: row.description,
    category: row.category,
    author: row.author,
    submittedAt: row.created_at.toISOString(),
    thumbnailUrl: thumbnailUrl(row.game_id, row.version, row.thumbnail_key),
    publishedVersion: row.published_version,
    inspection: inspections.get(`${row.game_id}/${row.version}`) ?? null,
    runBounds: bounds.get(row.game_id) ?? noRunBounds,
    declaration: declarationOf(row.reward_table),
    reviewRuns: reviewRuns.get(`${row.game_id}/${row.version}`) ?? 0,
  }));
  const blocks = (item: ReviewItem): boolean => item.inspection?.verdict === 'blocks';
  return { reviews: items.filter((item) => !blocks(item)), blocked: items.filter(blocks) };
}

type Decision = { state: 'published' } | { state: 'rejected'; reason: string };

export interface DecidedVersion {
  game: string;
  version: number;
  state: ReviewItem['state'];
  rejectionReason: string | null;
  reviewedAt: string;
}

/**
 * The queue leaves out a waiting version whose inspection blocks; opening or publishing it by its
 * URL is refused too (409), until its maker submits a new version. Rejecting it stays possible.
 */
async function refuseWhenInspectionBlocks(tx: Queryable, game: string, version: number): Promise<void> {
  if ((await lockInspectionVerdict(tx, game, version)) !== 'blocks') return;
  const state = await findVersionState(tx, game, version);
  if (state === 'submitted' || state === 'in_review') {
    throw new ApiError('review_inspection_blocks', `The inspection of version ${version} of "${game}" blocks review: its maker has to submit a new version.`);
  }
}

/** Marks a waiting version in review (a reviewer opened it); 404 when unknown, 409 when already decided or its inspection blocks. */
export async function markInReview(db: Database, game: string, version: number): Promise<ReviewItem['state']> {
  return db.transaction(async (tx) => {
    await refuseWhenInspectionBlocks(tx, game, version);
    const state = await markVersionInReview(tx, game, version);
    if (!state) throw new ApiError('not_found', `There is no version ${version} of "${game}".`);
    if (state === 'published' || state === 'rejected') throw new ApiError('review_already_decided', `Version ${version} of "${game}" is already ${state}.`);
    return state;
  });
}

/**
 * Publishes or rejects a waiting version, once: the state check is part of the update, so two
 * moderators deciding at the same time cannot both win.
 */
export async function decideVersion(db: Database, reviewer: string, game: string, version: number, decision: Decision, now: Date): Promise<DecidedVersion> {
  const reason = decision.state === 'rejected' ? decision.reason.trim() : null;
  return db.transaction(async (tx) => {
    if (decision.state === 'published') await refuseWhenInspectionBlocks(tx, game, version);
    const row = await decideWaitingVersion(tx, { gameId: game, version, state: decision.state, reason, reviewer, now });
    if (!row) {
      const existing = await findVersionState(tx, game, version);
      if (!existing) throw new ApiError('not_found', `There is no version ${version} of "${game}".`);
      throw new ApiError('review_already_decided', `Version ${version} of "${game}" is already ${existing}.`);
    }
    return { game, version, state: row.state, rejectionReason: row.rejection_reason, reviewedAt: row.reviewed_at.toISOString() };
  });
}
