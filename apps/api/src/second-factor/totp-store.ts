import type { Queryable } from '../db/database.ts';
import { hashToken } from '../sessions/secret-token.ts';
import { normalizeBackupCode } from './totp-codes.ts';

/** The one owner of `totp_credentials` and `backup_codes` (migration 019). */

export async function hasSecondFactor(db: Queryable, accountId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM totp_credentials WHERE account_id = $1 AND enabled_at IS NOT NULL', [accountId]);
  return rows.length > 0;
}

export async function findTotp(db: Queryable, accountId: string): Promise<{ secret: string; enabled: boolean } | null> {
  const rows = await db.query<{ secret: string; enabled_at: Date | null }>('SELECT secret, enabled_at FROM totp_credentials WHERE account_id = $1', [accountId]);
  const row = rows[0];
  return row ? { secret: row.secret, enabled: row.enabled_at !== null } : null;
}

/** Replaces an unconfirmed secret (or inserts one); never an enabled one. */
export async function savePendingTotp(db: Queryable, accountId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO totp_credentials (account_id, secret, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at
       WHERE totp_credentials.enabled_at IS NULL
     RETURNING account_id`,
    [accountId, secret, now],
  );
  return rows.length > 0;
}

/**
 * Records `step` as used, only if it is later than the last one used: the same code (or an
 * earlier one) is refused, even in two requests at once. `enable` also turns a pending secret on.
 */
export async function spendTotpStep(db: Queryable, accountId: string, step: number, options: { enable: boolean; now: Date }): Promise<boolean> {
  const rows = await db.query(
    `UPDATE totp_credentials SET last_used_step = $2, enabled_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE enabled_at END
      WHERE account_id = $1 AND (enabled_at IS NULL) = $3::boolean AND (last_used_step IS NULL OR last_used_step < $2)
     RETURNING account_id`,
    [accountId, step, options.enable, options.now],
  );
  return rows.length > 0;
}

/** Marks an unused backup code used; false when it is unknown or used already. */
export async function spendBackupCode(db: Queryable, accountId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE backup_codes SET used_at = $3 WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING account_id',
    [accountId, hashToken(normalizeBackupCode(code)), now],
  );
  return rows.length > 0;
}

export async function replaceBackupCodes(db: Queryable, accountId: string, codes: readonly string[]): Promise<void> {
  await db.query('DELETE FROM backup_codes WHERE account_id = $1', [accountId]);
  for (const code of codes) {
    await db.query('INSERT INTO backup_codes (account_id, code_hash) VALUES ($1, $2)', [accountId, hashToken(normalizeBackupCode(code))]);
  }
}

export async function countBackupCodesLeft(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query<{ remaining: number }>('SELECT count(*)::int AS remaining FROM backup_codes WHERE account_id = $1 AND used_at IS NULL', [accountId]);
  return rows[0]?.remaining ?? 0;
}

export async function removeSecondFactor(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM backup_codes WHERE account_id = $1', [accountId]);
  await db.query('DELETE FROM totp_credentials WHERE account_id = $1', [accountId]);
}
