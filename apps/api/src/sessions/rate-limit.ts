import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';

const WINDOW_SECONDS = 60;

/**
 * Counts a hit in `bucket` for the current minute (in the database, so every API process shares
 * the count) and refuses with 429 past `limit`. The first hit of a bucket's minute also removes
 * every count older than the previous minute, so the table holds about two minutes of counts.
 */
export async function hitRateLimit(db: Queryable, bucket: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / (WINDOW_SECONDS * 1000)) * WINDOW_SECONDS * 1000);
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
    [bucket, windowStart],
  );
  const hits = rows[0]?.hits ?? 0;
  if (hits === 1) await db.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [new Date(windowStart.getTime() - WINDOW_SECONDS * 1000)]);
  if (hits > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
    throw new ApiError('rate_limited', 'Too many attempts. Wait a minute and try again.', { retryAfterSeconds });
  }
}

/** The per-identity limit (an e-mail, an address), called by the handlers that know the identity. */
export async function hitIdentityRateLimit(ctx: ServerContext, scope: string, identity: string): Promise<void> {
  await hitRateLimit(ctx.db, `id:${scope}:${identity.toLowerCase()}`, ctx.config.rateLimitPerIdentity, ctx.now());
}
