import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReplayRecord } from '@site/api-contract';
import { seededRandom } from '@site/game-sdk/replay';
import { describe, expect, it } from 'vitest';
import { replayLimits } from '../config/jobs-config.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { startTestServer, testConfig } from '../test-support/test-server.ts';
import { gameFileKey } from '../storage/storage-key.ts';
import { replayRunQueue } from './replay-run-job.ts';

// A server whose worker takes the queue's jobs (Debian's Chromium, found by the config), and Quick
// Tap as the SDK builds it, published as version 1 of a game of its own.
// The record that never finishes is judged when the finish's limit runs out (30 s, docs/replays.md).
// A record plays without waiting out real time (Quick Tap's finishes within 0.2 s of its start),
// so this file's worker waits 10 s: it still bounds only a game that never finishes.
const env = { JOB_WORKER: 'true', LOG_LEVEL: 'error' };
const server = await startTestServer(env, { jobs: { ...testConfig(env).jobs, replayLimits: { ...replayLimits, finishMs: 10_000 } } });
const { db } = server.ctx;
if (server.ctx.config.jobs.chromiumPath === null) throw new Error('these tests need Chromium (apt install chromium-headless-shell, or CHROMIUM_PATH)');
const quickTap = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'reaction');
await insertTestGame(db, { id: 'quick-tap', versions: [{ state: 'published' }] });
for (const name of await readdir(quickTap)) await server.ctx.storage.put(gameFileKey('quick-tap', 1, name), await readFile(join(quickTap, name)));


/** Quick Tap's taps `reactionMs` after each round turns green (examples/reaction/game.js). */
function tapsAfterGreen(seed: string, reactionMs: readonly number[]): ReplayRecord['inputs'] {
  const random = seededRandom(seed);
  let from = 0;
  return reactionMs.map((reaction) => {
    from = from + 700 + Math.floor(random() * 1300) + reaction;
    return { at: from, input: 'tap' };
  });
}

/**
 * Waits on the record's verdict, as the worker keeps it; or on its job failing for good (every
 * try stopped before it could judge: a verdict that never comes), which fails at once with the
 * job's own error instead of at the test's limit.
 */
async function verdictOf(runId: string): Promise<{ verdict: string; replayed_score: string | null }> {
  for (;;) {
    const [row] = await db.query<{ verdict: string | null; replayed_score: string | null }>('SELECT verdict, replayed_score::text FROM run_replays WHERE run_id = $1', [runId]);
    if (row?.verdict) return { verdict: row.verdict, replayed_score: row.replayed_score };
    const [failed] = await db.query<{ error: string | null }>(
      "SELECT output->>'message' AS error FROM pgboss.job WHERE name = $1 AND data->>'run' = $2 AND state = 'failed'",
      [replayRunQueue, runId],
    );
    if (failed) throw new Error(`the replay job of run ${runId} failed for good: ${failed.error ?? 'no message'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the replay job', () => {
  // Four replays, each in a Chromium of its own, waited for by their verdicts: on a busy 2-core
  // machine (an end-to-end run beside the suite, load 10) they took over two minutes.
  it('plays each recorded run again on its version: the honest one is verified; an inflated score, edited inputs or a record that never finishes is a mismatch, which takes back its reward, its league points and its board entry', { timeout: 300_000 }, async () => {
    /** A player of their own finishes a run of Quick Tap with the claim and the record made by `inputsOf`; the run, the player, what it earned and the balance after. */
    const finishRecorded = async (claimed: number, inputsOf: (seed: string) => ReplayRecord['inputs']) => {
      const { accountId, client } = await signedInPlayer(server);
      const { run, seed } = await client.api.call('startRun', { params: { game: 'quick-tap' } });
      server.advanceClock(20_000);
      const replay = { seed: seed!, version: '1.1.0', inputs: inputsOf(seed!) };
      const finished = await client.api.call('finishRun', { params: { run: run.id }, body: { score: claimed, completed: true, replay } });
      return { runId: run.id, accountId, earned: BigInt(finished.earned), balance: BigInt(finished.balances.game_coin) };
    };
    const honest = await finishRecorded(900 + 800 + 700 + 900 + 950, (seed) => tapsAfterGreen(seed, [100, 200, 300, 100, 50]));
    const inflated = await finishRecorded(5000, (seed) => tapsAfterGreen(seed, [100, 100, 100, 100, 100]));
    const unfinished = await finishRecorded(1800, (seed) => tapsAfterGreen(seed, [100, 100]));
    // The forger's edit: the last tap moved 50 ms later, claimed as the 950 of a tap 50 ms after green.
    const edited = await finishRecorded(4550, (seed) => tapsAfterGreen(seed, [100, 100, 100, 100, 50]).map((tap, index) => (index === 4 ? { ...tap, at: tap.at + 50 } : tap)));
    expect(await verdictOf(honest.runId)).toEqual({ verdict: 'verified', replayed_score: '4250' });
    expect(await verdictOf(inflated.runId)).toEqual({ verdict: 'mismatch', replayed_score: '4500' });
    expect(await verdictOf(unfinished.runId)).toEqual({ verdict: 'mismatch', replayed_score: null });
    expect(await verdictOf(edited.runId)).toEqual({ verdict: 'mismatch', replayed_score: '4500' });

    // A mismatch takes back what the run was paid, by a reversing transfer, and takes it off the boards; the verified run keeps both.
    for (const forged of [inflated, unfinished, edited]) {
      expect(forged.earned).toBeGreaterThan(0n);
      expect((await userBalances(db, forged.accountId)).game_coin).toBe(forged.balance - forged.earned);
      expect(await db.query("SELECT amount FROM ledger_transfers WHERE reason = 'run_reward_reversed' AND reference = $1", [forged.runId])).toEqual([{ amount: forged.earned }]);
      expect(await db.query('SELECT period FROM leaderboard_scores WHERE run_id = $1', [forged.runId])).toEqual([]);
      // Its league points leave its week too (its first run placed it there).
      expect(await db.query('SELECT points, runs FROM league_members WHERE account_id = $1', [forged.accountId])).toEqual([{ points: 0, runs: 0 }]);
    }
    expect((await userBalances(db, honest.accountId)).game_coin).toBe(honest.balance);
    // The verified record makes the version one whose finishes need a record (docs/replays.md).
    expect(await db.query("SELECT replays_verified_at IS NOT NULL AS required FROM game_versions WHERE game_id = 'quick-tap'")).toEqual([{ required: true }]);
    expect(await db.query('SELECT period FROM leaderboard_scores WHERE run_id = $1 ORDER BY period', [honest.runId])).toHaveLength(3);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
