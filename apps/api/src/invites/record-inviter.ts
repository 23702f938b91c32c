import { setInviter } from '../accounts/account-store.ts';
import type { Queryable } from '../db/database.ts';
import { resolveInviteCode } from './invite-codes.ts';

/**
 * Records who invited an account just created, inside the transaction that creates it. A code
 * that is missing, malformed, unknown, or the account's own changes nothing: an invite never
 * stops anybody from signing up.
 */
export async function recordInviter(tx: Queryable, accountId: string, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const inviter = await resolveInviteCode(tx, code);
  if (inviter === null || inviter === accountId) return;
  await setInviter(tx, accountId, inviter);
}
