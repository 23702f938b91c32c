import type { ReviewItem } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { decideWaitingVersion, findVersionState, listWaitingVersions, markVersionInReview } from '../games/game-store.ts';
import { thumbnailUrl } from '../games/game-urls.ts';
import { ApiError } from '../errors/api-error.ts';
import { listInspectionSummaries } from '../inspections/inspection-store.ts';

/**
 * Versions waiting for a decision (submitted or in review), oldest first, each with its
 * inspection's verdict. A version whose inspection blocks is left out: its maker sees why in
 * /my-games and submits a new version.
 */
export async function listReviewQueue(db: Queryable): Promise<ReviewItem[]> {
  const rows = await listWaitingVersions(db);
  const inspections = await listInspectionSummaries(db, [...new Set(rows.map((row) => row.game_id))]);
  const offered = rows.filter((row) => inspections.get(`${row.game_id}/${row.version}`)?.verdict !== 'blocks');
  return offered.map((row) => ({
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
  }));
}

type Decision = { state: 'published' } | { state: 'rejected'; reason: string };

export interface DecidedVersion {
  game: string;
  version: number;
  state: ReviewItem['state'];
  rejectionReason: string | null;
  reviewedAt: string;
}

/** Marks a waiting version in review (a reviewer opened it); 404 when unknown, 409 when already decided. */
export async function markInReview(db: Queryable, game: string, version: number): Promise<ReviewItem['state']> {
  const state = await markVersionInReview(db, game, version);
  if (!state) throw new ApiError('not_found', `There is no version ${version} of "${game}".`);
  if (state === 'published' || state === 'rejected') throw new ApiError('review_already_decided', `Version ${version} of "${game}" is already ${state}.`);
  return state;
}

/**
 * Publishes or rejects a waiting version, once: the state check is part of the update, so two
 * moderators deciding at the same time cannot both win.
 */
export async function decideVersion(db: Queryable, reviewer: string, game: string, version: number, decision: Decision, now: Date): Promise<DecidedVersion> {
  const reason = decision.state === 'rejected' ? decision.reason.trim() : null;
  const row = await decideWaitingVersion(db, { gameId: game, version, state: decision.state, reason, reviewer, now });
  if (!row) {
    const existing = await findVersionState(db, game, version);
    if (!existing) throw new ApiError('not_found', `There is no version ${version} of "${game}".`);
    throw new ApiError('review_already_decided', `Version ${version} of "${game}" is already ${existing}.`);
  }
  return { game, version, state: row.state, rejectionReason: row.rejection_reason, reviewedAt: row.reviewed_at.toISOString() };
}
