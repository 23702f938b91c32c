import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { preparedStatement } from '../db/prepared-statements.ts';
import { clientNetwork } from './client-network.ts';
import { SessionCache } from './session-cache.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { readUserAgent, USER_AGENT_MAX_LENGTH, type UserAgentNames } from './user-agent.ts';

export interface SessionPrincipal {
  sessionId: string;
  accountId: string;
  role: 'player' | 'moderator' | 'admin';
  /** Signed in with the first factor only: the account's second factor is still to give (src/second-factor/). */
  secondFactorPending: boolean;
}

/** A session waiting for its second factor lasts this long; giving the code replaces it with a full one. */
const PENDING_SECOND_FACTOR_MS = 10 * 60_000;

/**
 * How stale `last_seen_at` may get before a request writes it again. Every signed-in request reads
 * its session; writing it each time would turn every read into a row update (WAL, a row lock that
 * concurrent requests of one browser queue on, a dead tuple each) for a time shown only in
 * /setting, where "last used" within five minutes is all a person needs to recognise a device.
 */
export const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/**
 * One statement per signed-in request that reads its session: the role from the accounts'
 * read-only view `account_roles` (migration 031; accounts/ owns it), prepared once per connection
 * (db/prepared-statements.ts). A session's account always exists (ON DELETE CASCADE).
 */
const sessionRead = preparedStatement(
  `SELECT s.id, s.account_id, s.last_seen_at, s.expires_at, s.second_factor_pending, r.role
     FROM sessions s JOIN account_roles r ON r.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > $2`,
);

/** Sessions read in this process within the last second, for the requests that may reuse them (`findSession`'s `reuseForMs`). */
const recentSessions = new SessionCache<SessionPrincipal>();

/** A session as /setting lists it: when it started and was last used, what opened it and from which network. */
export interface AccountSession extends UserAgentNames {
  id: string;
  userAgent: string;
  /** The client's network when it signed in (./client-network.ts), '' when unknown. */
  network: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * A new session; `userAgent` is the signing-in request's header (empty when it sent none), kept
 * bounded; `clientAddress` is kept only as its network (./client-network.ts); `identityId` is the
 * way to sign in that opened it, whose removal ends it (`endSessionsOpenedWith`).
 */
export async function createSession(
  db: Queryable,
  options: { accountId: string; userAgent: string; ttlDays: number; now: Date; secondFactorPending?: boolean; clientAddress?: string; identityId?: string | null },
): Promise<{ token: string; expiresAt: Date; id: string }> {
  const token = newSecretToken();
  const pending = options.secondFactorPending ?? false;
  const expiresAt = new Date(options.now.getTime() + (pending ? PENDING_SECOND_FACTOR_MS : options.ttlDays * 86_400_000));
  const rows = await db.query<{ id: string }>(
    `INSERT INTO sessions (account_id, token_hash, user_agent, created_at, last_seen_at, expires_at, second_factor_pending, client_network, identity_id)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8) RETURNING id`,
    [options.accountId, hashToken(token), options.userAgent.slice(0, USER_AGENT_MAX_LENGTH), options.now, expiresAt, pending, clientNetwork(options.clientAddress ?? ''), options.identityId ?? null],
  );
  return { token, expiresAt, id: firstRow(rows, 'INSERT INTO sessions').id };
}

/**
 * Finishes a sign-in pending its second factor: the same session (its start, network and way to
 * sign in kept) becomes a full one under a new token, so nothing known before the code opens it.
 * Null when it is no longer pending (finished by a concurrent request, or ended).
 */
export async function finishPendingSession(db: Queryable, sessionId: string, options: { ttlDays: number; now: Date }): Promise<{ token: string; expiresAt: Date } | null> {
  const token = newSecretToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlDays * 86_400_000);
  const rows = await db.query(
    'UPDATE sessions SET token_hash = $2, second_factor_pending = false, expires_at = $3, last_seen_at = $4 WHERE id = $1 AND second_factor_pending AND expires_at > $4 RETURNING id',
    [sessionId, hashToken(token), expiresAt, options.now],
  );
  recentSessions.drop((principal) => principal.sessionId === sessionId);
  return rows.length > 0 ? { token, expiresAt } : null;
}

/**
 * The live session a cookie names, or null (unknown, expired or revoked). A session pending its
 * second factor counts only with `includePending` (the request guards, which let it reach the few
 * routes that finish or end it). With `reuseForMs` (at most 1,000), a session this process read
 * that recently is answered without a statement (./session-cache.ts): for routes whose answer
 * may lag a role change or an end of the session in another process by that long.
 */
export async function findSession(db: Queryable, token: string, now: Date, options: { includePending?: boolean; reuseForMs?: number } = {}): Promise<SessionPrincipal | null> {
  const tokenHash = hashToken(token);
  const reuseForMs = Math.min(options.reuseForMs ?? 0, 1_000);
  const cacheKey = tokenHash.toString('base64');
  const cached = reuseForMs > 0 ? recentSessions.get(cacheKey, now, { maxAgeMs: reuseForMs, lastSeenPrecisionMs: LAST_SEEN_PRECISION_MS }) : null;
  if (cached) return cached.secondFactorPending && !options.includePending ? null : cached;
  const generation = recentSessions.generation();
  const rows = await db.query<{ id: string; account_id: string; last_seen_at: Date; expires_at: Date; second_factor_pending: boolean; role: SessionPrincipal['role'] }>(sessionRead, [
    tokenHash,
    now,
  ]);
  const row = rows[0];
  if (!row) return null;
  let lastSeenAt = row.last_seen_at.getTime();
  if (now.getTime() - lastSeenAt >= LAST_SEEN_PRECISION_MS) {
    // The condition again in SQL: of concurrent requests that all read a stale time, one writes.
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at <= $3', [row.id, now, new Date(now.getTime() - LAST_SEEN_PRECISION_MS)]);
    lastSeenAt = now.getTime();
  }
  const principal: SessionPrincipal = { sessionId: row.id, accountId: row.account_id, role: row.role, secondFactorPending: row.second_factor_pending };
  if (reuseForMs > 0) recentSessions.set(cacheKey, generation, now, { principal, expiresAt: row.expires_at.getTime(), lastSeenAt });
  return principal.secondFactorPending && !options.includePending ? null : principal;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
  recentSessions.drop((principal) => principal.sessionId === sessionId);
}

/** After a password change or reset, or asked in /setting: every session of the account but `keepSessionId` ends. Returns how many did. */
export async function endOtherSessions(db: Queryable, accountId: string, keepSessionId: string | null): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE account_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id', [accountId, keepSessionId]);
  recentSessions.drop((principal) => principal.accountId === accountId && principal.sessionId !== keepSessionId);
  return rows.length;
}

/**
 * The account's signed-in sessions, the most recently used first, with the browser and system each
 * User-Agent names. A sign-in still pending its second factor is not one: it opens nothing, and
 * listing it would show a device that is not signed in.
 */
export async function listAccountSessions(db: Queryable, accountId: string, now: Date): Promise<AccountSession[]> {
  const rows = await db.query<{ id: string; user_agent: string; client_network: string; created_at: Date; last_seen_at: Date; expires_at: Date }>(
    `SELECT id, user_agent, client_network, created_at, last_seen_at, expires_at FROM sessions
      WHERE account_id = $1 AND expires_at > $2 AND NOT second_factor_pending ORDER BY last_seen_at DESC, created_at DESC`,
    [accountId, now],
  );
  // Read when listed, not stored when created: a handful of rows parse in microseconds, and a
  // newer bowser then names the browsers of sessions opened before it too.
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    network: row.client_network,
    ...readUserAgent(row.user_agent),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  }));
}

/**
 * A way to sign in was removed: the sessions it opened end, but `keepSessionId`, the session that
 * removed it (it proved itself by being signed in, and ending it would only sign its owner out).
 * Returns how many ended.
 */
export async function endSessionsOpenedWith(db: Queryable, accountId: string, identityId: string, keepSessionId: string | null): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM sessions WHERE account_id = $1 AND identity_id = $2 AND ($3::uuid IS NULL OR id <> $3::uuid) RETURNING id',
    [accountId, identityId, keepSessionId],
  );
  const ended = new Set(rows.map((row) => row.id));
  if (ended.size > 0) recentSessions.drop((principal) => ended.has(principal.sessionId));
  return ended.size;
}

/** Ends one of the account's sessions; false when the account has no such session. */
export async function endAccountSession(db: Queryable, accountId: string, sessionId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM sessions WHERE id = $1 AND account_id = $2 RETURNING id', [sessionId, accountId]);
  recentSessions.drop((principal) => principal.sessionId === sessionId);
  return rows.length > 0;
}
