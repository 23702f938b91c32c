import type { Browser } from 'playwright';

/** What this reads of an event of Chromium's trace. */
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { data?: { url?: string } };
}

/** One start of the game in a frame: its page's scripts, and from the frame's making to its `gameReady`. */
export interface StartSample {
  scriptMs: number;
  readyMs: number;
}

/**
 * Opens the game at `url` in a frame of a page on its own origin (so that the frame shares the
 * page's renderer, as a game's frame shares the site's on a phone, and the CPU slowdown reaches it;
 * nobody answers its SDK, as on the site before the live page has come), with the CPU slowed
 * `cpuSlowdown` times, and measures its start: the evaluation of the page's scripts (Chromium's
 * trace, `EvaluateScript`) and the time from the frame's making to the game's `gameReady` message.
 * The frame never has the focus, as a game loaded ahead of Play has not.
 */
export async function measureStart(browser: Browser, url: string, cpuSlowdown: number): Promise<StartSample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 760 } });
  try {
    const page = await context.newPage();
    const stageUrl = new URL('/start-time-stage.html', url).href;
    await page.route(stageUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Stage</title><body></body></html>' }));
    await page.goto(stageUrl);
    const devtools = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    devtools.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve));
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await devtools.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] } });
    const readyMs = await page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const frame = document.createElement('iframe');
          frame.style.cssText = 'border: 0; width: 390px; height: 700px';
          const made = performance.now();
          addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
            if (event.source === frame.contentWindow && event.data?.type === 'gameReady') resolve(performance.now() - made);
          });
          frame.src = src;
          document.body.append(frame);
        }),
      url,
    );
    await devtools.send('Tracing.end');
    await traced;
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const gamePath = new URL(url).pathname;
    const scriptMs = events
      .filter((event) => event.ph === 'X' && event.name === 'EvaluateScript' && (event.args?.data?.url ?? '').includes(gamePath))
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    if (scriptMs === 0) throw new Error(`The trace has no evaluation of ${gamePath}'s scripts.`);
    return { scriptMs, readyMs };
  } finally {
    await context.close();
  }
}
