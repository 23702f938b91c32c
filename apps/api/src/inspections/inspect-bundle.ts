import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectionLimits } from '@site/api-contract';
import { judgeRuns } from '@site/api-contract/judge-runs';
import { browserPageFeatures, quietChromiumArgs } from '@site/headless-chromium';
import type { Browser } from 'playwright-core';
import { runViewport, type BundleFiles, type RunPlan, type Viewport, type ViewportOutcome } from './run-viewport.ts';
import type { StoredReport } from './inspection-store.ts';

/**
 * A game's V8 heap may grow a little past the documented 512 MB (a finding that blocks), then its
 * renderer runs out of memory and crashes (a finding too) instead of taking the machine's memory.
 */
const rendererHeapMb = 640;

/**
 * Memory outside the V8 heap (an `ArrayBuffer`, decoded images) is capped per process of the
 * inspector's Chromium by the data-segment limit (RLIMIT_DATA, set by `ulimit -d` in a launcher
 * script): past it an allocation fails (`RangeError: Array buffer allocation failed`, an
 * uncaught error that blocks) or the renderer crashes (blocks too), instead of taking the
 * machine's memory. Above the heap's cap, which it counts too.
 */
export const processDataLimitMb = 1536;

/**
 * The launcher: caps the data segment, and merges every `--disable-features` on the command line
 * into one, since Chromium reads only the last and Playwright passes its own list (which request
 * interception relies on) before ours, which keeps the full browser's own pages from every
 * inspection's window where the server falls back to /usr/bin/chromium.
 */
function launcherScript(executablePath: string): string {
  return [
    '#!/bin/sh',
    `ulimit -d ${String(processDataLimitMb * 1024)} || exit 1`,
    'features=',
    'for arg do',
    '  shift',
    '  case $arg in',
    '    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;',
    '    *) set -- "$@" "$arg" ;;',
    '  esac',
    'done',
    '[ -z "$features" ] || set -- "$@" "--disable-features=$features"',
    `exec '${executablePath.replaceAll("'", "'\\''")}' "$@"`,
    '',
  ].join('\n');
}

/** Launches the inspector's Chromium: headless, no GPU, quiet, its renderers' heaps and data capped. */
export async function launchInspectorBrowser(executablePath: string): Promise<Browser> {
  const folder = await mkdtemp(join(tmpdir(), 'site-inspector-'));
  const launcher = join(folder, 'chromium');
  await writeFile(launcher, launcherScript(executablePath), { mode: 0o700 });
  // Loaded here, not with the server: 0.75 CPU-s that every start of the server paid (2026-12-05), for inspections only.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: launcher,
    headless: true,
    args: [
      ...quietChromiumArgs,
      `--disable-features=${browserPageFeatures.join(',')}`,
      '--enable-precise-memory-info',
      `--js-flags=--max-old-space-size=${rendererHeapMb}`,
      // Chromium refuses its own sandbox to root (a container); the game still has the page's CSP sandbox.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  }).catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true });
    throw error;
  });
  browser.on('disconnected', () => void rm(folder, { recursive: true, force: true }));
  return browser;
}

export interface InspectOptions {
  /** Phone, then desktop, unless told (the tests of hostile games take one). */
  viewports?: readonly Viewport[];
  /** How long a run waits for ready (the documented limit unless told). */
  readyTimeoutMs?: number;
  /** The phone run on a throttled CPU after the others (unless told not to: the tests of hostile games). */
  throttledRun?: boolean;
}

/**
 * Opens the version on a phone, then a desktop viewport (where the scripted player plays it after
 * ready), then the phone again with its CPU slowed as the game rules say (four times: Chromium's
 * DevTools preset for a mid-range phone), and judges what the runs saw.
 */
export async function inspectBundle(browser: Browser, files: BundleFiles, options: InspectOptions = {}): Promise<StoredReport & { verdict: 'blocks' | 'warns' | 'passes' }> {
  const chosen = options.viewports ?? (['phone', 'desktop'] as const);
  const plans: RunPlan[] = chosen.map((viewport) => ({ viewport, scriptedPlay: viewport === 'desktop' }));
  if (options.throttledRun ?? true) plans.push({ viewport: 'phone', cpuThrottlingRate: inspectionLimits.throttledCpuRate });
  const outcomes: ViewportOutcome[] = [];
  for (const plan of plans) outcomes.push(await runViewport(browser, files, plan, options.readyTimeoutMs));
  const { findings, verdict } = judgeRuns(outcomes, options.readyTimeoutMs);
  return { verdict, findings, runs: outcomes.map((outcome) => outcome.run) };
}
