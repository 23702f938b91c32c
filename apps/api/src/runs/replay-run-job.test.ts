import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReplayRecord } from '@site/api-contract';
import { seededRandom } from '@site/game-sdk/replay';
import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { gameFileKey } from '../storage/storage-key.ts';

// A server whose worker takes the queue's jobs (Debian's Chromium, found by the config), and Quick
// Tap as the SDK builds it, published as version 1 of a game of its own.
const server = await startTestServer({ JOB_WORKER: 'true', LOG_LEVEL: 'error' });
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

/** Waits on the record's verdict, as the worker keeps it. */
async function verdictOf(runId: string): Promise<{ verdict: string; replayed_score: string | null }> {
  for (;;) {
    const [row] = await db.query<{ verdict: string | null; replayed_score: string | null }>('SELECT verdict, replayed_score::text FROM run_replays WHERE run_id = $1', [runId]);
    if (row?.verdict) return { verdict: row.verdict, replayed_score: row.replayed_score };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the replay job', () => {
  it('plays each recorded run again on its version: the honest one is verified; an inflated score, edited inputs or a record that never finishes is a mismatch', { timeout: 120_000 }, async () => {
    const { client } = await signedInPlayer(server);
    const finishRecorded = async (reactionMs: number[], claimed: number) => {
      const { run, seed } = await client.api.call('startRun', { params: { game: 'quick-tap' } });
      server.advanceClock(20_000);
      const replay = { seed: seed!, version: '1.1.0', inputs: tapsAfterGreen(seed!, reactionMs) };
      await client.api.call('finishRun', { params: { run: run.id }, body: { score: claimed, completed: true, replay } });
      return run.id;
    };
    const honest = await finishRecorded([100, 200, 300, 100, 50], 900 + 800 + 700 + 900 + 950);
    const inflated = await finishRecorded([100, 100, 100, 100, 100], 5000);
    const unfinished = await finishRecorded([100, 100], 1800);
    // The forger's edit: the last tap moved 50 ms later, claimed as the 950 of a tap 50 ms after green.
    const { run, seed } = await client.api.call('startRun', { params: { game: 'quick-tap' } });
    server.advanceClock(20_000);
    const taps = tapsAfterGreen(seed!, [100, 100, 100, 100, 50]);
    const edited = taps.map((tap, index) => (index === 4 ? { ...tap, at: tap.at + 50 } : tap));
    await client.api.call('finishRun', { params: { run: run.id }, body: { score: 4550, completed: true, replay: { seed: seed!, version: '1.1.0', inputs: edited } } });
    expect(await verdictOf(honest)).toEqual({ verdict: 'verified', replayed_score: '4250' });
    expect(await verdictOf(inflated)).toEqual({ verdict: 'mismatch', replayed_score: '4500' });
    expect(await verdictOf(unfinished)).toEqual({ verdict: 'mismatch', replayed_score: null });
    expect(await verdictOf(run.id)).toEqual({ verdict: 'mismatch', replayed_score: '4500' });
  });
});
