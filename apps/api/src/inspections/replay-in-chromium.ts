import type { ReplayRecord } from '@site/api-contract';
import type { Browser, Page } from 'playwright-core';
import type { ReplayLimits } from '../config/jobs-config.ts';
import { inspectorOrigin } from './inspector-host-page.ts';
import { replayHostPage } from './replay-host-page.ts';
import { serveInspectorRequest, withTimeout, type BundleFiles } from './run-viewport.ts';

/**
 * What playing a record again came to: the score the game finished with, or where it stopped
 * (`crashed` before the record's run started, `crashed_playing` while its inputs were fed).
 */
export type ReplayOutcome = { finished: true; score: number } | { finished: false; stopped: 'not_ready' | 'not_started' | 'not_finished' | 'crashed' | 'crashed_playing' };

/** How long each way of starting play waits for the run to start before the next is tried. */
const pressWaitMs = 500;

/**
 * The ways a player starts play, tried in turn until the game starts its run: a button named
 * Start or Play when the game shows one, then what the inspection's scripted player presses (the
 * SDK's README, "Quick start"): a centre click, Space, Enter. A button that is there is clicked
 * as soon as it can be, up to the start's limit (`startBy`, a time in ms): on a busy worker, a
 * click given only half a second never landed and an honest run was 'not_started' (two suites on
 * two cores, 2026-12-05). A game with no such button loses no time on it.
 */
const startPresses: readonly ((page: Page, startBy: number) => Promise<unknown>)[] = [
  async (page, startBy) => {
    const button = page.frameLocator('#game').getByRole('button', { name: /^\s*(start|play)\b/i }).first();
    if ((await button.count()) > 0) await button.click({ timeout: Math.max(1, startBy - Date.now()) });
  },
  (page) => page.mouse.click(640, 400),
  (page) => page.keyboard.press('Space'),
  (page) => page.keyboard.press('Enter'),
];

/**
 * Plays a recorded run of the version `files` again in the inspector's Chromium (docs/replays.md):
 * the game as players get it (the play CSP, the sandbox, the SDK's host), started as a player
 * would, its run answered with the record's seed and inputs, which the game's recorder feeds on
 * the run clock. Answers the score the game finished with; never waits beyond `limits`.
 */
export async function replayInChromium(browser: Browser, files: BundleFiles, record: ReplayRecord, limits: ReplayLimits): Promise<ReplayOutcome> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
  try {
    const reports = new ReportWaiter();
    const hostPage = replayHostPage(record);
    await context.route('**/*', (route) => serveInspectorRequest(route, files, () => undefined, () => undefined, hostPage));
    const page = await context.newPage();
    page.on('crash', () => {
      reports.add('crashed', null);
    });
    await page.exposeBinding('inspectorReport', (source, kind: unknown, detail: unknown) => {
      if (source.frame === page.mainFrame() && typeof kind === 'string') reports.add(kind, detail);
    });
    await page.goto(`${inspectorOrigin}/inspector/host.html`, { waitUntil: 'commit', timeout: limits.readyMs }).catch(() => undefined);
    const ready = await reports.waitFor(['ready', 'crashed'], limits.readyMs);
    if (ready?.kind !== 'ready') return { finished: false, stopped: ready?.kind === 'crashed' ? 'crashed' : 'not_ready' };
    // A game may enable its Start a moment after ready: the presses go round until the run starts.
    const startBy = Date.now() + limits.startMs;
    let start: { kind: string } | null = null;
    for (let turn = 0; start === null && Date.now() < startBy; turn += 1) {
      // A mouse click or a key press waits for the renderer to take it, which a hung game's never
      // does: every press is bounded by the start's limit.
      const press = startPresses[turn % startPresses.length]?.(page, startBy) ?? Promise.resolve();
      await withTimeout(press, Math.max(1, startBy - Date.now()));
      start = await reports.waitFor(['start', 'crashed'], pressWaitMs);
    }
    if (start?.kind !== 'start') return { finished: false, stopped: start?.kind === 'crashed' ? 'crashed' : 'not_started' };
    const finish = await reports.waitFor(['finish', 'crashed'], limits.finishMs);
    if (finish?.kind === 'finish' && typeof finish.detail === 'number') return { finished: true, score: finish.detail };
    return { finished: false, stopped: finish?.kind === 'crashed' ? 'crashed_playing' : 'not_finished' };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The host page's reports, in order, with a way to wait for one of some kinds. */
class ReportWaiter {
  private readonly seen: { kind: string; detail: unknown }[] = [];
  private readonly waiters = new Set<() => void>();

  add(kind: string, detail: unknown): void {
    if (this.seen.length < 100) this.seen.push({ kind, detail });
    for (const wake of this.waiters) wake();
  }

  /** The first report of one of `kinds`, waiting up to `milliseconds`; null when none came. */
  waitFor(kinds: readonly string[], milliseconds: number): Promise<{ kind: string; detail: unknown } | null> {
    const found = () => this.seen.find((report) => kinds.includes(report.kind)) ?? null;
    const now = found();
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      const done = (result: { kind: string; detail: unknown } | null) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(result);
      };
      const check = () => {
        const report = found();
        if (report) done(report);
      };
      const timer = setTimeout(() => {
        done(null);
      }, milliseconds);
      this.waiters.add(check);
    });
  }
}
