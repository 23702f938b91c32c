import { useEffect, useState } from 'react';
import { forgetUnfinishedRun, readUnfinishedRun, type UnfinishedRun } from './unfinished-run.ts';

/**
 * The run this browser left unfinished (of `gameId` only, when given), to tell the player once: the
 * record goes as soon as a page has shown it. The setter is for a run the page itself sees left.
 */
export function useUnfinishedRun(gameId?: string): [UnfinishedRun | null, (run: UnfinishedRun | null) => void] {
  const [run, setRun] = useState<UnfinishedRun | null>(() => {
    const stored = readUnfinishedRun();
    return stored !== null && (gameId === undefined || stored.gameId === gameId) ? stored : null;
  });
  useEffect(() => {
    if (run) forgetUnfinishedRun(run.runId);
  }, [run]);
  return [run, setRun];
}
