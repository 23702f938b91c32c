import type { Queryable } from '../../db/database.ts';
import { hashToken } from '../../sessions/secret-token.ts';
import type { TokenPurpose } from '../single-use-tokens.ts';

/**
 * What an `email_verify` token carries until its link is followed: a registration (no account
 * yet) or an address to add to the token's account. The password is already hashed.
 */
export interface PendingAddress {
  kind: 'register' | 'link';
  email: string;
  passwordHash: string;
  displayName?: string;
  /** The invite code the registration came with (its body's, else the invite cookie's); recorded when the link creates the account. */
  inviteCode?: string;
}

/** What a `password_reset` token carries (its account is the token's `account_id`). */
export interface PendingReset {
  email: string;
}

export interface LiveToken<Data> {
  accountId: string | null;
  data: Data;
}

/**
 * Reads a token that is still usable without using it, so the handler can check the rate limit
 * and the request first and leave the link working when they refuse.
 */
export async function peekToken<Data>(db: Queryable, purpose: TokenPurpose, token: string, now: Date): Promise<LiveToken<Data> | null> {
  const rows = await db.query<{ account_id: string | null; data: Data }>(
    'SELECT account_id, data FROM auth_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
    [hashToken(token), purpose, now],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, data: row.data } : null;
}

/** The newest registration still waiting for `email` to be confirmed, if any. */
export async function findPendingRegistration(db: Queryable, email: string, now: Date): Promise<PendingAddress | null> {
  const rows = await db.query<{ data: PendingAddress }>(
    `SELECT data FROM auth_tokens
      WHERE purpose = 'email_verify' AND account_id IS NULL AND used_at IS NULL AND expires_at > $2 AND data->>'email' = $1
      ORDER BY created_at DESC LIMIT 1`,
    [email, now],
  );
  return rows[0]?.data ?? null;
}

/**
 * Ends the live links of `purpose` for `email` (only those of `accountId` when given; `null`: only
 * registrations), so one works at a time: the newest request wins, and a confirmed address
 * leaves no second link that could act on it.
 */
export async function endLiveLinks(
  db: Queryable,
  options: { purpose: 'email_verify' | 'password_reset'; email: string; now: Date; accountId?: string | null },
): Promise<void> {
  const { purpose, email, now, accountId } = options;
  const ofAccount = accountId === undefined ? '' : accountId === null ? 'AND account_id IS NULL' : 'AND account_id = $4';
  await db.query(
    `UPDATE auth_tokens SET used_at = $3 WHERE purpose = $1 AND data->>'email' = $2 AND used_at IS NULL AND expires_at > $3 ${ofAccount}`,
    accountId ? [purpose, email, now, accountId] : [purpose, email, now],
  );
}
