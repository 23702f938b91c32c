import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { hashToken, newSecretToken } from './secret-token.ts';

export interface SessionPrincipal {
  sessionId: string;
  accountId: string;
  role: 'player' | 'moderator' | 'admin';
  /** Signed in with the first factor only: the account's second factor is still to give (src/second-factor/). */
  secondFactorPending: boolean;
}

/** A session waiting for its second factor lasts this long; giving the code replaces it with a full one. */
const PENDING_SECOND_FACTOR_MS = 10 * 60_000;

/** How often `last_seen_at` is written: a read per request, a write at most once a minute. */
const TOUCH_AFTER_MS = 60_000;

export async function createSession(
  db: Queryable,
  options: { accountId: string; userAgent: string; ttlDays: number; now: Date; secondFactorPending?: boolean },
): Promise<{ token: string; expiresAt: Date; id: string }> {
  const token = newSecretToken();
  const pending = options.secondFactorPending ?? false;
  const expiresAt = new Date(options.now.getTime() + (pending ? PENDING_SECOND_FACTOR_MS : options.ttlDays * 86_400_000));
  const rows = await db.query<{ id: string }>(
    'INSERT INTO sessions (account_id, token_hash, user_agent, created_at, last_seen_at, expires_at, second_factor_pending) VALUES ($1, $2, $3, $4, $4, $5, $6) RETURNING id',
    [options.accountId, hashToken(token), options.userAgent.slice(0, 200), options.now, expiresAt, pending],
  );
  return { token, expiresAt, id: firstRow(rows, 'INSERT INTO sessions').id };
}

/**
 * The live session a cookie names, or null (unknown, expired or revoked). A session pending its
 * second factor counts only with `includePending` (the request guards, which let it reach the few
 * routes that finish or end it).
 */
export async function findSession(db: Queryable, token: string, now: Date, options: { includePending?: boolean } = {}): Promise<SessionPrincipal | null> {
  const rows = await db.query<{ id: string; account_id: string; role: SessionPrincipal['role']; last_seen_at: Date; second_factor_pending: boolean }>(
    `SELECT s.id, s.account_id, a.role, s.last_seen_at, s.second_factor_pending FROM sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row || (row.second_factor_pending && !options.includePending)) return null;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.id, now]);
  }
  return { sessionId: row.id, accountId: row.account_id, role: row.role, secondFactorPending: row.second_factor_pending };
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** After a password change or reset: every session of the account but `keepSessionId` ends. */
export async function endOtherSessions(db: Queryable, accountId: string, keepSessionId: string | null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE account_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)', [accountId, keepSessionId]);
}
