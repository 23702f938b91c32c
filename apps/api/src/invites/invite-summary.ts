import type { Invites } from '@site/api-contract';
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
  const invitees = await ctx.db.query<{ display_name: string; created_at: Date; outcome: 'rewarded' | 'over_daily_limit' | 'already_rewarded' | null; points: bigint | null; decided_at: Date | null }>(
    `SELECT a.display_name, a.created_at, r.outcome, r.points, r.decided_at
       FROM accounts a LEFT JOIN invite_rewards r ON r.invitee_id = a.id
      WHERE a.invited_by = $1
      ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
    [accountId, listLimit],
  );
  const totals = firstRow(
    await ctx.db.query<{ invitees: number; points: bigint; today: number }>(
      `SELECT (SELECT count(*)::int FROM accounts WHERE invited_by = $1) AS invitees,
              (SELECT COALESCE(SUM(points), 0)::bigint FROM invite_rewards WHERE inviter_id = $1) AS points,
              (SELECT count(*)::int FROM invite_rewards WHERE inviter_id = $1 AND outcome = 'rewarded' AND decided_at >= $2 AND decided_at < $3) AS today`,
      [accountId, start, end],
    ),
    'invite totals',
  );
  const self = firstRow(
    await ctx.db.query<{ inviter_name: string | null; played: boolean }>(
      `SELECT inviter.display_name AS inviter_name, EXISTS (SELECT 1 FROM account_first_runs WHERE account_id = a.id) AS played
         FROM accounts a LEFT JOIN accounts inviter ON inviter.id = a.invited_by WHERE a.id = $1`,
      [accountId],
    ),
    'SELECT account',
  );
  const { rewardPoints, dailyRewardLimit } = ctx.config.invites;
  return {
    code,
    invitees: invitees.map((row) => ({
      displayName: row.display_name,
      joinedAt: row.created_at.toISOString(),
      state: row.outcome ?? 'waiting_first_run',
      points: (row.points ?? 0n).toString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    })),
    inviteeCount: totals.invitees,
    pointsEarned: totals.points.toString(),
    rewardPoints,
    dailyRewardLimit,
    rewardsToday: totals.today,
    rewardsLeftToday: Math.max(0, dailyRewardLimit - totals.today),
    resetsAt: end.toISOString(),
    invitedBy: self.inviter_name === null ? null : { displayName: self.inviter_name },
    canAcceptInvite: self.inviter_name === null && !self.played,
  };
}
