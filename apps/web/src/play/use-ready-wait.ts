import { useEffect, useState } from 'react';
import { trackEvent } from '../analytics/analytics.ts';
import { reportReadyTimeout } from './report-ready-timeout.ts';

/** How long the loading screen waits for the game's `ready` before offering to show the game anyway. */
const slowLoadMs = 15_000;
/** How long it waits before showing the game anyway, unasked (the game SDK's README says so). */
const readyTimeoutMs = 30_000;

export interface ReadyWait {
  /** The wait is long: the player may show the game anyway. */
  slow: boolean;
  /** The game is shown without its ready (asked, or after the whole wait). */
  uncovered: boolean;
  uncover: () => void;
}

/**
 * A game that never says `ready` (broken, or made without the SDK) is not hidden for ever: while
 * `waiting` (the stage is shown and its game not ready: the wait counts from Play), the player
 * may show it after 15 s, and it is shown after 30 s; then its maker is told, when `reportable`
 * (a player's own stage, not a moderator's review).
 */
export function useReadyWait(waiting: boolean, gameId: string, reportable: () => boolean): ReadyWait {
  const [slow, setSlow] = useState(false);
  const [uncovered, setUncovered] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setSlow(true);
    }, slowLoadMs);
    const uncover = setTimeout(() => {
      setUncovered(true);
      trackEvent('game_ready_timeout', { game: gameId });
      if (reportable()) reportReadyTimeout(gameId);
    }, readyTimeoutMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(uncover);
    };
  }, [waiting, gameId, reportable]);
  return {
    slow,
    uncovered,
    uncover: () => {
      setUncovered(true);
    },
  };
}
