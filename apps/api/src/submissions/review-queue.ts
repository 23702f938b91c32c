import type { ReviewItem } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { thumbnailUrl } from '../games/game-urls.ts';
import { ApiError } from '../errors/api-error.ts';

interface QueueRow {
  game_id: string;
  version: number;
  state: ReviewItem['state'];
  title: string;
  description: string;
  category: ReviewItem['category'];
  author: string | null;
  created_at: Date;
  thumbnail_key: string | null;
  published_version: number | null;
}

/** Versions waiting for a decision (submitted or in review), oldest first. */
export async function listReviewQueue(db: Queryable): Promise<ReviewItem[]> {
  const rows = await db.query<QueueRow>(
    `SELECT v.game_id, v.version, v.state, g.title, g.description, g.category, a.display_name AS author, v.created_at, v.thumbnail_key,
            (SELECT max(p.version) FROM game_versions p WHERE p.game_id = v.game_id AND p.state = 'published')::int AS published_version
       FROM game_versions v
       JOIN games g ON g.id = v.game_id
       LEFT JOIN accounts a ON a.id = g.owner_account_id
      WHERE v.state IN ('submitted', 'in_review')
      ORDER BY v.created_at, v.game_id, v.version
      LIMIT 200`,
  );
  return rows.map((row) => ({
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
  const [row] = await db.query<{ state: ReviewItem['state'] }>(
    `UPDATE game_versions SET state = CASE WHEN state = 'submitted' THEN 'in_review' ELSE state END
      WHERE game_id = $1 AND version = $2 RETURNING state`,
    [game, version],
  );
  if (!row) throw new ApiError(404, 'not_found', `There is no version ${version} of "${game}".`);
  if (row.state === 'published' || row.state === 'rejected') throw new ApiError(409, 'review_already_decided', `Version ${version} of "${game}" is already ${row.state}.`);
  return row.state;
}

/**
 * Publishes or rejects a waiting version, once: the state check is part of the update, so two
 * moderators deciding at the same time cannot both win.
 */
export async function decideVersion(db: Queryable, reviewer: string, game: string, version: number, decision: Decision, now: Date): Promise<DecidedVersion> {
  const reason = decision.state === 'rejected' ? decision.reason.trim() : null;
  const [row] = await db.query<{ state: ReviewItem['state']; rejection_reason: string | null; reviewed_at: Date }>(
    `UPDATE game_versions SET state = $3, rejection_reason = $4, reviewed_by = $5, reviewed_at = $6
      WHERE game_id = $1 AND version = $2 AND state IN ('submitted', 'in_review')
      RETURNING state, rejection_reason, reviewed_at`,
    [game, version, decision.state, reason, reviewer, now],
  );
  if (!row) {
    const [existing] = await db.query<{ state: string }>('SELECT state FROM game_versions WHERE game_id = $1 AND version = $2', [game, version]);
    if (!existing) throw new ApiError(404, 'not_found', `There is no version ${version} of "${game}".`);
    throw new ApiError(409, 'review_already_decided', `Version ${version} of "${game}" is already ${existing.state}.`);
  }
  return { game, version, state: row.state, rejectionReason: row.rejection_reason, reviewedAt: row.reviewed_at.toISOString() };
}
