import type { Queryable } from '../db/database.ts';
import { recordRunScore } from '../leaderboards/record-run-score.ts';
import { markVersionReplaysVerified } from './run-bounds-store.ts';
import { endBoardWait, markReplayChecked, type RecordedRun } from './run-replay-store.ts';
import { settleReplayMismatch } from './settle-replay-mismatch.ts';

/**
 * Keeps what playing a run's record again came to (docs/replays.md), once, in the caller's
 * transaction: a verified record makes its version one that requires records and puts a board
 * entry that waited for it on the boards; a mismatch takes back the run's reward, league points
 * and board entries, and a waiting entry never shows. A repeated verdict changes nothing.
 */
export async function keepReplayVerdict(tx: Queryable, run: { runId: string; recorded: RecordedRun; replayedScore: number | null; now: Date }): Promise<'verified' | 'mismatch' | null> {
  const { runId, recorded, replayedScore, now } = run;
  const verdict = replayedScore === recorded.score ? 'verified' : 'mismatch';
  if (!(await markReplayChecked(tx, { runId, verdict, replayedScore, at: now }))) return null;
  const waited = await endBoardWait(tx, runId, false);
  if (verdict === 'verified') {
    await markVersionReplaysVerified(tx, { gameId: recorded.gameId, version: recorded.version, at: now });
    if (waited) await recordRunScore(tx, waited);
  } else {
    await settleReplayMismatch(tx, { runId, accountId: recorded.accountId, coinsPaid: recorded.coinsPaid, leaguePoints: recorded.leaguePoints, finishedAt: recorded.finishedAt, now });
  }
  return verdict;
}

/**
 * A waiting board entry whose record will have no verdict (no Chromium on the worker, or every
 * try stopped before the record could be judged) shows, unverified
 * (docs/replays.md#top-100-entries-wait-for-their-replay). Whether it did; once.
 */
export async function showUncheckedEntry(tx: Queryable, runId: string): Promise<boolean> {
  const waited = await endBoardWait(tx, runId, true);
  if (waited) await recordRunScore(tx, waited);
  return waited !== null;
}
