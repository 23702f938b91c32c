/* eslint-disable no-console -- a command-line report: printing is its job. */
// `pnpm bench` (after `pnpm build`): the built bundle's bytes, the game's start in a frame
// (bench/start-time.ts; reported, never failed on), then Levels played by keyboard in
// Debian's Chromium with the CPU slowed 4× (DevTools' Emulation.setCPUThrottlingRate), opened on
// its own (no host, so the SDK answers no_host and the game plays offline). Fails when the frame
// work's 95th percentile (the median over the rounds) reaches 16 ms, when the game breaks, or after 50 s.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startGameFileServer } from '@site/testing/game-files';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../tooling/testing/chromium.ts';
import { levels, solveLevel } from '@site/levels-rules';
import { bundleBytes, type Bytes } from './bundle-bytes.ts';
import type { FrameSamples } from './frame-probe.ts';
import { playLevel } from './play-level.ts';
import { measureStart, type StartSample } from './start-time.ts';

const benchLevel = 20;
const cpuSlowdown = 4;
const frameBudgetMs = 16;
/** Each round reloads the page and plays the level again; the verdict takes the median round, so one burst of load on a shared machine does not decide it. */
const rounds = 3;
/** The game's start, measured apart from the moves: more rounds, as each is one short figure. */
const startRounds = 7;
const giveUpAfterMs = 50_000;

// Run by `pnpm bench` from the package folder (the script is bundled and piped into node).
const distDir = resolve('dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No build at ${distDir}: run \`pnpm build\` first.`);
  process.exit(1);
}
const watchdog = setTimeout(() => {
  console.error(`levels bench: no result after ${giveUpAfterMs / 1000} s; giving up.`);
  process.exit(1);
}, giveUpAfterMs);

const level = levels[benchLevel - 1];
const solution = level && solveLevel(level);
if (!level || !solution) throw new Error(`Level ${benchLevel} has no solution to play.`);

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
console.log('Levels bundle (dist/):');
console.table(Object.fromEntries(Object.entries(bundleBytes(distDir)).map(([name, size]: [string, Bytes]) => [name, { raw: kB(size.raw), gzip: kB(size.gzip), brotli: kB(size.brotli) }])));

// `LEVELS_BASELINE=<another build's dist> pnpm bench`: the game's start of that build too, alternated
// round by round with this one's, and the ratio (two machines, or one an hour apart, compare only so).
const baselineDir = process.env.LEVELS_BASELINE ? resolve(process.env.LEVELS_BASELINE) : null;
const server = await startGameFileServer({ folders: { '/levels/': distDir, ...(baselineDir ? { '/baseline/': baselineDir } : {}) } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const problems: string[] = [];
const results: FrameSamples[] = [];
const starts: StartSample[] = [];
const baselineStarts: StartSample[] = [];
const startSearch = '?level=1&lang=en&theme=dark';
try {
  for (let round = 0; round < startRounds; round += 1) {
    starts.push(await measureStart(browser, `${server.origin}/levels/index.html${startSearch}`, cpuSlowdown));
    if (baselineDir) baselineStarts.push(await measureStart(browser, `${server.origin}/baseline/index.html${startSearch}`, cpuSlowdown));
  }
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 480, height: 760 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    results.push(await playLevel(page, `${server.origin}/levels/index.html?level=${benchLevel}`, benchLevel, solution, cpuSlowdown));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  clearTimeout(watchdog);
}

/** Nearest-rank percentile. */
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[], overBudget: boolean) => ({
  frames: values.length,
  p50: ms(percentile(values, 50)),
  p95: ms(percentile(values, 95)),
  max: ms(Math.max(...values)),
  [`≥ ${frameBudgetMs} ms`]: overBudget ? values.filter((value) => value >= frameBudgetMs).length : '',
});
if (results.some((samples) => samples.frameWork.length === 0)) throw new Error('A round measured no frames.');

const median = (values: number[]) => percentile(values, 50);
console.log(`\nThe game's start in a frame (level 1, nobody answering its SDK), CPU slowed ${cpuSlowdown}×, median of ${startRounds}:`);
const startRow = (samples: StartSample[], figure: keyof StartSample, baseline: StartSample[]) => {
  const value = median(samples.map((sample) => sample[figure]));
  const row = { median: ms(value), runs: samples.map((sample) => sample[figure].toFixed(1)).join(', ') };
  if (baseline.length === 0) return row;
  const before = median(baseline.map((sample) => sample[figure]));
  return { ...row, baseline: ms(before), ratio: (value / before).toFixed(2), 'baseline runs': baseline.map((sample) => sample[figure].toFixed(1)).join(', ') };
};
console.table({
  "its page's scripts evaluated": startRow(starts, 'scriptMs', baselineStarts),
  'the frame made → gameReady': startRow(starts, 'readyMs', baselineStarts),
});
if (baselineDir) console.log(`Baseline: ${baselineDir}.`);

console.log(`\nLevel ${benchLevel}, ${solution.length} moves by keyboard, CPU slowed ${cpuSlowdown}×, no host (played offline), ${rounds} rounds:`);
const rows: Record<string, ReturnType<typeof summary>> = {};
results.forEach((samples, index) => (rows[`frame work, round ${index + 1}`] = summary(samples.frameWork, true)));
rows['frame work, all rounds'] = summary(results.flatMap((samples) => samples.frameWork), true);
rows['interval between frames, all rounds'] = summary(results.flatMap((samples) => samples.frameIntervals), false);
console.table(rows);
const longFrames = results.map((samples) => samples.longAnimationFrames);
console.log(
  longFrames.includes(null)
    ? 'Long animation frames (over 50 ms): not reported by this Chromium.'
    : `Long animation frames (over 50 ms): ${longFrames.flatMap((each) => each ?? []).length} in all rounds.`,
);

const p95 = percentile(results.map((samples) => percentile(samples.frameWork, 95)), 50);
console.log(`Frame work p95 (median round): ${ms(p95)}, ${p95 < frameBudgetMs ? 'within' : 'OVER'} the ${frameBudgetMs} ms budget.`);
for (const problem of problems) console.error(problem);
if (p95 >= frameBudgetMs || problems.length > 0) process.exit(1);
