import type { BrowserContext, BrowserContextOptions, CDPSession, Frame, Page } from '@playwright/test';

/**
 * The annotation of a test that needs a new browser context and tab: a first visit, with nothing
 * in the browser's cache (a budget on what a first visit fetches, say).
 */
export const freshTab = { type: 'fresh-tab', description: 'a new browser context and tab: a first visit, nothing cached' };

/**
 * One tab per worker and set of context options, reused from test to test. A new tab costs a
 * renderer process and a cold start of the site's code; a test's page loaded in a tab the site's
 * code already ran in costs half the CPU (docs/web/tests.md, "One tab per worker"). Between tests
 * the tab is left as a new one: no cookies, nothing stored, no history, no route, init script or
 * listener of the test's, the context's own viewport and media, on a blank page. What a test does
 * that cannot be undone (a binding exposed, Playwright's clock, a DevTools session of its own,
 * headers, permissions, geolocation, offline, timeouts) retires the tab or its context instead.
 */
export class TabPool {
  /** The most recently used first; a few, as a worker may alternate between a phone and a desktop spec. */
  private readonly entries: PoolEntry[] = [];

  constructor(
    /** Makes a context as the run's own `browser.newContext` does (the run's clock). */
    private readonly newContext: (options: BrowserContextOptions) => Promise<BrowserContext>,
    /** Made once for each new tab (the run's `page.goto`). */
    private readonly prepareTab: (tab: Page) => void,
  ) {}

  /** Whether a test with these context options can have a pooled tab: none that a reset would lose. */
  static canPool(options: BrowserContextOptions): boolean {
    return (
      (options.serviceWorkers ?? 'allow') === 'block' &&
      options.storageState === undefined &&
      (options.permissions?.length ?? 0) === 0 &&
      options.geolocation === undefined &&
      options.offline !== true &&
      options.extraHTTPHeaders === undefined &&
      options.httpCredentials === undefined &&
      options.recordHar === undefined &&
      options.recordVideo === undefined
    );
  }

  /** The context for a test with these options (its tab is `lease.page()`); give it back with `release`. */
  async lease(options: BrowserContextOptions): Promise<Lease> {
    const key = JSON.stringify(options);
    let entry = this.entries.find((candidate) => candidate.key === key);
    if (entry) this.entries.splice(this.entries.indexOf(entry), 1);
    else entry = new PoolEntry(key, options, await this.newContext(options), this.prepareTab);
    this.entries.unshift(entry);
    for (const retired of this.entries.splice(maxContexts)) await retired.close();
    return entry.lease();
  }

  async release(lease: Lease): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.owns(lease));
    if (!entry) return;
    // A reset that fails (a crashed tab, say) drops the entry: the next test gets new ones.
    const kept = await entry.reset().catch(() => false);
    if (!kept) {
      this.entries.splice(this.entries.indexOf(entry), 1);
      await entry.close();
    }
  }

  async close(): Promise<void> {
    for (const entry of this.entries.splice(0)) await entry.close();
  }
}

const maxContexts = 3;

export interface Lease {
  context: BrowserContext;
  page: () => Promise<Page>;
}

/** Page and context events a test may listen to; what it added is removed after it. */
const pageEvents = ['close', 'console', 'crash', 'dialog', 'domcontentloaded', 'download', 'filechooser', 'frameattached', 'framedetached', 'framenavigated', 'load', 'pageerror', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'websocket', 'worker'] as const;
const contextEvents = ['backgroundpage', 'close', 'console', 'dialog', 'page', 'request', 'requestfailed', 'requestfinished', 'response', 'serviceworker', 'weberror'] as const;

/** What a test did to the pooled context or tab that the reset must undo, or cannot. */
interface Marks {
  retireContext: string | null;
  retireTab: string | null;
  initScripts: { dispose: () => Promise<void> }[];
  viewportChanged: boolean;
  mediaChanged: boolean;
  origins: Set<string>;
}

const noMarks = (): Marks => ({ retireContext: null, retireTab: null, initScripts: [], viewportChanged: false, mediaChanged: false, origins: new Set() });

class PoolEntry {
  private tab: Page | null = null;
  private devTools: CDPSession | null = null;
  private marks: Marks = noMarks();
  private current: Lease | null = null;
  private closed = false;
  private readonly contextListeners: Map<string, Set<unknown>>;
  private pageListeners = new Map<string, Set<unknown>>();
  /** The context's own `newCDPSession`, for the pool's session with its tab (a test's retires the tab). */
  private readonly openDevTools: (target: Page | Frame) => Promise<CDPSession>;

  constructor(
    readonly key: string,
    private readonly options: BrowserContextOptions,
    private readonly context: BrowserContext,
    private readonly prepareTab: (tab: Page) => void,
  ) {
    context.on('close', () => {
      this.closed = true;
    });
    this.openDevTools = context.newCDPSession.bind(context);
    this.watchContext();
    this.contextListeners = listenersOf(context, contextEvents);
  }

  owns(lease: Lease): boolean {
    return this.current === lease;
  }

  lease(): Lease {
    this.marks = noMarks();
    const lease: Lease = { context: this.context, page: () => this.openTab() };
    this.current = lease;
    return lease;
  }

  private async openTab(): Promise<Page> {
    if (this.tab && !this.tab.isClosed()) return this.tab;
    const tab = await this.context.newPage();
    this.devTools = await this.openDevTools(tab);
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame() && frame.url().startsWith('http')) this.marks.origins.add(new URL(frame.url()).origin);
    });
    this.watchTab(tab);
    this.prepareTab(tab);
    this.pageListeners = listenersOf(tab, pageEvents);
    this.tab = tab;
    return tab;
  }

  /** Leaves the context and its tab as new for the next test; false when they cannot be (the entry is dropped). */
  async reset(): Promise<boolean> {
    this.current = null;
    if (this.closed || this.marks.retireContext !== null) return false;
    const tab = this.tab !== null && !this.tab.isClosed() ? this.tab : null;
    // Pages of the test's own (context.newPage, a popup), or a tab it closed, may have stored
    // anything anywhere: the context goes with them.
    if (this.context.pages().some((page) => page !== tab) || (tab === null && this.marks.origins.size > 0)) return false;
    for (const script of this.marks.initScripts) await script.dispose();
    removeAddedListeners(this.context, contextEvents, this.contextListeners);
    await this.context.unrouteAll({ behavior: 'ignoreErrors' });
    if (tab === null) {
      this.tab = null;
      await this.context.clearCookies();
      return true;
    }
    removeAddedListeners(tab, pageEvents, this.pageListeners);
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    const sessionCleared = await this.clearSessionStorage(tab);
    await tab.mainFrame().goto('about:blank');
    await this.context.clearCookies();
    await this.forgetOrigins();
    if (!sessionCleared || this.marks.retireTab !== null) {
      await this.closeTab(tab);
      return true;
    }
    if (this.marks.viewportChanged && this.options.viewport) await tab.setViewportSize(this.options.viewport);
    if (this.marks.mediaChanged) {
      await tab.emulateMedia({ media: null, colorScheme: this.options.colorScheme ?? 'light', reducedMotion: this.options.reducedMotion ?? 'no-preference', forcedColors: this.options.forcedColors ?? 'none', contrast: this.options.contrast ?? 'no-preference' });
    }
    // The pointer leaves the page, as in a new tab: nothing is hovered on the next test's first paint.
    await tab.mouse.move(-1, -1);
    return true;
  }

  /**
   * The tab's session storage (Telegram's launch parameters, say), which lives as long as the tab:
   * DevTools clears it only from a document of its origin, so while the tab is still on the one
   * origin it visited. False when it could not be cleared (the tab must go).
   */
  private async clearSessionStorage(tab: Page): Promise<boolean> {
    const [origin, ...more] = this.marks.origins;
    if (origin === undefined) return true;
    if (more.length > 0 || !tab.url().startsWith(`${origin}/`)) return false;
    return tab.mainFrame().evaluate(() => {
      sessionStorage.clear();
      return true;
    }).catch(() => false);
  }

  /** What the visited origins stored that outlives the tab (the cookies went with the context's), and the tab's history. */
  private async forgetOrigins(): Promise<void> {
    const devTools = this.devTools;
    if (devTools === null) return;
    for (const origin of this.marks.origins) {
      await devTools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,file_systems,shared_storage,storage_buckets,service_workers,websql' });
    }
    await devTools.send('Page.resetNavigationHistory');
  }

  private async closeTab(tab: Page): Promise<void> {
    this.tab = null;
    this.devTools = null;
    await tab.close();
  }

  async close(): Promise<void> {
    if (!this.closed) await this.context.close().catch(() => undefined);
  }

  /** Marks what a test does to the context that a reset cannot undo, and keeps its init scripts to remove. */
  private watchContext(): void {
    const context = this.context as unknown as Record<string, unknown>;
    for (const method of ['exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setGeolocation', 'setOffline', 'grantPermissions', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'setHTTPCredentials']) {
      wrap(context, method, () => {
        this.marks.retireContext = method;
      });
    }
    const clock = this.context.clock as unknown as Record<string, unknown>;
    for (const method of ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime']) {
      wrap(clock, method, () => {
        this.marks.retireContext = `clock.${method}`;
      });
    }
    this.context.newCDPSession = (page) => {
      if (page === this.tab) this.marks.retireTab = 'newCDPSession';
      return this.openDevTools(page);
    };
    this.keepInitScripts(this.context);
  }

  private watchTab(tab: Page): void {
    const page = tab as unknown as Record<string, unknown>;
    for (const method of ['exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout']) {
      wrap(page, method, () => {
        this.marks.retireTab = method;
      });
    }
    wrap(page, 'setViewportSize', () => {
      this.marks.viewportChanged = true;
    });
    wrap(page, 'emulateMedia', () => {
      this.marks.mediaChanged = true;
    });
    this.keepInitScripts(tab);
  }

  private keepInitScripts(target: Page | BrowserContext): void {
    const addInitScript = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<{ dispose: () => Promise<void> }>;
    (target as unknown as { addInitScript: (...args: unknown[]) => Promise<unknown> }).addInitScript = async (...args: unknown[]) => {
      const script = await addInitScript(...args);
      if (this.current !== null) this.marks.initScripts.push(script);
      return script;
    };
  }
}

/** Calls `before` each time the object's method is called, then the method. */
function wrap(target: Record<string, unknown>, method: string, before: () => void): void {
  const original = target[method];
  if (typeof original !== 'function') return;
  target[method] = (...args: unknown[]) => {
    before();
    return (original as (...args: unknown[]) => unknown).apply(target, args);
  };
}

interface Emitter {
  listeners: (event: string) => unknown[];
  off: (event: string, listener: (...args: unknown[]) => void) => unknown;
}

function listenersOf(target: Page | BrowserContext, events: readonly string[]): Map<string, Set<unknown>> {
  const emitter = target as unknown as Emitter;
  return new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
}

function removeAddedListeners(target: Page | BrowserContext, events: readonly string[], kept: Map<string, Set<unknown>>): void {
  const emitter = target as unknown as Emitter;
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!kept.get(event)?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
}
