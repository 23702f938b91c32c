import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stageEntryStep } from './stage-entry-step.ts';

/** What the stage's own history entry carries (on top of the game page's URL). */
interface StageEntryState {
  gameStage: true;
}

function isStageEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<StageEntryState>).gameStage === true;
}

export interface StageHistory {
  open: boolean;
  /**
   * Play's tap: the stage's history entry goes into the browser's history at once, before anything
   * renders, so that a Back taken at any moment after the tap closes the stage instead of leaving
   * the page.
   */
  announceOpening: () => void;
  /** Opens the stage (in the render that follows the tap), and the router takes up its entry. */
  openStage: () => void;
  /** Back, Escape, the stage's Back button, Telegram's Back: closes the stage, or asks first while a run is in progress. */
  requestClose: () => void;
  /** The player is being asked whether to leave the run in progress. */
  asking: boolean;
  keepPlaying: () => void;
  /** The player chose to leave the run in progress: the stage closes. */
  leaveRun: () => void;
}

/**
 * The key of the history entry whose stage Play opened in this document and nothing has closed
 * since. Kept outside the page's state: a page made again (an error boundary, a query's loading
 * state, a new component type above it) loses its state, and the stage the player asked for must
 * not go with it. A reload starts without it, so a reloaded stage entry is dropped.
 */
let liveStageEntry: string | null = null;

/**
 * The stage's entry as React Router's BrowserRouter keeps its entries in `history.state` (its
 * `usr`, `key` and `idx`), so that the router reads the entry pushed at Play's tap as one of its own
 * (a Forward or a reload to it) and goes on counting from it when it takes the entry up.
 */
function stageEntryState(current: unknown): { usr: StageEntryState; key: string; idx: number } {
  const index = typeof current === 'object' && current !== null ? (current as { idx?: unknown }).idx : undefined;
  return { usr: { gameStage: true }, key: Math.random().toString(36).slice(2, 10), idx: typeof index === 'number' ? index + 1 : 1 };
}

/**
 * The game stage as a history entry: Play's tap pushes an entry with the same URL, Back (the
 * browser's, Android's gesture) pops it and closes the stage instead of leaving the page. While a
 * run is in progress, Back is taken back (the entry is pushed again) and the player is asked; so
 * is every other way out of the stage, and the tab's unload (the browser's own question).
 */
export function useStageHistory({ runInProgress, onClosed }: { runInProgress: boolean; onClosed: () => void }): StageHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  // Set once the player has chosen to leave, so the Back that follows is not asked about again.
  const leaving = useRef(false);
  // From Play's tap until the router shows the stage's entry: the browser has the entry, the page
  // does not know it yet, and a Back in between pops it with nothing to tell the page but the
  // browser's `popstate` (stopListening removes that listener).
  const opening = useRef(false);
  const stopListening = useRef<() => void>(() => undefined);
  const entryIsStage = isStageEntry(location.state);
  const closedRef = useRef(onClosed);
  useEffect(() => {
    closedRef.current = onClosed;
  }, [onClosed]);

  const reopenEntry = useCallback(() => {
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state: { gameStage: true } satisfies StageEntryState });
  }, [navigate, location.pathname, location.search, location.hash]);

  const closeStage = useCallback((): void => {
    liveStageEntry = null;
    opening.current = false;
    stopListening.current();
    leaving.current = false;
    setAsking(false);
    setOpen(false);
    closedRef.current();
  }, []);

  useEffect(() => {
    if (entryIsStage && opening.current) {
      opening.current = false;
      stopListening.current();
    }
    if (entryIsStage && open) liveStageEntry = location.key;
    const entryIsLive = entryIsStage && liveStageEntry === location.key;
    const step = stageEntryStep({ entryIsStage, entryIsLive, open, opening: opening.current, runInProgress, leaving: leaving.current });
    if (step === 'reopen') {
      // The page was made again while its stage was open: Play's stage opens again (its game loads anew).
      setOpen(true);
    } else if (step === 'drop') {
      // A stage entry with no stage (a reload, a session restore, Forward): the game that was in
      // it is gone, so it becomes a plain entry of the page.
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
    } else if (step === 'ask') {
      reopenEntry();
      setAsking(true);
    } else if (step === 'close') {
      closeStage();
    }
    // Only a change of entry decides; `open` follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryIsStage, location.key]);

  useEffect(() => {
    if (!open || !runInProgress) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [open, runInProgress]);
  useEffect(
    () => () => {
      stopListening.current();
    },
    [],
  );

  // The push is the browser's alone (no render: the tap's interaction to next paint is the stage's,
  // issue 37); the router takes the entry up in openStage, in the render that opens the stage, so
  // that the entry and the open stage arrive in one commit.
  const announceOpening = useCallback(() => {
    leaving.current = false;
    opening.current = true;
    stopListening.current();
    window.history.pushState(stageEntryState(window.history.state), '', window.location.href);
    const onEarlyBack = (): void => {
      if (opening.current) closeStage();
    };
    window.addEventListener('popstate', onEarlyBack);
    stopListening.current = () => {
      window.removeEventListener('popstate', onEarlyBack);
    };
  }, [closeStage]);

  const openStage = useCallback(() => {
    setAsking(false);
    setOpen(true);
    if (opening.current) void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: { gameStage: true } satisfies StageEntryState });
  }, [navigate, location.pathname, location.search, location.hash]);

  const close = useCallback(() => {
    if (isStageEntry(location.state)) {
      void navigate(-1);
      return;
    }
    // A way out taken at once after Play (Escape or Telegram's Back on a busy phone), before the
    // router shows the stage's entry: the browser's current entry is the stage's all the same, and
    // popping it closes the stage (announceOpening's `popstate` listener).
    if (opening.current) window.history.back();
  }, [location.state, navigate]);

  const requestClose = useCallback(() => {
    if (runInProgress && !leaving.current) {
      setAsking(true);
      return;
    }
    close();
  }, [runInProgress, close]);

  const keepPlaying = useCallback(() => {
    setAsking(false);
  }, []);

  const leaveRun = useCallback(() => {
    leaving.current = true;
    close();
  }, [close]);

  return { open, announceOpening, openStage, requestClose, asking, keepPlaying, leaveRun };
}
