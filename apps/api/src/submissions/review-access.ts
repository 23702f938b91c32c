import type { FastifyRequest } from 'fastify';
import { hashToken, newSecretToken } from '../sessions/secret-token.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { findSession, type SessionPrincipal } from '../sessions/sessions.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { CanServeGameVersion } from '../play/play-access.ts';
import { publishedVersionsOnly } from '../play/published-version.ts';

/** How long a reviewer's play URL works: long enough to play a game through, short enough that a leaked URL soon stops working. */
export const reviewTokenSeconds = 30 * 60;
const purpose = 'game_review';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The path a review token opens: the version's files, with the token as a path segment a bundle can never have (`!`). */
export const reviewPlayUrl = (game: string, version: number, token: string): string => `/play/${game}/${version}/!review/${token}/`;

/**
 * A capability to play one unpublished version: the sandboxed frame sends no cookies (its origin
 * is opaque), so the URL itself carries it. Only the token's hash is stored (auth_tokens), bound
 * to the game, the version and the reviewer, and it stops working at its expiry or as soon as the
 * reviewer is no longer a moderator or admin.
 */
export async function issueReviewToken(db: Queryable, reviewer: string, game: string, version: number, now: Date): Promise<{ url: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + reviewTokenSeconds * 1000);
  await db.query('INSERT INTO auth_tokens (token_hash, purpose, account_id, data, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    hashToken(token),
    purpose,
    reviewer,
    JSON.stringify({ game, version }),
    now,
    expiresAt,
  ]);
  return { url: reviewPlayUrl(game, version, token), expiresAt };
}

async function reviewTokenAllows(db: Queryable, token: string, game: string, version: number, now: Date): Promise<boolean> {
  if (!tokenPattern.test(token)) return false;
  const rows = await db.query(
    `SELECT 1 FROM auth_tokens t JOIN accounts a ON a.id = t.account_id
      WHERE t.token_hash = $1 AND t.purpose = $2 AND t.expires_at > $3
        AND t.data->>'game' = $4 AND (t.data->>'version')::int = $5 AND a.role IN ('moderator', 'admin')`,
    [hashToken(token), purpose, now, game, version],
  );
  return rows.length > 0;
}

/**
 * The rule of `/play`: a published version for anyone; any version, under a review token in the
 * path (`/play/<game>/<version>/!review/<token>/…`), for the reviewer it was issued to — never a
 * session cookie alone. A bad or expired token is answered as if the version did not exist.
 */
export function reviewOrPublished(ctx: ServerContext): CanServeGameVersion {
  const published = publishedVersionsOnly(ctx.db);
  return async (game, version, request) => {
    const token = (request.params as { token?: string }).token;
    if (token === undefined) return published(game, version);
    return (await reviewTokenAllows(ctx.db, token, game, version, ctx.now())) ? 'review' : null;
  };
}

/** The session behind the request's cookie, for routes outside the contract (the thumbnails). */
export async function sessionOf(ctx: ServerContext, request: FastifyRequest): Promise<SessionPrincipal | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? findSession(ctx.db, token, ctx.now()) : null;
}
