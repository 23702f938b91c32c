import type { Invites } from '@site/api-contract';
import { findAccount, listInvitedAccounts, requireAccount } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import { firstRow } from '../db/first-row.ts';
import { utcDay } from '../economy/gold-conversion-limit.ts';
import { ensureInviteCode } from './invite-codes.ts';

const listLimit = 200;

/** What /invite-users shows: the code, the people invited and their state, the points and today's limit. */
export async function loadInviteSummary(ctx: ServerContext, accountId: string): Promise<Invites> {
  const now = ctx.now();
  const { start, end } = utcDay(now);
  const code = await ensureInviteCode(ctx.db, accountId, now);
  const invited = await listInvitedAccounts(ctx.db, accountId, listLimit);
  const rewards = await ctx.db.query<{ invitee_id: string; outcome: 'rewarded' | 'over_daily_limit' | 'already_rewarded'; points: bigint; decided_at: Date }>(
    'SELECT invitee_id, outcome, points, decided_at FROM invite_rewards WHERE invitee_id = ANY($1::uuid[])',
    [invited.accounts.map((invitee) => invitee.id)],
  );
  const rewardOf = new Map(rewards.map((reward) => [reward.invitee_id, reward]));
  const totals = firstRow(
    await ctx.db.query<{ points: bigint; today: number }>(
      `SELECT (SELECT COALESCE(SUM(points), 0)::bigint FROM invite_rewards WHERE inviter_id = $1) AS points,
              (SELECT count(*)::int FROM invite_rewards WHERE inviter_id = $1 AND outcome = 'rewarded' AND decided_at >= $2 AND decided_at < $3) AS today`,
      [accountId, start, end],
    ),
    'invite totals',
  );
  const { invitedBy } = await requireAccount(ctx.db, accountId);
  const inviterName = invitedBy === null ? null : ((await findAccount(ctx.db, invitedBy))?.displayName ?? null);
  const played = (await ctx.db.query('SELECT 1 FROM account_first_runs WHERE account_id = $1', [accountId])).length > 0;
  const { rewardPoints, dailyRewardLimit } = ctx.config.invites;
  return {
    code,
    invitees: invited.accounts.map((invitee) => {
      const reward = rewardOf.get(invitee.id);
      return {
        displayName: invitee.displayName,
        joinedAt: invitee.createdAt.toISOString(),
        state: reward?.outcome ?? 'waiting_first_run',
        points: (reward?.points ?? 0n).toString(),
        decidedAt: reward?.decided_at.toISOString() ?? null,
      };
    }),
    inviteeCount: invited.total,
    pointsEarned: totals.points.toString(),
    rewardPoints,
    dailyRewardLimit,
    rewardsToday: totals.today,
    rewardsLeftToday: Math.max(0, dailyRewardLimit - totals.today),
    resetsAt: end.toISOString(),
    invitedBy: inviterName === null ? null : { displayName: inviterName },
    canAcceptInvite: inviterName === null && !played,
  };
}
