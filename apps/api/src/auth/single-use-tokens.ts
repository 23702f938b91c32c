import type { Queryable } from '../db/database.ts';
import { hashToken, newSecretToken } from '../sessions/secret-token.ts';

export type TokenPurpose = 'email_verify' | 'password_reset' | 'siwe_nonce' | 'oidc_state' | 'ios_handoff' | 'passkey_challenge' | 'ton_proof_payload' | 'game_review';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface ConsumedToken<Data> {
  accountId: string | null;
  data: Data;
}

/** Issues a single-use secret for `purpose`, valid for `ttlSeconds`; only its hash is stored. */
export async function issueToken(
  db: Queryable,
  options: { purpose: TokenPurpose; ttlSeconds: number; now: Date; accountId?: string | null; data?: object; token?: string },
): Promise<IssuedToken> {
  const token = options.token ?? newSecretToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlSeconds * 1000);
  await db.query('INSERT INTO auth_tokens (token_hash, purpose, account_id, data, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    hashToken(token),
    options.purpose,
    options.accountId ?? null,
    JSON.stringify(options.data ?? {}),
    options.now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/**
 * Uses a token once: atomically marks it used and returns what it carries, or null when it is
 * unknown, of another purpose, expired or used already. Two concurrent uses: one wins.
 */
export async function consumeToken<Data = Record<string, unknown>>(db: Queryable, purpose: TokenPurpose, token: string, now: Date): Promise<ConsumedToken<Data> | null> {
  const rows = await db.query<{ account_id: string | null; data: Data }>(
    `UPDATE auth_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING account_id, data`,
    [hashToken(token), purpose, now],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, data: row.data } : null;
}

/**
 * What a token carries, without using it: null when it is unknown, of another purpose, expired or
 * used already. A review token (`game_review`) is never used up: it is read like this until it expires.
 */
export async function peekToken<Data = Record<string, unknown>>(db: Queryable, purpose: TokenPurpose, token: string, now: Date): Promise<ConsumedToken<Data> | null> {
  const rows = await db.query<{ account_id: string | null; data: Data }>(
    'SELECT account_id, data FROM auth_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
    [hashToken(token), purpose, now],
  );
  const row = rows[0];
  return row ? { accountId: row.account_id, data: row.data } : null;
}

/** The account a token is for, without using it; null when it is unknown, of another purpose, expired or used already. */
export async function peekTokenAccount(db: Queryable, purpose: TokenPurpose, token: string, now: Date): Promise<string | null> {
  return (await peekToken(db, purpose, token, now))?.accountId ?? null;
}
