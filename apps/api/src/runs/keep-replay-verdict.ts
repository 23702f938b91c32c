import type { Queryable } from '../db/database.ts';
import { markVersionReplaysVerified } from './run-bounds-store.ts';
import { markReplayChecked, type RecordedRun } from './run-replay-store.ts';
import { settleReplayMismatch } from './settle-replay-mismatch.ts';

/**
 * Keeps what playing a run's record again came to (docs/replays.md), once, in the caller's
 * transaction: a verified record makes its version one that requires records; a mismatch takes
 * back the run's reward and its board entries. A repeated verdict changes nothing.
 */
export async function keepReplayVerdict(tx: Queryable, run: { runId: string; recorded: RecordedRun; replayedScore: number | null; now: Date }): Promise<'verified' | 'mismatch' | null> {
  const { runId, recorded, replayedScore, now } = run;
  const verdict = replayedScore === recorded.score ? 'verified' : 'mismatch';
  if (!(await markReplayChecked(tx, { runId, verdict, replayedScore, at: now }))) return null;
  if (verdict === 'verified') await markVersionReplaysVerified(tx, { gameId: recorded.gameId, version: recorded.version, at: now });
  else await settleReplayMismatch(tx, { runId, accountId: recorded.accountId, coinsPaid: recorded.coinsPaid, now });
  return verdict;
}
