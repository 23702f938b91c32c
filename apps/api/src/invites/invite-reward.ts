import { requireAccount } from '../accounts/account-store.ts';
import { listIdentities } from '../accounts/identity-store.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { utcDay } from '../economy/gold-conversion-limit.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { lockInvitee, lockInviterRewards } from './invite-locks.ts';

/** The ledger reason of an invite reward. */
export const inviteRewardReason = 'invite_reward';

export type InviteRewardResult =
  /** Not the account's first run: its first was recorded already; nothing happens again. */
  | { outcome: 'not_first_run' }
  /** Nobody invited the account. */
  | { outcome: 'no_inviter' }
  | { outcome: 'rewarded'; inviterId: string; points: bigint }
  /** The inviter had used up today's rewards: recorded, nothing paid, for good. */
  | { outcome: 'over_daily_limit'; inviterId: string }
  /** One of the account's sign-in identities had already earned an inviter a reward. */
  | { outcome: 'already_rewarded'; inviterId: string };

/**
 * For the games domain: call inside the transaction that finishes an account's first game run,
 * for EVERY account (it also records that the account has played, which ends its chance to enter
 * an invite code), before that transaction's own ledger transfers. Credits the inviter
 * INVITE_REWARD_POINTS invite points from the `rewards` account (idempotency key per invitee),
 * at most once per invited person and per sign-in identity, and at most INVITE_DAILY_REWARD_LIMIT
 * times per inviter per UTC day (counted under a lock). Safe to call again: only the first call
 * decides.
 */
export async function rewardInviterAfterFirstRun(tx: Queryable, ctx: Pick<ServerContext, 'config'>, inviteeAccountId: string, now: Date): Promise<InviteRewardResult> {
  await lockInvitee(tx, inviteeAccountId);
  const first = await tx.query('INSERT INTO account_first_runs (account_id, finished_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING account_id', [inviteeAccountId, now]);
  if (first.length === 0) return { outcome: 'not_first_run' };

  const inviterId = (await requireAccount(tx, inviteeAccountId)).invitedBy;
  if (inviterId === null) return { outcome: 'no_inviter' };
  await lockInviterRewards(tx, inviterId);

  const decide = async (outcome: 'rewarded' | 'over_daily_limit' | 'already_rewarded', points: bigint): Promise<void> => {
    await tx.query('INSERT INTO invite_rewards (invitee_id, inviter_id, outcome, points, decided_at) VALUES ($1, $2, $3, $4, $5)', [
      inviteeAccountId,
      inviterId,
      outcome,
      points.toString(),
      now,
    ]);
  };

  if (await anyIdentityRewardedBefore(tx, inviteeAccountId)) {
    await rememberIdentities(tx, inviteeAccountId, now);
    await decide('already_rewarded', 0n);
    return { outcome: 'already_rewarded', inviterId };
  }

  const { start, end } = utcDay(now);
  const today = firstRow(
    await tx.query<{ rewards: number }>(
      "SELECT count(*)::int AS rewards FROM invite_rewards WHERE inviter_id = $1 AND outcome = 'rewarded' AND decided_at >= $2 AND decided_at < $3",
      [inviterId, start, end],
    ),
    'COUNT rewards today',
  );
  if (today.rewards >= ctx.config.invites.dailyRewardLimit) {
    await decide('over_daily_limit', 0n);
    return { outcome: 'over_daily_limit', inviterId };
  }

  const points = BigInt(ctx.config.invites.rewardPoints);
  if (points > 0n) {
    await transfer(
      tx,
      {
        asset: 'invite_point',
        from: systemParty('rewards'),
        to: userParty(inviterId),
        amount: points,
        idempotencyKey: `invite_reward:${inviteeAccountId}`,
        reason: inviteRewardReason,
        reference: inviteeAccountId,
      },
      { now },
    );
  }
  await rememberIdentities(tx, inviteeAccountId, now);
  await decide('rewarded', points);
  return { outcome: 'rewarded', inviterId, points };
}

/** Whether any sign-in identity the account holds now already earned some inviter a reward. */
async function anyIdentityRewardedBefore(tx: Queryable, accountId: string): Promise<boolean> {
  const identities = await listIdentities(tx, accountId);
  const rows = await tx.query(
    `SELECT 1 AS seen FROM invite_rewarded_identities r JOIN unnest($1::text[], $2::text[]) AS i (kind, subject) ON r.kind = i.kind AND r.subject = i.subject LIMIT 1`,
    [identities.map((identity) => identity.kind), identities.map((identity) => identity.subject)],
  );
  return rows.length > 0;
}

async function rememberIdentities(tx: Queryable, accountId: string, now: Date): Promise<void> {
  const identities = await listIdentities(tx, accountId);
  await tx.query(
    `INSERT INTO invite_rewarded_identities (kind, subject, invitee_id, recorded_at)
       SELECT kind, subject, $3::uuid, $4::timestamptz FROM unnest($1::text[], $2::text[]) AS i (kind, subject)
     ON CONFLICT (kind, subject) DO NOTHING`,
    [identities.map((identity) => identity.kind), identities.map((identity) => identity.subject), accountId, now],
  );
}
