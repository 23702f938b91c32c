import { describe, expect, it } from 'vitest';
import { gateSiteCode, whenSiteCodeMayLoad, type SiteCodeGateWindow } from './site-code-gate.ts';

interface PageState {
  gamePreview?: boolean;
  homePreview?: boolean;
  hidden?: boolean;
  /** Whether the browser has paint timing (PerformanceObserver's `paint` entries). */
  paintTiming?: boolean;
  signedIn?: boolean;
  controlled?: boolean;
  saveData?: boolean;
  storageThrows?: boolean;
  /** performance.now() when the gate runs. */
  now?: number;
}

/** A page in `state` with the gate run on it: its listeners, its one timer, and what it queued and released. */
function gatedPage({ gamePreview = true, homePreview = false, hidden = false, paintTiming = false, signedIn = true, controlled = false, saveData = false, storageThrows = false, now = 300 }: PageState = {}) {
  const listeners = new Map<string, (event: Event) => void>();
  const timers: { run: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const paintObservers: { callback: PerformanceObserverCallback; observing: boolean }[] = [];
  class FakePaintObserver {
    static readonly supportedEntryTypes = ['paint', 'resource'];
    private readonly own: { callback: PerformanceObserverCallback; observing: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.own = { callback, observing: false };
      paintObservers.push(this.own);
    }
    observe(options: PerformanceObserverInit): void {
      this.own.observing = options.type === 'paint' && options.buffered === true;
    }
    disconnect(): void {
      this.own.observing = false;
    }
  }
  /** The browser's paint entries reaching the observers still observing. */
  const paint = (name: string): void => {
    for (const observer of paintObservers.filter((candidate) => candidate.observing)) {
      observer.callback({ getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
    }
  };
  const page: SiteCodeGateWindow = {
    ...(paintTiming ? { PerformanceObserver: FakePaintObserver as unknown as SiteCodeGateWindow['PerformanceObserver'] } : {}),
    document: {
      documentElement: { hasAttribute: (name: string) => (gamePreview && name === 'data-game-preview') || (homePreview && name === 'data-home-preview') },
      visibilityState: hidden ? 'hidden' : 'visible',
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(16)),
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new DOMException('The operation is insecure.', 'SecurityError');
        return signedIn && key === 'site.signedIn' ? '1' : null;
      },
    },
    navigator: { serviceWorker: { controller: controlled ? {} : null }, connection: { saveData } },
    performance: { now: () => now },
    setTimeout: ((run: () => void, delay: number) => timers.push({ run, delay })) as unknown as Window['setTimeout'],
    addEventListener: ((type: string, listener: (event: Event) => void) => listeners.set(type, listener)) as Window['addEventListener'],
    removeEventListener: ((type: string) => listeners.delete(type)) as Window['removeEventListener'],
  };
  gateSiteCode(2500, page);
  let opened = false;
  void whenSiteCodeMayLoad(page).then(() => (opened = true));
  const loaded: string[] = [];
  const queue = (name: string): void => {
    page.siteWhenCodeMayLoad?.(() => loaded.push(name));
  };
  /** Whether the site's code may load, once the gate's promise has had its turn. */
  const mayLoad = async (): Promise<boolean> => {
    await Promise.resolve();
    await Promise.resolve();
    return opened;
  };
  const reach = (type: 'pointerdown' | 'keydown', selector: string | null): void => {
    listeners.get(type)?.({ target: { closest: (asked: string) => (selector !== null && asked.includes(selector) ? {} : null) } } as unknown as Event);
  };
  return { page, listeners, timers, frames, paint, paintObservers, loaded, queue, mayLoad, reach };
}

describe('gateSiteCode', () => {
  it("holds the site's code on a signed-in player's first visit to a game's page, and lets it load, in order, once released", async () => {
    const { page, loaded, queue, mayLoad } = gatedPage();
    queue('renderer');
    queue('game page');
    expect(loaded).toEqual([]);
    expect(await mayLoad()).toBe(false);
    page.siteReleaseCode?.();
    expect(loaded).toEqual(['renderer', 'game page']);
    expect(await mayLoad()).toBe(true);
    // Released once: what comes later loads at once, and a second release changes nothing.
    queue('later');
    page.siteReleaseCode?.();
    expect(loaded).toEqual(['renderer', 'game page', 'later']);
  });

  it('holds nothing for a visitor, where the service worker has the code, for a browser saving data, off a painted game page, or without storage', async () => {
    const cases: PageState[] = [{ signedIn: false }, { controlled: true }, { saveData: true }, { gamePreview: false }, { storageThrows: true }];
    for (const state of cases) {
      const { loaded, queue, mayLoad, timers, listeners } = gatedPage(state);
      queue('renderer');
      expect(loaded, JSON.stringify(state)).toEqual(['renderer']);
      expect(await mayLoad(), JSON.stringify(state)).toBe(true);
      expect(timers, JSON.stringify(state)).toEqual([]);
      expect(listeners.size, JSON.stringify(state)).toBe(0);
    }
  });

  it("lets the code load at the latest 2.5 s after the navigation's start", async () => {
    const { timers, loaded, queue, mayLoad } = gatedPage({ now: 400 });
    queue('renderer');
    expect(timers.map((timer) => timer.delay)).toEqual([2100]);
    timers[0]?.run();
    expect(loaded).toEqual(['renderer']);
    expect(await mayLoad()).toBe(true);
    // A page that took longer than that to run the gate: at once.
    expect(gatedPage({ now: 4000 }).timers.map((timer) => timer.delay)).toEqual([0]);
  });

  it('lets the code load when the player reaches for anything but Play and its stage, and stops listening then', async () => {
    const { reach, loaded, queue, mayLoad, listeners } = gatedPage();
    queue('renderer');
    reach('pointerdown', '.game-page__play');
    reach('keydown', '[data-painted-stage]');
    expect(loaded).toEqual([]);
    reach('keydown', null);
    expect(loaded).toEqual(['renderer']);
    expect(await mayLoad()).toBe(true);
    expect(listeners.size).toBe(0);
  });
});

describe('gateSiteCode on the home page index.html paints', () => {
  it("asks for the site's code once the painted page's first contentful paint is on the screen, in order, then at once", async () => {
    const { paint, paintObservers, frames, loaded, queue, mayLoad } = gatedPage({ gamePreview: false, homePreview: true, paintTiming: true });
    queue('renderer');
    queue('home page');
    paint('first-paint');
    expect(loaded).toEqual([]);
    expect(await mayLoad()).toBe(false);
    paint('first-contentful-paint');
    expect(loaded).toEqual(['renderer', 'home page']);
    expect(await mayLoad()).toBe(true);
    expect(paintObservers.map((observer) => observer.observing)).toEqual([false]);
    expect(frames).toEqual([]);
    queue('later');
    expect(loaded).toEqual(['renderer', 'home page', 'later']);
  });

  it('lets a load marked as coming before the paint in at once, and holds it where a game goes first', () => {
    const home = gatedPage({ gamePreview: false, homePreview: true, paintTiming: true });
    home.page.siteWhenCodeMayLoad?.(() => home.loaded.push('entry'), { beforePaint: true });
    home.queue('renderer');
    expect(home.loaded).toEqual(['entry']);
    home.paint('first-contentful-paint');
    expect(home.loaded).toEqual(['entry', 'renderer']);

    const game = gatedPage();
    game.page.siteWhenCodeMayLoad?.(() => game.loaded.push('entry'), { beforePaint: true });
    expect(game.loaded).toEqual([]);
    game.page.siteReleaseCode?.();
    expect(game.loaded).toEqual(['entry']);
  });

  it('without paint timing, asks for it in a task after the first frame', () => {
    const { frames, timers, loaded, queue } = gatedPage({ gamePreview: false, homePreview: true });
    queue('renderer');
    expect(frames).toHaveLength(1);
    frames[0]?.();
    // The frame's callback runs before the frame is drawn: still waiting.
    expect(loaded).toEqual([]);
    const afterFrame = timers.find((timer) => timer.delay === 0);
    afterFrame?.run();
    expect(loaded).toEqual(['renderer']);
  });

  it('asks for it at once where the browser refuses to observe paints, or has observers without their entry types', () => {
    class RefusingObserver {
      static readonly supportedEntryTypes = ['paint'];
      observe(): void {
        throw new TypeError('The entry type is not supported.');
      }
      disconnect(): void {
        // Nothing observed.
      }
    }
    const refusing = gatedPage({ gamePreview: false, homePreview: true });
    refusing.page.PerformanceObserver = RefusingObserver as unknown as SiteCodeGateWindow['PerformanceObserver'];
    gateSiteCode(2500, refusing.page);
    refusing.queue('renderer');
    expect(refusing.loaded).toEqual(['renderer']);

    const older = gatedPage({ gamePreview: false, homePreview: true });
    // An observer from before `supportedEntryTypes`.
    older.page.PerformanceObserver = function OlderObserver() {
      // Never constructed here.
    } as unknown as SiteCodeGateWindow['PerformanceObserver'];
    gateSiteCode(2500, older.page);
    older.queue('renderer');
    expect(older.loaded).toEqual([]);
    expect(older.frames.length).toBeGreaterThan(0);
  });

  it('asks for it a second after the gate ran when no paint has come by then, once', () => {
    const { paint, timers, loaded, queue } = gatedPage({ gamePreview: false, homePreview: true, paintTiming: true });
    queue('renderer');
    expect(timers.map((timer) => timer.delay)).toEqual([1000]);
    timers[0]?.run();
    expect(loaded).toEqual(['renderer']);
    paint('first-contentful-paint');
    expect(loaded).toEqual(['renderer']);
  });

  it('waits for no frame on a hidden page, which draws none, nor where the home is not painted', async () => {
    for (const state of [{ gamePreview: false, homePreview: true, hidden: true }, { gamePreview: false, homePreview: false }]) {
      const { frames, timers, loaded, queue, mayLoad } = gatedPage(state);
      queue('renderer');
      expect(loaded, JSON.stringify(state)).toEqual(['renderer']);
      expect(await mayLoad(), JSON.stringify(state)).toBe(true);
      expect(frames, JSON.stringify(state)).toEqual([]);
      expect(timers, JSON.stringify(state)).toEqual([]);
    }
  });
});

describe('whenSiteCodeMayLoad', () => {
  it('resolves at once on a page without the gate (development)', async () => {
    await expect(whenSiteCodeMayLoad({} as SiteCodeGateWindow)).resolves.toBeUndefined();
  });
});
