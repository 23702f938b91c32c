import { randomInt } from 'node:crypto';
import type { ResponseOf } from '@site/api-contract';
import { levelNotOpen } from '@site/api-contract/claim-rules';
import type { ServerContext } from '../context.ts';
import { requireVersionRewardTable } from '../games/game-store.ts';
import { tableRewardFor, type RunClaim } from '../games/reward-table.ts';
import { ApiError } from '../errors/api-error.ts';
import { unlockRunAchievements } from '../achievements/unlock-run-achievements.ts';
import { recordDailyProgress } from '../quests/record-daily-progress.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { recordRunScore, runEntersTop } from '../leaderboards/record-run-score.ts';
import { recordLeagueRun } from '../leagues/record-league-run.ts';
import { transfer } from '../ledger/transfer.ts';
import { readStamina } from '../stamina/stamina-store.ts';
import { listLevelProgress, nextLevelOf, recordLevelRun } from './level-progress-store.ts';
import { onFirstRunFinished } from './on-first-run-finished.ts';
import { verifyRun } from './verify-run.ts';
import { runCounts, runScores } from './counted-run.ts';
import { checkReplayRecord } from './check-replay-record.ts';
import { insertRunReplay } from './run-replay-store.ts';
import { queueRunReplay } from './replay-run-job.ts';
import { heldReasonOf } from './held-reason.ts';
import { lockRunWithBounds, markRunHeld } from './run-bounds-store.ts';
import { dailyRewardsView, lockRunRewards, runRewardsState } from './run-reward-limit.ts';
import { finishableAt, finishedRow, finishedWith, markRunFinished, runView, type RunOutcome, type RunRow } from './run-store.ts';

/** The ledger reason of a run's reward; its idempotency key is `run_reward:<run id>`. */
export const runRewardReason = 'run_reward';

type FinishAnswer = ResponseOf<'finishRun'>;

/** Coins paid after the caps, and which cap cut them when one did. */
function capped(tableReward: bigint, maxPerRun: bigint, leftToday: bigint): { paid: bigint; cappedBy: RunRow['capped_by'] } {
  const left = leftToday > 0n ? leftToday : 0n;
  const limit = maxPerRun < left ? maxPerRun : left;
  if (tableReward <= limit) return { paid: tableReward, cappedBy: null };
  return { paid: limit, cappedBy: maxPerRun <= left ? 'run_max' : 'daily_limit' };
}

/**
 * Finishes the caller's run once and pays it (docs/api/games-runs-and-rewards.md), all in one transaction. Locks, in this
 * order: the run's row (a second finish waits, then finds it finished), the account's reward
 * lock (today's total and the first-run check cannot be read by two finishes at once), then the
 * ledger's rows. A retry of a finish that was accepted (the same score, level and completed) is
 * answered the first answer again, word for word, and pays nothing more: a finish is safe to
 * retry. Refusals change nothing: a run that is not the caller's is 404 as if it did not exist;
 * finished already with another claim, 409 run_already_finished; too soon, 409 with the seconds
 * to wait (the run stays open); moves that do not make the claim of a game the server replays, 422
 * run_replay_mismatch (`verify-run.ts`); a replay record that cannot be this run's, 422
 * run_replay_invalid (`check-replay-record.ts`; a record that can is kept with the run); a claim
 * the table does not allow, 400 naming the field.
 * A recorded run whose score would enter a board's top 100 is paid at once but shows on the boards
 * only once its replay is verified. A run outside its game's plausibility bounds (`held-reason.ts`), or without a replay record on a
 * version whose records were verified, is finished and held: answered
 * with the reason, paid nothing, and counted on no board, league, quest, streak or achievement.
 */
export function finishRun(ctx: ServerContext, request: { accountId: string; runId: string; claim: RunClaim }): Promise<FinishAnswer> {
  const { accountId, runId, claim } = request;
  const { minSeconds, maxRewardPerRun, dailyRewardLimit } = ctx.config.runs;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockRunWithBounds(tx, runId);
    // A review run is finished by its own endpoint, which pays nothing: here it does not exist.
    if (locked?.run.account_id !== accountId || locked.run.review) throw new ApiError('not_found', 'There is no such run of yours.');
    const { run, bounds, replayRequired } = locked;
    if (run.finished_at !== null) {
      if (run.finish_answer !== null && finishedWith(run, claim)) return run.finish_answer as FinishAnswer;
      throw new ApiError('run_already_finished', 'This run is already finished with another result; a run is finished and paid once.');
    }
    const waitMs = finishableAt(run, minSeconds).getTime() - now.getTime();
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new ApiError('run_too_short', `A run lasts at least ${minSeconds} s: this one may be finished in ${retryAfterSeconds} s. Nothing was paid.`, { retryAfterSeconds });
    }
    const table = await requireVersionRewardTable(tx, run.game_id, run.version);
    const tableReward = tableRewardFor(table, claim);
    // Before anything is recorded or paid: a game the server replays is paid its replay only.
    verifyRun(run.game_id, claim);
    if (claim.replay) checkReplayRecord({ seed: run.seed, startedAt: run.started_at }, claim.replay, now);
    // A version whose records were verified requires one: a forger cannot skip it (docs/replays.md).
    const heldReason = replayRequired && !claim.replay ? 'replay_missing' : heldReasonOf(bounds, { score: claim.score, milliseconds: now.getTime() - run.started_at.getTime() });

    await lockRunRewards(tx, accountId);
    const levelsBefore = table.kind === 'levels' ? await listLevelProgress(tx, accountId, run.game_id, table) : null;
    const notOpen = levelsBefore && levelNotOpen(claim.level, nextLevelOf(levelsBefore));
    if (notOpen) throw new ApiError('validation_failed', `body.level: ${notOpen.message}`, { field: 'body.level' });
    const { paidToday: paidBefore, finishedBefore } = await runRewardsState(tx, accountId, now);
    if (heldReason !== null) {
      // Outside the game's plausibility bounds: recorded with the reason, paid nothing, counted nowhere.
      const outcome: RunOutcome = { finishedAt: now, score: claim.score, level: claim.level ?? null, completed: claim.completed, coinsPaid: 0n, cappedBy: null };
      const balances = await userBalances(tx, accountId);
      const level = levelsBefore && claim.level !== undefined ? levelsBefore[claim.level - 1] : undefined;
      const answer: FinishAnswer = {
        run: runView(finishedRow(run, outcome), minSeconds),
        earned: '0',
        tableReward: tableReward.toString(),
        cappedBy: null,
        dailyRewards: dailyRewardsView(dailyRewardLimit, paidBefore, now),
        balances: { gold_coin: balances.gold_coin.toString(), game_coin: balances.game_coin.toString(), invite_point: balances.invite_point.toString() },
        stamina: await readStamina(tx, accountId, now, ctx.config.stamina),
        levelProgress: levelsBefore && level ? { level, newBest: false, firstCompletion: false, nextLevel: nextLevelOf(levelsBefore) } : null,
        achievements: { site: [], game: [] },
        bonuses: { streak: null, quests: [], leaguePoints: 0 },
        held: { reason: heldReason },
      };
      await markRunFinished(tx, runId, outcome, answer);
      await markRunHeld(tx, runId, heldReason);
      if (claim.replay) await insertRunReplay(tx, { runId, record: claim.replay, recordedAt: now });
      return answer;
    }
    const firstFinish = !finishedBefore;
    const { paid, cappedBy } = capped(tableReward, BigInt(maxRewardPerRun), BigInt(dailyRewardLimit) - paidBefore);

    // A level given up, or a run given up at 0, counts for nothing besides its table's coins (`counted-run.ts`).
    const counts = runCounts(claim);
    if (firstFinish) await onFirstRunFinished(tx, ctx, accountId, now);
    const daily = await recordDailyProgress(tx, ctx, { runId, accountId, gameId: run.game_id, claim, table, firstFinish, counts, now });
    const leaguePoints = await recordLeagueRun(tx, { accountId, gameId: run.game_id, level: claim.level ?? null, score: claim.score, counts, at: now });
    if (paid > 0n) {
      await transfer(
        tx,
        { asset: 'game_coin', from: systemParty('rewards'), to: userParty(accountId), amount: paid, idempotencyKey: `${runRewardReason}:${runId}`, reason: runRewardReason, reference: runId },
        { now },
      );
    }
    const outcome: RunOutcome = { finishedAt: now, score: claim.score, level: claim.level ?? null, completed: claim.completed, coinsPaid: paid, cappedBy };
    const runScore = { runId, accountId, gameId: run.game_id, level: claim.level ?? null, score: claim.score, finishedAt: now };
    // Only a run that counts and scored goes on the boards; one entering a top 100 with a replay record waits off them for its replay (docs/replays.md#top-100-entries-wait-for-their-replay).
    const scores = runScores(claim);
    const boardPending = scores && claim.replay !== undefined && (await runEntersTop(tx, runScore));
    if (scores && !boardPending) await recordRunScore(tx, runScore);

    let levelProgress: FinishAnswer['levelProgress'] = null;
    if (levelsBefore && claim.level !== undefined) {
      // A level given up leaves the level as it was: no best, no completion.
      const { levels, ...change } = counts
        ? await recordLevelRun(tx, { accountId, gameId: run.game_id, level: claim.level, score: claim.score, completed: claim.completed, at: now }, levelsBefore)
        : { levels: levelsBefore, newBest: false, firstCompletion: false };
      const level = levels[claim.level - 1];
      if (!level) throw new Error(`level ${claim.level} vanished from the table of ${run.game_id}`);
      levelProgress = { level, ...change, nextLevel: nextLevelOf(levels) };
    }

    const achievements = counts ? await unlockRunAchievements(tx, { runId, accountId, gameId: run.game_id, claim, table, now }) : { site: [], game: [] };
    const balances = await userBalances(tx, accountId);
    const answer: FinishAnswer = {
      run: runView(finishedRow(run, outcome), minSeconds),
      earned: paid.toString(),
      tableReward: tableReward.toString(),
      cappedBy,
      dailyRewards: dailyRewardsView(dailyRewardLimit, paidBefore + paid, now),
      balances: { gold_coin: balances.gold_coin.toString(), game_coin: balances.game_coin.toString(), invite_point: balances.invite_point.toString() },
      stamina: await readStamina(tx, accountId, now, ctx.config.stamina),
      levelProgress,
      achievements,
      bonuses: {
        streak: daily.streak && { day: daily.streak.day, coins: daily.streak.coins.toString() },
        quests: daily.quests.map((quest) => ({ slot: quest.slot, kind: quest.kind, target: quest.target, gameId: quest.gameId, reward: quest.reward.toString() })),
        leaguePoints,
      },
    };
    // One write finishes the run and keeps its answer for a retry.
    await markRunFinished(tx, runId, outcome, answer);
    if (claim.replay) {
      // Played again by the worker, the job committed with the record: every waiting entry's, a sample of the rest (docs/replays.md).
      await insertRunReplay(tx, { runId, record: claim.replay, recordedAt: now, boardPending, leaguePoints });
      if (boardPending || randomInt(100) < ctx.config.runs.replaySamplePercent) await queueRunReplay(tx, runId);
    }
    return answer;
  });
}
