import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReplayRecord } from '@site/api-contract';
import { seededRandom } from '@site/game-sdk/replay';
import { describe, expect, it } from 'vitest';
import { useInspectorBrowser } from '../test-support/inspector-browser.ts';
import { replayLimits } from '../config/jobs-config.ts';
import { replayInChromium } from './replay-in-chromium.ts';

// Quick Tap as the SDK builds it (packages/game-sdk/dist/examples/reaction/, the game and its SDK copies).
const quickTap = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'reaction');
const files = async (path: string) => readFile(join(quickTap, path)).catch(() => null);
const browser = useInspectorBrowser();

const seed = '00112233445566778899aabbccddeeff';

/** Quick Tap's taps `reactionMs` after each round turns green, by its rules (examples/reaction/game.js). */
function tapsAfterGreen(runSeed: string, reactionMs: readonly number[]): ReplayRecord['inputs'] {
  const random = seededRandom(runSeed);
  let from = 0;
  return reactionMs.map((reaction) => {
    from = from + 700 + Math.floor(random() * 1300) + reaction;
    return { at: from, input: 'tap' };
  });
}

describe('a recorded Quick Tap run played again in the inspector\'s Chromium', () => {
  // How long it takes is the bench's figure (docs/replays.md), never a test's.
  it('comes to the score its taps earn', async () => {
    const outcome = await replayInChromium(browser(), files, { seed, version: '1.1.0', inputs: tapsAfterGreen(seed, [100, 200, 300, 100, 50]) }, replayLimits);
    expect(outcome).toEqual({ finished: true, score: 900 + 800 + 700 + 900 + 950 });
  });

  it('comes to another score when the inputs were edited, or when they are another run\'s', async () => {
    const honest = tapsAfterGreen(seed, [100, 100, 100, 100, 100]);
    // The third tap moved before green: no points for that round, and the fourth round, which
    // starts at that tap, turns green 150 ms sooner, so its tap comes 250 ms after green.
    const edited = honest.map((tap, index) => (index === 2 ? { ...tap, at: tap.at - 150 } : tap));
    expect(await replayInChromium(browser(), files, { seed, version: '1.1.0', inputs: edited }, replayLimits)).toEqual({ finished: true, score: 900 + 900 + 0 + 750 + 900 });
    const otherSeed = 'ffeeddccbbaa99887766554433221100';
    const elsewhere = await replayInChromium(browser(), files, { seed: otherSeed, version: '1.1.0', inputs: honest }, replayLimits);
    expect(elsewhere.finished && elsewhere.score).not.toBe(4500);
  });

  it('says where it stopped when the record never finishes the game', async () => {
    const short = tapsAfterGreen(seed, [100, 100]);
    expect(await replayInChromium(browser(), files, { seed, version: '1.1.0', inputs: short }, { ...replayLimits, finishMs: 2_000 })).toEqual({ finished: false, stopped: 'not_finished' });
  }, 20_000);
});
