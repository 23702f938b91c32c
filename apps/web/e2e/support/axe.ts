import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';
import { axeAllTags, axeColourRules } from '@site/testing/axe-rules';
import { axeScriptFile, axeScriptPath, siteOrigin } from './axe-script.ts';

/**
 * axe-core's minified build (580 kB), read once per worker, for documents the site's server does
 * not serve (a game's frame, another origin). Not `axe.source`, which is the unminified function's
 * text (1.3 MB): sending and compiling it into each document took as long as the check itself
 * (2.5 s against 1.6 s for a full check of `/` under a load of 26, 2026-12-02).
 */
const axeSource = readFileSync(axeScriptFile, 'utf8');

/**
 * Lets opening animations (e.g. the connect modal's fade-in) finish, so colours are measured at
 * rest. Endless ones (spinners) and those driven by a scroll position rather than by time (a wide
 * table's edge shadows) never finish, and are at rest whenever nothing moves them.
 */
export async function animationsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity || !(animation.timeline instanceof DocumentTimeline)),
  );
}

/**
 * axe-core (WCAG 2.x A and AA, best practices) finds nothing on the page as it is now, in the page
 * and every frame in it. With `colours: 'only'`, just the rules a change of colour scheme can
 * change: for a page already checked in full in the other scheme (half the time of a full check).
 */
export async function expectNoAxeViolations(page: Page, label: string, options: { colours?: 'only' } = {}): Promise<void> {
  await animationsAtRest(page);
  const runOptions: axe.RunOptions = {
    runOnly: options.colours === 'only' ? { type: 'rule', values: axeColourRules } : { type: 'tag', values: axeAllTags },
    resultTypes: ['violations'],
  };
  const top = page.mainFrame();
  await ensureAxe(top);
  const frameContexts = await top.evaluate(async (run) => {
    const inPage = (window as unknown as AxeWindow).axe;
    const everything = { include: [], exclude: [] };
    (window as unknown as AxeWindow).axePartialOfPage = await inPage.runPartial(everything, run);
    return inPage.utils.getFrameContexts(everything, run);
  }, runOptions);
  const framesInside = await partialsOfFrames(top, frameContexts, runOptions);
  const summary = await top.evaluate(
    async ([inside, run]) => {
      const inPage = window as unknown as AxeWindow;
      const results = await inPage.axe.finishRun([inPage.axePartialOfPage ?? null, ...inside], run);
      delete inPage.axePartialOfPage;
      return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    },
    [framesInside, runOptions] as const,
  );
  expect(summary, label).toEqual([]);
}

// Why not @axe-core/playwright's AxeBuilder: it sent axe-core's 550 kB into every frame again on
// each check, opened a new page to write each report and carried every rule's passing nodes
// through the test process; that was half the CPU of the end-to-end run. Here axe-core stays in
// a document for its life, and the page's own results never leave it (docs/web/tests.md).

/** A document's window once axe-core is in it (the callbacks run in the browser, so each names it). */
interface AxeWindow {
  axe: typeof axe;
  axePartialOfPage?: axe.PartialResult;
}

async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as unknown as Partial<AxeWindow>).axe?.runPartial === 'function');
  if (present) return;
  // The site's pages load it as a script of the site, from their tab's cache after the first time.
  if (frame.url().startsWith(`${siteOrigin}/`)) await frame.addScriptTag({ url: axeScriptPath });
  else await frame.evaluate(axeSource);
}

/**
 * axe's partial results of the frames inside `frame`, each followed by those of the frames
 * inside it, in the order `axe.finishRun` expects; a frame that cannot be checked (closed,
 * navigating away) counts as one `null`, as axe's own runners do.
 */
async function partialsOfFrames(frame: Frame, frameContexts: axe.FrameContext[], runOptions: axe.RunOptions): Promise<axe.PartialResults> {
  const partials: axe.PartialResults = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    try {
      const element = await frame.evaluateHandle((selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector), frameSelector);
      const child = await element.asElement()?.contentFrame();
      if (!child) throw new Error('not a frame');
      await ensureAxe(child);
      const [own, inside] = await child.evaluate(
        async ([within, run]) => {
          const inFrame = (window as unknown as AxeWindow).axe;
          return [await inFrame.runPartial(within, run), inFrame.utils.getFrameContexts(within, run)] as const;
        },
        [frameContext, runOptions] as const,
      );
      partials.push(own, ...(await partialsOfFrames(child, inside, runOptions)));
    } catch {
      partials.push(null);
    }
  }
  return partials;
}
