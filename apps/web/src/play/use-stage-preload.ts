import { useEffect, useState } from 'react';
import { whenIdleAfterPaint } from './after-next-paint.ts';
import { hasShownPaintedStage } from './painted-play.ts';
import { whenPageLoaded } from './when-page-loaded.ts';

/** A browser that asked to save data (Chrome's Lite mode, a data saver): nothing is loaded ahead. */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** A return visit: the site's service worker serves the page, its files are in the browser. */
function isReturnVisit(): boolean {
  // An insecure origin has no serviceWorker at all.
  return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
}

/**
 * Whether the game page loads its game's stage ahead of Play (docs/web/behaviour.md#game-page-and-stage): once `ready` (Play is interactive and what the frame's URL depends on is known), after
 * the page has painted and gone idle, so the preload never delays the page. On a first visit
 * (issue 37) the page's own files still come over the network and its code is still compiled: the
 * game waits for the page's load event as well, and for an idle main thread without the short
 * deadline, so it never competes with the page for the network or the CPU. `session` counts the
 * stages opened: each closed stage's game is gone, and the next one is loaded anew the same way.
 */
export function useStagePreload(ready: boolean, session: number): boolean {
  const [preloadedSession, setPreloadedSession] = useState<number | null>(null);
  useEffect(() => {
    if (!ready || preloadedSession === session || savesData()) return;
    const preload = (): void => {
      // index.html's stage already loads the game, for the tap the page is about to do: its frame
      // is the one the stage adopts, and a second one would be shown instead (painted-play.ts). A
      // game index.html loads ahead, hidden, is adopted by the stage preloaded here.
      if (hasShownPaintedStage()) return;
      setPreloadedSession(session);
    };
    if (isReturnVisit()) return whenIdleAfterPaint(preload);
    let cancelIdle: (() => void) | undefined;
    const cancelLoad = whenPageLoaded(() => {
      cancelIdle = whenIdleAfterPaint(preload, firstVisitIdleDeadline);
    });
    return () => {
      cancelLoad();
      cancelIdle?.();
    };
  }, [ready, session, preloadedSession]);
  return preloadedSession === session;
}

/** How long a first visit's preload waits at most for an idle main thread once the page has loaded. */
const firstVisitIdleDeadline = 3000;
