import type { InspectionReport } from '@site/api-contract';
import type { RunOutcome } from '@site/api-contract/judge-runs';
import { inspectionLimits } from '@site/api-contract';
import type { Browser, BrowserContext, Frame, Page, Route } from 'playwright-core';
import { gameSdkScriptPath, gameSdkV2ScriptPath, readGameSdkScript } from '../play/game-sdk-script.ts';
import { playContentSecurityPolicy, playFoldersOf, playPermissionsPolicy } from '../play/play-headers.ts';
import { webFileTypeOf } from '../storage/web-file-types.ts';
import { inspectedGamePath, inspectorHostPage, inspectorOrigin, readHostModule } from './inspector-host-page.ts';
import { playScripted, SdkMessageLog, soundCounterScript } from './scripted-player.ts';

export type InspectionRun = InspectionReport['runs'][number];
export type Viewport = InspectionRun['viewport'];

/** The version's files by their path inside the bundle. */
export type BundleFiles = (path: string) => Promise<Uint8Array | null>;

/** What a run saw beyond its report: when each error came, against the moment it was ready. */
/** One viewport's run and the messages it saw, as judged by the contract's `judgeRuns`. */
export type ViewportOutcome = RunOutcome;

export const viewports: Readonly<Record<Viewport, { width: number; height: number; isMobile: boolean; userAgent?: string }>> = {
  phone: {
    width: 390,
    height: 844,
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 site-inspector',
  },
  desktop: { width: 1280, height: 800, isMobile: false },
};

/** After `ready`, how long the game may go on loading before the totals are taken. */
const settleMs = 1_500;
/** The most a measurement of the page (a screenshot, its heap) may take: a looping game never answers. */
const measureTimeoutMs = 3_000;
/** A list keeps its first and last messages; a flood between them is counted, not kept. */
const keptFirst = 10;
const keptLast = 5;
/** The lists findings are made of (errors, pop-ups, outside requests): their first few, counted in all. */
const keptMessages = 20;
const contentSecurityPolicy = playContentSecurityPolicy([inspectorOrigin], playFoldersOf(inspectorOrigin, 'inspected', 1));

/** How a run is made beside its viewport: a slowed CPU, a scripted player after ready. */
export interface RunPlan {
  viewport: Viewport;
  /** Chromium's CPU throttling (4: four times slower); 1 or absent: none. */
  cpuThrottlingRate?: number;
  /** After ready, the scripted player clicks, presses keys, pauses, resumes and mutes the game. */
  scriptedPlay?: boolean;
}

/**
 * Opens the game on one viewport in its own browser context, as players get it (the play CSP and
 * sandbox, the SDK host), and measures it until it is ready and a moment after, or until
 * `readyTimeoutMs` runs out or its page crashes. Never waits on the game beyond those limits.
 */
export async function runViewport(browser: Browser, files: BundleFiles, plan: RunPlan, readyTimeoutMs: number = inspectionLimits.readyTimeoutMs): Promise<ViewportOutcome> {
  const { viewport } = plan;
  const size = viewports[viewport];
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    ...(size.userAgent ? { userAgent: size.userAgent } : {}),
  });
  try {
    return await measure(context, files, plan, readyTimeoutMs);
  } finally {
    await withTimeout(context.close(), measureTimeoutMs);
  }
}

async function measure(context: BrowserContext, files: BundleFiles, plan: RunPlan, readyTimeoutMs: number): Promise<ViewportOutcome> {
  const { viewport } = plan;
  const size = viewports[viewport];
  const throttling = plan.cpuThrottlingRate ?? 1;
  const sdkLog = new SdkMessageLog();
  const startedAt = Date.now();
  const elapsed = (): number => Date.now() - startedAt;
  let readyAt: number | null = null;
  const loaded = { bytesUntilReady: 0, filesUntilReady: 0, bytesTotal: 0, filesTotal: 0 };
  const consoleErrors = new FloodList<string>();
  const uncaughtExceptions = new FloodList<string>();
  const cspViolations = new FloodList<string>();
  const sdkCalls = new FloodList<SdkCall>();
  const counts = { errorsBeforeReady: 0, errorsAfterReady: 0, popupsBlocked: 0, outsideRequests: 0 };
  const outcome = { errorsBeforeReady: [] as string[], errorsAfterReady: [] as string[], popupsBlocked: [] as string[], outsideRequests: [] as string[], counts };
  const keep = (list: string[] | FloodList<string>, text: string): void => {
    if (list instanceof FloodList) list.add(text.slice(0, 500));
    else if (list.length < keptMessages) list.push(text.slice(0, 500));
  };
  const anError = (text: string): void => {
    const before = readyAt === null;
    counts[before ? 'errorsBeforeReady' : 'errorsAfterReady'] += 1;
    keep(before ? outcome.errorsBeforeReady : outcome.errorsAfterReady, text);
  };

  await context.route('**/*', (route) => serveInspectorRequest(route, files, (url) => {
    counts.outsideRequests += 1;
    keep(outcome.outsideRequests, url);
  }, (bytes) => {
    loaded.bytesTotal += bytes;
    loaded.filesTotal += 1;
    if (readyAt === null) {
      loaded.bytesUntilReady += bytes;
      loaded.filesUntilReady += 1;
    }
  }));
  if (plan.scriptedPlay) await context.addInitScript({ content: soundCounterScript });
  const page = await context.newPage();
  if (throttling > 1) {
    // The page's renderer, and the game's frame's if Chromium gave it a process of its own.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttling });
    page.on('frameattached', (frame) => {
      void context.newCDPSession(frame).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: throttling }), () => undefined);
    });
  }
  // Pop-ups are refused by the sandbox; one that got through anyway is closed at once.
  context.on('page', (popup) => {
    if (popup === page) return;
    counts.popupsBlocked += 1;
    keep(outcome.popupsBlocked, popup.url());
    void popup.close().catch(() => undefined);
  });
  let markReady: () => void = () => undefined;
  const ready = new Promise<'ready'>((resolve) => {
    markReady = () => { resolve('ready'); };
  });
  const pageState = { crashed: false };
  const crashed = new Promise<'crashed'>((resolve) => page.on('crash', () => {
    pageState.crashed = true;
    resolve('crashed');
  }));
  // Only the host page reports; the game's frame gets the binding too and is not listened to.
  await page.exposeBinding('inspectorReport', (source, kind: unknown, detail: unknown, id: unknown) => {
    if (source.frame !== page.mainFrame()) return;
    const requestId = typeof id === 'string' ? id : null;
    if (kind === 'sdk' && typeof detail === 'string') {
      sdkCalls.add({ type: detail, id: requestId, refusal: null });
      sdkLog.add(detail);
    }
    // The report shows a refused call with the code the game was sent: `load (refused)`.
    if (kind === 'refused' && typeof detail === 'string' && requestId !== null) {
      const call = sdkCalls.kept().reverse().find((kept) => kept.id === requestId && kept.refusal === null);
      if (call) call.refusal = detail.slice(0, 40);
    }
    if (kind === 'ready' && readyAt === null) {
      readyAt = elapsed();
      markReady();
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (/^Refused to /.test(text) || text.includes('Content Security Policy')) keep(cspViolations, text);
    else if (/^Blocked opening /.test(text) || text.includes("'allow-popups'")) {
      counts.popupsBlocked += 1;
      keep(outcome.popupsBlocked, text);
    }
    else if (message.type() === 'error') {
      keep(consoleErrors, text);
      anError(text);
    }
  });
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    keep(uncaughtExceptions, text);
    anError(text);
  });

  await page.goto(`${inspectorOrigin}/inspector/host.html`, { waitUntil: 'commit', timeout: readyTimeoutMs }).catch(() => undefined);
  let ended: InspectionRun['ended'] = await Promise.race([ready, crashed, delay(readyTimeoutMs - elapsed()).then(() => 'timeout' as const)]);
  if (ended === 'ready') await Promise.race([crashed, delay(settleMs)]);
  const gameFrame = page.frames().find((frame) => frame !== page.mainFrame());
  const limit = <T>(work: Promise<T>) => withTimeout(work, measureTimeoutMs);
  const scriptedPlay = ended === 'ready' && plan.scriptedPlay ? await Promise.race([playScripted(page, gameFrame, sdkLog, size, limit), crashed.then(() => null)]) : null;
  // A crash while settling or playing ends the run as crashed too.
  if (pageState.crashed) ended = 'crashed';
  // The heap is read after a forced collection: what the game holds, the same at every inspection,
  // not the garbage it has yet to free (issue 40: a reading before one blocked 1 time in 3).
  if (ended !== 'crashed' && gameFrame) await withTimeout(collectGarbage(context, page, gameFrame), measureTimeoutMs);
  const measured = ended === 'crashed' ? null : await withTimeout(gameFrame?.evaluate<{ firstPaintAt: number | null; heapBytes: number | null }>(frameMeasurements) ?? Promise.resolve(null), measureTimeoutMs);
  // A frame that cannot answer (a game spinning its thread) cannot be drawn either.
  const hung = ended === 'crashed' || (measured === null && gameFrame !== undefined);
  const screenshot = hung ? null : await withTimeout(page.screenshot({ type: 'jpeg', quality: 60, timeout: measureTimeoutMs }), measureTimeoutMs);
  return {
    ...outcome,
    run: {
      viewport,
      width: size.width,
      height: size.height,
      ended,
      readyMs: readyAt,
      firstPaintMs: measured?.firstPaintAt == null ? null : Math.max(0, Math.round(measured.firstPaintAt - startedAt)),
      ...loaded,
      heapBytes: measured?.heapBytes ?? null,
      consoleErrors: consoleErrors.kept(),
      uncaughtExceptions: uncaughtExceptions.kept(),
      cspViolations: cspViolations.kept(),
      sdkCalls: sdkCalls.kept().map((call) => (call.refusal === null ? call.type : `${call.type} (${call.refusal})`)),
      ...(FloodList.anyLeftOut(consoleErrors, uncaughtExceptions, cspViolations, sdkCalls)
        ? { leftOut: { consoleErrors: consoleErrors.leftOut, uncaughtExceptions: uncaughtExceptions.leftOut, cspViolations: cspViolations.leftOut, sdkCalls: sdkCalls.leftOut } }
        : {}),
      screenshot: screenshot ? `data:image/jpeg;base64,${screenshot.toString('base64')}` : null,
      ...(throttling > 1 ? { cpuThrottlingRate: throttling } : {}),
      ...(scriptedPlay ? { scriptedPlay } : {}),
    },
  };
}

/** A message of the game to the SDK host: its type, its request id, and the code of the host's refusal, if it refused it. */
interface SdkCall {
  type: string;
  id: string | null;
  refusal: string | null;
}

/** A run's messages as its first `keptFirst` and last `keptLast`, and how many came between them. */
class FloodList<Item> {
  private readonly first: Item[] = [];
  private last: Item[] = [];
  leftOut = 0;

  add(item: Item): void {
    if (this.first.length < keptFirst) {
      this.first.push(item);
      return;
    }
    this.last.push(item);
    if (this.last.length > keptLast) {
      this.last = this.last.slice(1);
      this.leftOut += 1;
    }
  }

  kept(): Item[] {
    return [...this.first, ...this.last];
  }

  static anyLeftOut(...lists: FloodList<unknown>[]): boolean {
    return lists.some((list) => list.leftOut > 0);
  }
}

/** A full garbage collection in the game frame's renderer (its own process when Chromium isolated it). */
async function collectGarbage(context: BrowserContext, page: Page, gameFrame: Frame): Promise<void> {
  const session = await context.newCDPSession(gameFrame).catch(() => context.newCDPSession(page));
  try {
    await session.send('HeapProfiler.collectGarbage');
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/**
 * Evaluated in the game's frame (a string: the server's code has no DOM types): its first paint
 * as a wall-clock time, and its JS heap.
 */
const frameMeasurements = `(() => {
  const paints = performance.getEntriesByType('paint');
  const paint = paints.find((entry) => entry.name === 'first-paint') ?? paints[0];
  return { firstPaintAt: paint ? performance.timeOrigin + paint.startTime : null, heapBytes: performance.memory ? performance.memory.usedJSHeapSize : null };
})()`;

/**
 * Answers one request of an inspector's page in-process: its host page (`hostPage`: the
 * inspection's, or a replay's), the SDK host's module, the version's files under the play CSP;
 * anything outside the inspector's origin is blocked and told to `outside`.
 */
export async function serveInspectorRequest(route: Route, files: BundleFiles, outside: (url: string) => void, count: (bytes: number) => void, hostPage: string = inspectorHostPage): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin !== inspectorOrigin) {
    outside(url.href.slice(0, 300));
    await route.abort('blockedbyclient');
    return;
  }
  if (url.pathname === '/inspector/host.html') {
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPage });
    return;
  }
  const hostModule = readHostModule(url.pathname);
  if (hostModule) {
    await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: hostModule });
    return;
  }
  const body = await gameFile(url.pathname, files);
  if (!body) {
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    return;
  }
  count(body.bytes.byteLength);
  await route.fulfill({
    status: 200,
    headers: {
      'content-type': body.type,
      'content-security-policy': contentSecurityPolicy,
      'permissions-policy': playPermissionsPolicy,
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(body.bytes),
  });
}

/** A file of the version, or the SDK the site serves beside every game. */
async function gameFile(pathname: string, files: BundleFiles): Promise<{ bytes: Uint8Array; type: string } | null> {
  if (pathname === gameSdkScriptPath || pathname === gameSdkV2ScriptPath) return { bytes: readGameSdkScript(pathname), type: 'text/javascript; charset=utf-8' };
  if (!pathname.startsWith(inspectedGamePath)) return null;
  const rest = decodeURIComponent(pathname.slice(inspectedGamePath.length));
  const path = rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest;
  const type = webFileTypeOf(path);
  if (type === null || path.split('/').some((segment) => segment === '..' || segment === '')) return null;
  const bytes = await files(path);
  return bytes ? { bytes, type } : null;
}

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)).unref());
}

/** The value, or null when it takes longer than `milliseconds` or fails. */
export async function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work.catch(() => null), new Promise<null>((resolve) => (timer = setTimeout(() => { resolve(null); }, milliseconds)))]);
  } finally {
    clearTimeout(timer);
  }
}
