import { chromium, type Browser } from 'playwright-core';
import { judgeRuns } from './judge-inspection.ts';
import { runViewport, type BundleFiles, type Viewport, type ViewportOutcome } from './run-viewport.ts';
import type { StoredReport } from './inspection-store.ts';

/**
 * A game's V8 heap may grow a little past the documented 512 MB (a finding that blocks), then its
 * renderer runs out of memory and crashes (a finding too) instead of taking the machine's memory.
 */
const rendererHeapMb = 640;

/** Launches the inspector's Chromium: headless, no GPU, quiet, its renderers' heaps capped. */
export function launchInspectorBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
      `--js-flags=--max-old-space-size=${rendererHeapMb}`,
      // Chromium refuses its own sandbox to root (a container); the game still has the page's CSP sandbox.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
}

export interface InspectOptions {
  /** Phone, then desktop, unless told (the tests of hostile games take one). */
  viewports?: readonly Viewport[];
  /** How long a run waits for ready (the documented limit unless told). */
  readyTimeoutMs?: number;
}

/** Opens the version on a phone and then a desktop viewport and judges what both runs saw. */
export async function inspectBundle(browser: Browser, files: BundleFiles, options: InspectOptions = {}): Promise<StoredReport & { verdict: 'blocks' | 'warns' | 'passes' }> {
  const outcomes: ViewportOutcome[] = [];
  for (const viewport of options.viewports ?? (['phone', 'desktop'] as const)) outcomes.push(await runViewport(browser, files, viewport, options.readyTimeoutMs));
  const { findings, verdict } = judgeRuns(outcomes, options.readyTimeoutMs);
  return { verdict, findings, runs: outcomes.map((outcome) => outcome.run) };
}
