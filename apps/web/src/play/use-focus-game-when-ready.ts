import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * Whether the focus is still where the stage put it while its game loaded (Back), or nowhere:
 * then the ready game may take it. Anywhere else the player moved it themselves (Mute, the result
 * sheet, the game), and it stays.
 */
export function focusAwaitsGame(active: Element | null, back: Element | null, body: Element | null): boolean {
  return active === null || active === body || active === back;
}

/**
 * Once the shown game is ready (`active`), the keyboard goes to it: the focus moves from Back
 * into the game's frame (Levels then focuses its Start), so arrow keys play without Tab first.
 * Never before ready (a frame still loading would swallow the keys), never away from what the
 * player chose, and in a task after the next paint, as the stage's other focus work
 * (use-stage-modal.ts): no part of the tap on Play.
 */
export function useFocusGameWhenReady(active: boolean, frame: RefObject<HTMLIFrameElement | null>, back: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    return afterNextPaint(() => {
      if (focusAwaitsGame(document.activeElement, back.current, document.body)) frame.current?.focus();
    });
  }, [active, frame, back]);
}
