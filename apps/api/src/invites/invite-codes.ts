import { randomInt } from 'node:crypto';
import { accountInviteCodePattern, telegramInviteCodePattern, walletInviteCodePattern } from '@site/api-contract/routes';
import type { Queryable } from '../db/database.ts';
import { findIdentityOwner } from '../accounts/identity-store.ts';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 10;

/** A new random code (50 bits from the system's CSPRNG). */
export function newInviteCode(): string {
  return Array.from({ length: codeLength }, () => alphabet.charAt(randomInt(alphabet.length))).join('');
}

/** The account's invite code, made on first need. Two first needs at once: both get the one stored. */
export async function ensureInviteCode(db: Queryable, accountId: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db.query<{ code: string }>('SELECT code FROM invite_codes WHERE account_id = $1', [accountId]);
    if (existing[0]) return existing[0].code;
    // DO NOTHING also when another account drew the same code (1 in 2^50): the next attempt draws again.
    const inserted = await db.query<{ code: string }>('INSERT INTO invite_codes (account_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code', [
      accountId,
      newInviteCode(),
      now,
    ]);
    if (inserted[0]) return inserted[0].code;
  }
  throw new Error(`no invite code could be stored for account ${accountId}`);
}

/**
 * The account a code invites to, or null: the account's own code, or (links shared before codes
 * existed) the account holding that wallet address or Telegram user now.
 */
export async function resolveInviteCode(db: Queryable, code: string): Promise<string | null> {
  if (accountInviteCodePattern.test(code)) {
    const rows = await db.query<{ account_id: string }>('SELECT account_id FROM invite_codes WHERE code = $1', [code]);
    return rows[0]?.account_id ?? null;
  }
  if (walletInviteCodePattern.test(code)) return findIdentityOwner(db, 'wallet', code);
  if (telegramInviteCodePattern.test(code)) return findIdentityOwner(db, 'telegram', code.slice(2));
  return null;
}
