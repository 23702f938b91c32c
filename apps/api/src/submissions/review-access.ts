import type { FastifyRequest } from 'fastify';
import { findAccount } from '../accounts/account-store.ts';
import { issueToken, peekToken } from '../auth/single-use-tokens.ts';
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
  const { token, expiresAt } = await issueToken(db, { purpose, ttlSeconds: reviewTokenSeconds, now, accountId: reviewer, data: { game, version } });
  return { url: reviewPlayUrl(game, version, token), expiresAt };
}

async function reviewTokenAllows(db: Queryable, token: string, game: string, version: number, now: Date): Promise<boolean> {
  if (!tokenPattern.test(token)) return false;
  const issued = await peekToken<{ game?: unknown; version?: unknown }>(db, purpose, token, now);
  if (!issued || issued.accountId === null || issued.data.game !== game || issued.data.version !== version) return false;
  const reviewer = await findAccount(db, issued.accountId);
  return reviewer?.role === 'moderator' || reviewer?.role === 'admin';
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
