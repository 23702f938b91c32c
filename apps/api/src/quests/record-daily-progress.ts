import type { GameRewardTable } from '@site/api-contract';
import { requireAccount } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { RunClaim } from '../games/reward-table.ts';
import { finishedGameBefore } from '../runs/played-before.ts';
import { countStreakDay } from '../streaks/count-streak-day.ts';
import { advanceQuests } from './advance-quests.ts';

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

/** A run three-stars its level when it completes it at the level's most score. */
const threeStars = (table: GameRewardTable, claim: RunClaim): boolean =>
  table.kind === 'levels' && claim.completed && claim.level !== undefined && claim.score >= (table.levels[claim.level - 1]?.maxScore ?? Number.POSITIVE_INFINITY);

/**
 * The daily layer of an accepted run (apps/api/README.md, "Daily streak and daily quests"), called
 * by the run's finish inside its transaction, before the run's own reward: the day counts in the
 * streak, the player's quests move, and an invited player's first run moves the inviter's
 * invite_friend quest. Everything it pays goes through the ledger under keys that pay once.
 */
export async function recordDailyProgress(tx: Queryable, ctx: Pick<ServerContext, 'config'>, run: AcceptedRun): Promise<void> {
  await countStreakDay(tx, ctx, run.accountId, run.now);
  const newGame = !(await finishedGameBefore(tx, run.accountId, run.gameId, run.runId));
  await advanceQuests(tx, run.accountId, { kind: 'run', gameId: run.gameId, score: run.claim.score, threeStars: threeStars(run.table, run.claim), newGame }, run.now);
  if (!run.firstFinish) return;
  const inviterId = (await requireAccount(tx, run.accountId)).invitedBy;
  if (inviterId !== null) await advanceQuests(tx, inviterId, { kind: 'friend_played' }, run.now);
}
