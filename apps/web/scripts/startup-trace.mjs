#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report: printing is its job. */
// What a slow phone's main thread does while `/` starts, in the production build served by
// `vite preview` (its /api by the game server's build) and Debian's headless Chromium with the
// CPU slowed down 4×: every long task (over 50 ms) of the first 10 s with what runs in it (the
// script evaluated, the function or event handled, and the functions that took the most CPU in
// it, from a sampled CPU profile), and the JavaScript fetched by network idle (gzip -9 of each
// file, as first-paint-size.mjs).
// A benchmark on a shared machine: it reports and never fails on a figure.
//
//   node --import tsx scripts/startup-trace.mjs [--dist=dist] [--runs=3] [--cpu=4] [--seconds=10] [--storage=file.json]
//
// `--storage` seeds localStorage from a JSON object before the page loads (e.g. a remembered wallet);
// with TRACE_DUMP=<path prefix> each run's trace and CPU profile are also written as JSON.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { startGameServer } from '../e2e/support/game-server.ts';
import { assertPlaywrightBrowserQuiet, benchBrowserOptions } from './bench-browser.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const appRoot = join(import.meta.dirname, '..');
const distDir = resolve(appRoot, option('dist', 'dist'));
const runs = Number(option('runs', '3'));
const cpuSlowdown = Number(option('cpu', '4'));
const traceSeconds = Number(option('seconds', '10'));
const storageFile = option('storage', '');
const seededStorage = storageFile ? JSON.parse(readFileSync(storageFile, 'utf8')) : {};
const longTaskMs = 50;
// Issue 13's budgets: no task over 100 ms, at most 160 kB gzip of JavaScript by network idle.
const longestTaskBudgetMs = 100;
const jsByNetworkIdleBudget = 160_000;

// The site's /api goes to a real game server (vite.config.ts proxies to API_URL), as in production.
// In its own process with an in-memory database, so that `/` is measured with its /api answers.
const gameServer = await startGameServer({ env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
process.env.API_URL = gameServer.url;
const server = await preview({
  root: appRoot,
  logLevel: 'silent',
  build: { outDir: distDir },
  preview: { port: 0, strictPort: false, host: '127.0.0.1' },
});
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
const browser = await chromium.launch(benchBrowserOptions());

const fileOf = (scriptUrl) => (scriptUrl ? new URL(scriptUrl).pathname.replace(/^\//, '') : '');
const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** The renderer main thread's events: the `CrRendererMain` thread with the most events. */
function mainThreadEvents(events) {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (mainThreads.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events.filter((event) => `${event.pid}:${event.tid}` === busiest && event.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** A short name for a trace event: the script, function or event it runs. */
function describeEvent(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(data.url ?? event.args?.data?.url) || 'module'}`;
    case 'v8.compileModule':
    case 'v8.compile':
    case 'CompileScript':
      return `compile ${fileOf(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} (${fileOf(data.url)}:${data.lineNumber ?? '?'})`;
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'TimerFire':
      return 'timer';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'ParseHTML':
      return 'parse HTML';
    default:
      return event.name;
  }
}

const interesting = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'CompileScript', 'FunctionCall', 'EventDispatch', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'MinorGC', 'MajorGC', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR']);

/** Self time per function (name, file:line) in the CPU profile's samples between `from` and `to` (µs). */
function hotFunctions(profile, from, to) {
  if (!profile) return [];
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    const next = time + (profile.timeDeltas[index + 1] ?? 0);
    if (time < from || time > to) return;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const name = frame.url ? `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : frame.functionName;
    self.set(name, (self.get(name) ?? 0) + Math.max(0, next - time));
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, us]) => `${name} ${(us / 1000).toFixed(0)} ms`);
}

async function traceOnce() {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (Object.keys(seededStorage).length > 0) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, seededStorage);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'] });

  const scripts = new Set();
  let networkIdle = false;
  page.on('response', (response) => {
    if (!networkIdle && response.request().resourceType() === 'script') scripts.add(fileOf(response.url()));
  });
  const started = Date.now();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  networkIdle = true;
  const remaining = traceSeconds * 1000 - (Date.now() - started);
  // The trace covers a fixed window by design (the first N seconds), not a state to wait for.
  if (remaining > 0) await page.waitForTimeout(remaining);
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
  if (process.env.TRACE_DUMP) writeFileSync(`${process.env.TRACE_DUMP}-${Date.now()}.json`, JSON.stringify({ profile, events }));
  await assertPlaywrightBrowserQuiet(browser);
  await context.close();

  const thread = mainThreadEvents(events);
  // The window starts when the page is requested: tasks before it belong to the blank page.
  const navigationStart = events.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === url)?.ts ?? thread[0]?.ts ?? 0;
  const windowEnd = navigationStart + traceSeconds * 1_000_000;
  const tasks = thread.filter((event) => event.name === 'RunTask' && event.dur / 1000 > longTaskMs && event.ts >= navigationStart && event.ts < windowEnd);
  const longTasks = tasks.map((task) => {
    const inside = thread.filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && interesting.has(event.name));
    // The outermost interesting events name what the task is.
    const outer = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && other.dur > event.dur));
    const what = [...new Set(outer.sort((a, b) => b.dur - a.dur).slice(0, 3).map(describeEvent))].join('; ') || 'task';
    return { startMs: (task.ts - navigationStart) / 1000, durationMs: task.dur / 1000, what, hot: hotFunctions(profile, task.ts, task.ts + task.dur) };
  });
  const jsFiles = [...scripts].filter((file) => file.endsWith('.js'));
  return { longTasks, jsFiles, jsGzip: jsFiles.reduce((sum, file) => sum + gzipOf(file), 0) };
}

const results = [];
try {
  for (let run = 0; run < runs; run += 1) results.push(await traceOnce());
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await gameServer.close();
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
results.forEach((result, index) => {
  console.log(`\nRun ${index + 1} (CPU ${cpuSlowdown}× slower, first ${traceSeconds} s): ${result.longTasks.length} long tasks`);
  for (const task of result.longTasks) {
    console.log(`  at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms, ${task.what}`);
    for (const hot of task.hot) console.log(`      ${hot}`);
  }
  console.log(`  JS by network idle: ${kB(result.jsGzip)} gzip in ${result.jsFiles.length} files (${result.jsFiles.join(', ')})`);
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const longest = results.flatMap((result) => result.longTasks).sort((a, b) => b.durationMs - a.durationMs)[0];
const medianLongest = median(results.map((result) => Math.max(0, ...result.longTasks.map((task) => task.durationMs))));
const medianJs = median(results.map((result) => result.jsGzip));
console.log(`\nLongest task over ${runs} runs: ${longest ? `${longest.durationMs.toFixed(0)} ms, ${longest.what}` : `none over ${longTaskMs} ms`}.`);
if (longest) for (const hot of longest.hot) console.log(`  ${hot}`);
console.log(`Longest task per run (median): ${medianLongest.toFixed(0)} ms, ${medianLongest <= longestTaskBudgetMs ? 'within' : 'OVER'} the ${longestTaskBudgetMs} ms budget.`);
console.log(`JS by network idle (median): ${kB(medianJs)} gzip, ${medianJs <= jsByNetworkIdleBudget ? 'within' : 'OVER'} the ${kB(jsByNetworkIdleBudget)} budget.`);
