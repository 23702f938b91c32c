import { removeScoreUnlocksOfRun } from '../achievements/achievement-store.ts';
import type { Queryable } from '../db/database.ts';
import { removeRunScores } from '../leaderboards/leaderboard-store.ts';
import { takeBackLeagueRun } from '../leagues/record-league-run.ts';
import { lockUserBalance } from '../ledger/lock-gold-balance.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { lockRunRewards } from './run-reward-limit.ts';

/** The ledger reason of taking back a run's reward; its idempotency key is `run_reward_reversed:<run id>`. */
export const runRewardReversedReason = 'run_reward_reversed';

/** A run whose replay did not match, as much as settling it needs. */
export interface MismatchedRun {
  runId: string;
  accountId: string;
  coinsPaid: bigint;
  /** The league points the run earned in the week it was finished in (run_replays.league_points). */
  leaguePoints: number;
  finishedAt: Date;
  now: Date;
}

/**
 * What a run whose replay did not match loses (docs/replays.md#what-a-mismatch-takes-back), in the
 * transaction that keeps the verdict: its league points leave its week while the week is open; the
 * game coins it was paid go back to `rewards` by a reversing transfer (never a delete), as much as
 * the account still holds, the rest returned as the shortfall; its scores come off the boards; and
 * the game's achievements its score unlocked are locked again. Locks in the finish's order: the
 * account's reward lock, its league row, its balance row, its unlocks.
 */
export async function settleReplayMismatch(tx: Queryable, run: MismatchedRun): Promise<{ takenBack: bigint; shortfall: bigint; boardRows: number; leaguePointsTakenBack: boolean; achievements: string[] }> {
  await lockRunRewards(tx, run.accountId);
  const leaguePointsTakenBack = await takeBackLeagueRun(tx, { accountId: run.accountId, points: run.leaguePoints, finishedAt: run.finishedAt });
  const balance = await lockUserBalance(tx, run.accountId, 'game_coin');
  const takenBack = balance < run.coinsPaid ? balance : run.coinsPaid;
  if (takenBack > 0n) {
    await transfer(
      tx,
      { asset: 'game_coin', from: userParty(run.accountId), to: systemParty('rewards'), amount: takenBack, idempotencyKey: `${runRewardReversedReason}:${run.runId}`, reason: runRewardReversedReason, reference: run.runId },
      { now: run.now },
    );
  }
  const boardRows = await removeRunScores(tx, run);
  const achievements = await removeScoreUnlocksOfRun(tx, run);
  return { takenBack, shortfall: run.coinsPaid - takenBack, boardRows, leaguePointsTakenBack, achievements };
}
