import { isInviteCode } from '@site/api-contract/routes';
import { requireAccount, setInviter } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { resolveInviteCode } from './invite-codes.ts';
import { lockInvitee } from './invite-locks.ts';

const field = 'body.code';

/**
 * Records the inviter of an account that signed up without the link (POST /api/invites/accept).
 * Only while the account has no inviter and has not finished a game run, and only an account that
 * joined earlier can be the inviter (so invites never form a circle). Each refusal changes nothing.
 */
export async function acceptInvite(ctx: ServerContext, accountId: string, code: string): Promise<{ invitedBy: { displayName: string } }> {
  const unknown = () => new ApiError('invite_unknown', 'No account has this invite code. Check the link or the code you were given.', { field });
  if (!isInviteCode(code)) throw unknown();
  return ctx.db.transaction(async (tx) => {
    const inviterId = await resolveInviteCode(tx, code);
    if (inviterId === null) throw unknown();
    if (inviterId === accountId) throw new ApiError('invite_self', 'This is your own invite code: an account cannot invite itself.', { field });
    // The same lock a first run's reward takes: the run and the invite cannot cross.
    await lockInvitee(tx, accountId);
    const me = await requireAccount(tx, accountId);
    if (me.invitedBy !== null) throw new ApiError('invite_already_invited', 'This account already has an inviter; it cannot be changed.', { field });
    if (await hasFinishedFirstRun(tx, accountId)) throw new ApiError('invite_already_played', 'An invite code can only be entered before the first finished game.', { field });
    const inviter = await requireAccount(tx, inviterId);
    if (inviter.createdAt.getTime() >= me.createdAt.getTime()) {
      throw new ApiError('invite_newer_account', 'This code belongs to an account that joined after yours: only someone who joined before you can be your inviter.', { field });
    }
    await setInviter(tx, accountId, inviterId);
    return { invitedBy: { displayName: inviter.displayName } };
  });
}

async function hasFinishedFirstRun(tx: Queryable, accountId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM account_first_runs WHERE account_id = $1', [accountId]);
  return rows.length > 0;
}
