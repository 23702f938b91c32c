import type { GameRewardTable } from '@site/api-contract';
import { requireAccount } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { RunClaim } from '../games/reward-table.ts';
import { finishedGameBefore } from '../runs/played-before.ts';
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
  /** The account's first finished run ever. */
  firstFinish: boolean;
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
 * by the run's finish inside its transaction, before the run's own reward: the player's quests
 * move, an invited player's first run moves the inviter's invite_friend quest, and the day counts
 * in the streak. Each account's daily rows are locked before its ledger rows (quests, then the
 * streak, then the ledger), the same order for the player and the inviter, so a finish and an
 * invitee's finish never wait on each other in a circle. Returns what it paid the player.
 */
export async function recordDailyProgress(tx: Queryable, ctx: Pick<ServerContext, 'config'>, run: AcceptedRun): Promise<DailyProgressPaid> {
  const quests = await advanceQuests(
    tx,
    run.accountId,
    async (open) => ({
      kind: 'run',
      gameId: run.gameId,
      score: run.claim.score,
      threeStars: threeStars(run.table, run.claim),
      newGame: open.some((quest) => quest.kind === 'new_game') && !(await finishedGameBefore(tx, run.accountId, run.gameId, run.runId)),
    }),
    run.now,
  );
  if (run.firstFinish) {
    const inviterId = (await requireAccount(tx, run.accountId)).invitedBy;
    if (inviterId !== null) await advanceQuests(tx, inviterId, () => Promise.resolve({ kind: 'friend_played' }), run.now);
  }
  const streak = await countStreakDay(tx, ctx, run.accountId, run.now, run.runId);
  return { streak, quests };
}
