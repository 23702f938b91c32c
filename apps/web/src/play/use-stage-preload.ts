import { useEffect, useState } from 'react';
import { whenIdleAfterPaint } from './after-next-paint.ts';

/** A browser that asked to save data (Chrome's Lite mode, a data saver): nothing is loaded ahead. */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Whether the game page loads its game's stage ahead of Play (apps/web/README.md, "Game page and
 * stage"): once `ready` (Play is interactive and what the frame's URL depends on is known), after
 * the page has painted and gone idle, so the preload never delays the page. `session` counts the
 * stages opened: each closed stage's game is gone, and the next one is loaded anew the same way.
 */
export function useStagePreload(ready: boolean, session: number): boolean {
  const [preloadedSession, setPreloadedSession] = useState<number | null>(null);
  useEffect(() => {
    if (!ready || preloadedSession === session || savesData()) return;
    return whenIdleAfterPaint(() => {
      setPreloadedSession(session);
    });
  }, [ready, session, preloadedSession]);
  return preloadedSession === session;
}
