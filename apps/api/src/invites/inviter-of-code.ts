import { isInviteCode } from '@site/api-contract/routes';
import { findAccount } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { resolveInviteCode } from './invite-codes.ts';

/**
 * Who an invite link comes from (GET /api/invites/:code), for the friend who opens it before
 * signing up: the inviter's display name, which other players see anyway, and nothing else (no
 * id, no identity, no date). An unknown and a malformed code get the same 404.
 */
export async function inviterOfCode(ctx: ServerContext, code: string): Promise<{ inviter: { displayName: string } }> {
  const unknown = new ApiError('invite_unknown', 'No account has this invite code. Check the link you were given.', { field: 'params.code' });
  if (!isInviteCode(code)) throw unknown;
  const accountId = await resolveInviteCode(ctx.db, code);
  if (accountId === null) throw unknown;
  const inviter = await findAccount(ctx.db, accountId);
  if (!inviter) throw unknown;
  return { inviter: { displayName: inviter.displayName } };
}
