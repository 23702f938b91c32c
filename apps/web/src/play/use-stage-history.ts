import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterNextPaint } from './after-next-paint.ts';
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
  /** Opens the stage in a history entry of its own, so Back closes it and stays on the page. */
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
 * The game stage as a history entry: opening it pushes an entry with the same URL, Back (the
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
  // Between Play and the router's answer to the push, the page entry is still current: not a Back.
  const opening = useRef(false);
  // Cancels the stage entry's push still waiting for the stage's paint (the page going away).
  const cancelPush = useRef<() => void>(() => undefined);
  // Play pushes the stage's entry only after the stage has painted, and the router's location
  // follows a render later still: a way out taken in between is kept for the entry's arrival.
  const entryPushed = useRef(false);
  const backOnArrival = useRef(false);
  const entryIsStage = isStageEntry(location.state);
  const closedRef = useRef(onClosed);
  useEffect(() => {
    closedRef.current = onClosed;
  }, [onClosed]);

  const reopenEntry = useCallback(() => {
    entryPushed.current = true;
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state: { gameStage: true } satisfies StageEntryState });
  }, [navigate, location.pathname, location.search, location.hash]);

  const closeStage = (): void => {
    liveStageEntry = null;
    entryPushed.current = false;
    backOnArrival.current = false;
    leaving.current = false;
    setAsking(false);
    setOpen(false);
    closedRef.current();
  };

  useEffect(() => {
    if (entryIsStage) opening.current = false;
    if (entryIsStage && backOnArrival.current) {
      backOnArrival.current = false;
      void navigate(-1);
      return;
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

  // Play's count: each opening pushes the stage's entry once `open` has been committed.
  const [openings, setOpenings] = useState(0);
  const pushOnOpen = useRef(false);
  const openStage = useCallback(() => {
    leaving.current = false;
    opening.current = true;
    pushOnOpen.current = true;
    setAsking(false);
    setOpen(true);
    setOpenings((count) => count + 1);
  }, []);
  // The entry is pushed once the stage has painted: the push and the router's render after it are
  // no part of the tap on Play (its interaction to next paint). And only after `open` is committed:
  // Play may open the stage in a transition (game-page.tsx), and an entry arriving before it would
  // look like a stage entry with no stage (a reload), which is dropped.
  useEffect(() => {
    if (!pushOnOpen.current) return;
    pushOnOpen.current = false;
    cancelPush.current = afterNextPaint(reopenEntry);
    // Only a new opening pushes; reopenEntry changes with every location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openings]);
  useEffect(
    () => () => {
      cancelPush.current();
    },
    [],
  );

  const close = useCallback(() => {
    if (isStageEntry(location.state)) {
      void navigate(-1);
      return;
    }
    // A way out taken at once after Play (Escape or Telegram's Back on a busy phone), before the
    // router shows the stage's entry: once it does, or, not pushed yet, the stage closes here.
    if (!opening.current) return;
    if (entryPushed.current) {
      backOnArrival.current = true;
      return;
    }
    cancelPush.current();
    pushOnOpen.current = false;
    opening.current = false;
    closeStage();
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

  return { open, openStage, requestClose, asking, keepPlaying, leaveRun };
}
