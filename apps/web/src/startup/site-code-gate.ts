/** What the gate reads of the page and keeps on it; `window` in the browser. */
export type SiteCodeGateWindow = Pick<Window, 'setTimeout' | 'addEventListener' | 'removeEventListener' | 'requestAnimationFrame'> & {
  /** Older browsers have none, or none of its `supportedEntryTypes`. */
  PerformanceObserver?: { readonly supportedEntryTypes?: readonly string[] } & (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  localStorage: Pick<Storage, 'getItem'>;
  navigator: { serviceWorker?: { controller: unknown }; connection?: { saveData?: boolean } };
  document: { documentElement: Pick<Element, 'hasAttribute'>; visibilityState: DocumentVisibilityState };
  performance: Pick<Performance, 'now'>;
  siteWhenCodeMayLoad?: SiteWhenCodeMayLoad;
  siteReleaseCode?: () => void;
};

/**
 * Runs `load` now, or once the site's code may load. `beforePaint`: the load may come before the
 * painted home page's first contentful paint (the entry's small files and the texts, which the
 * long wait for the renderer would otherwise leave idle); a game going first holds it still.
 */
export type SiteWhenCodeMayLoad = (load: () => void, options?: { beforePaint?: boolean }) => void;

/**
 * How long after the navigation's start the site's code waits for a game loaded ahead at most
 * (ms): a game whose frame never says it is ready keeps the live page from nobody for longer.
 */
export const siteCodeHoldLimitMs = 2500;

/**
 * Runs inline in `<head>`, after the preview gate has marked the page (the build inlines its
 * source, so it must not use anything outside itself). On a first visit to a game's page by a
 * signed-in player, the game's own files go first (issue 37, docs/web/start-up.md): the page that
 * index.html paints has a Play that works and loads that player's game ahead
 * (src/play/painted-play.ts), and on a slow phone the game's frame shared the network and the
 * CPU with the site's code (its renderer, 110 kB of gzip), which arrived first and held the
 * game's first screen back by about 0.5 s. So, there, the site's code waits (the loads queued
 * with `siteWhenCodeMayLoad`, main.tsx's among them) until the painted page releases it
 * (`siteReleaseCode`): once its game says it is ready or its frame has loaded, or once it will
 * load no game; at the latest `siteCodeHoldLimitMs` after the navigation; or at once when the
 * player reaches for anything on the page but Play and its stage, which only the live page
 * answers. Not held: anywhere else, for a visitor, where the site's code is already in the
 * browser (its service worker controls the page), or for a browser saving data (which loads no
 * game ahead).
 *
 * Where index.html paints the home page (`data-home-preview`), the site's code is asked for once
 * that page's first frame is on the screen (its first contentful paint), at the latest a second
 * after the gate ran, never before, except the loads marked `beforePaint` (the entry's small files
 * and the texts, ~50 kB): the first frame needs none of it, and
 * code that came in before it was compiled and run ahead of it on a slow phone's main thread.
 * Lighthouse's estimate of `/`'s largest paint also counts every file that arrived before the
 * frame it saw (2.05 s instead of 0.7–1.2 s: docs/web/start-up.md, "The home page's first frame
 * first"). A hidden page draws no frame: there, nothing waits.
 */
export function gateSiteCode(holdLimitMs: number, page: SiteCodeGateWindow = window): void {
  const queued: (() => void)[] = [];
  const root = page.document.documentElement;
  let beforeFirstFrame = root.hasAttribute('data-home-preview') && page.document.visibilityState === 'visible';
  let held = false;
  try {
    held = root.hasAttribute('data-game-preview') && page.localStorage.getItem('site.signedIn') === '1' && !page.navigator.serviceWorker?.controller && page.navigator.connection?.saveData !== true;
  } catch {
    // Storage refused: as a visitor, nothing held.
  }
  page.siteWhenCodeMayLoad = (load, options) => {
    if (held || (beforeFirstFrame && options?.beforePaint !== true)) queued.push(load);
    else load();
  };
  if (beforeFirstFrame) {
    // At the latest a second after the gate ran (a constant here: the build inlines this function alone).
    const firstFrameLimitMs = 1000;
    let paints: Pick<PerformanceObserver, 'observe' | 'disconnect'> | null = null;
    const startCode = (): void => {
      if (!beforeFirstFrame) return;
      beforeFirstFrame = false;
      paints?.disconnect();
      for (const load of queued.splice(0)) load();
    };
    page.setTimeout(startCode, firstFrameLimitMs);
    // The first contentful paint's entry comes once its frame is on the screen (a task after the
    // frame's callbacks can come before that); without paint timing, that task. A browser that
    // refuses either: at once, as before the gate waited.
    try {
      if (page.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
        paints = new page.PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) startCode();
        });
        paints.observe({ type: 'paint', buffered: true });
      } else {
        page.requestAnimationFrame(() => page.setTimeout(startCode, 0));
      }
    } catch {
      startCode();
    }
  }
  const reach = (event: Event): void => {
    const target = event.target as Partial<Element> | null;
    if (!target?.closest?.('.game-page__play, [data-painted-stage]')) release();
  };
  const release = (): void => {
    if (!held) return;
    held = false;
    page.removeEventListener('pointerdown', reach, true);
    page.removeEventListener('keydown', reach, true);
    for (const load of queued.splice(0)) load();
  };
  page.siteReleaseCode = release;
  if (!held) return;
  page.addEventListener('pointerdown', reach, true);
  page.addEventListener('keydown', reach, true);
  page.setTimeout(release, Math.max(0, holdLimitMs - page.performance.now()));
}

/** Resolves when the site's code may load (at once where index.html's gate does not hold it, or where there is none, as in development). */
export function whenSiteCodeMayLoad(page: SiteCodeGateWindow = window): Promise<void> {
  return new Promise((resolve) => {
    if (page.siteWhenCodeMayLoad) page.siteWhenCodeMayLoad(resolve);
    else resolve();
  });
}
