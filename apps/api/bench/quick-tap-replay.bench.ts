/* eslint-disable no-console -- a command-line report: printing is its job. */
// Replays (issue 39, docs/replays.md): a recorded Quick Tap run (the SDK's reaction example, five
// taps) played again in the inspector's headless Chromium, as the replay job does it: each record
// in a browser of its own. Goals: one replay under 5 s, and ten records (the top-100 candidates
// of a busy minute) replayed one after the other within a minute. It fails past either.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { debianChromiums } from '@site/headless-chromium';
import { seededRandom } from '@site/game-sdk/replay';
import { replayLimits } from '../src/config/jobs-config.ts';
import { launchInspectorBrowser } from '../src/inspections/inspect-bundle.ts';
import { replayInChromium } from '../src/inspections/replay-in-chromium.ts';

const foundChromium = process.env.CHROMIUM_PATH ?? debianChromiums.find((path) => existsSync(path));
if (foundChromium === undefined) throw new Error('The replay bench needs Chromium (apt install chromium-headless-shell, or CHROMIUM_PATH).');
const chromiumPath: string = foundChromium;
const quickTap = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'reaction');
const files = async (path: string) => readFile(join(quickTap, path)).catch(() => null);

/** A record of a Quick Tap run: five taps 100 to 300 ms after green (examples/reaction/game.js), worth `score`. */
function recordedRun(index: number) {
  const seed = index.toString(16).padStart(32, '0');
  const random = seededRandom(seed);
  const reactions = [100, 200, 300, 150, 250];
  let from = 0;
  const inputs = reactions.map((reaction) => {
    from = from + 700 + Math.floor(random() * 1300) + reaction;
    return { at: from, input: 'tap' };
  });
  return { record: { seed, version: '1.1.0', inputs }, score: reactions.reduce((sum, reaction) => sum + 1000 - reaction, 0) };
}

/** One record replayed as the job does it: its own browser, launched and closed. */
async function replayOnce(index: number): Promise<number> {
  const { record, score } = recordedRun(index);
  const started = performance.now();
  const browser = await launchInspectorBrowser(chromiumPath);
  try {
    const outcome = await replayInChromium(browser, files, record, replayLimits);
    if (!outcome.finished || outcome.score !== score) throw new Error(`record ${index} replayed to ${JSON.stringify(outcome)}, not ${score}`);
  } finally {
    await browser.close();
  }
  return performance.now() - started;
}

const candidates = 10;
const times: number[] = [];
const minuteStart = performance.now();
for (let index = 1; index <= candidates; index += 1) times.push(await replayOnce(index));
const total = performance.now() - minuteStart;
const slowest = Math.max(...times);
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(
  `Quick Tap replay in headless Chromium (browser launch included): median ${(median / 1000).toFixed(2)} s, slowest ${(slowest / 1000).toFixed(2)} s (goal: under 5 s); ${candidates} records one after another in ${(total / 1000).toFixed(1)} s (goal: within 60 s, the job keeping up with ${candidates} top-100 candidates a minute).`,
);
if (!(slowest < 5_000) || !(total < 60_000)) {
  console.error('The replay of recorded runs is over its budget: each under 5 s, ten within a minute.');
  process.exit(1);
}
