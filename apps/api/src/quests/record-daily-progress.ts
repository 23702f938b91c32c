import type { GameRewardTable } from '@site/api-contract';
import { requireAccount } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { RunClaim } from '../games/reward-table.ts';
import { finishedGameBefore } from '../runs/run-totals.ts';
import { countStreakDay, type StreakDayPaid } from '../streaks/count-streak-day.ts';
import { advanceQuests } from './advance-quests.ts';
import type { StoredQuest } from './daily-quest-store.ts';

/** A run the server has just accepted, as its finish knows it. */
export interface AcceptedRun {
  runId: string;
  accountId: string;
  gameId: string;
  claim: RunClaim;
  table: GameRewardTable;
  /** The account's first finished run ever (given up or not: the invites count it). */
  firstFinish: boolean;
  /** Whether the run achieved something (runs/counted-run.ts): only such a run moves the player's quests and streak. */
  counts: boolean;
  now: Date;
}

/** What the daily layer paid the player for a run: the streak day it counted, and the quests it completed. */
export interface DailyProgressPaid {
  streak: StreakDayPaid | null;
  quests: StoredQuest[];
}

/** A run three-stars its level when it completes it at the level's most score. */
const threeStars = (table: GameRewardTable, claim: RunClaim): boolean =>
  table.kind === 'levels' && claim.completed && claim.level !== undefined && claim.score >= (table.levels[claim.level - 1]?.maxScore ?? Number.POSITIVE_INFINITY);

/**
 * The daily layer of an accepted run (docs/api/daily-streak-and-quests.md), called
 * by the run's finish inside its transaction, before the run's own reward: a run that achieved
 * something (`counts`) moves the player's quests and counts the day in the streak; a level given
 * up, or a run given up at 0, moves neither. An invited player's first run moves the inviter's
 * invite_friend quest either way (the invites count that run too). Each account's daily rows are
 * locked before its ledger rows (quests, then the streak, then the ledger), the same order for the
 * player and the inviter, so a finish and an invitee's finish never wait on each other in a
 * circle. Returns what it paid the player.
 */
export async function recordDailyProgress(tx: Queryable, ctx: Pick<ServerContext, 'config'>, run: AcceptedRun): Promise<DailyProgressPaid> {
  const quests = run.counts
    ? await advanceQuests(
        tx,
        ctx,
        run.accountId,
        async (open) => ({
          kind: 'run',
          gameId: run.gameId,
          score: run.claim.score,
          threeStars: threeStars(run.table, run.claim),
          newGame: open.some((quest) => quest.kind === 'new_game') && !(await finishedGameBefore(tx, run.accountId, run.gameId, run.runId)),
        }),
        run.now,
      )
    : [];
  if (run.firstFinish) {
    const inviterId = (await requireAccount(tx, run.accountId)).invitedBy;
    if (inviterId !== null) await advanceQuests(tx, ctx, inviterId, () => Promise.resolve({ kind: 'friend_played' }), run.now);
  }
  const streak = run.counts ? await countStreakDay(tx, ctx, run.accountId, run.now, run.runId) : null;
  return { streak, quests };
}
