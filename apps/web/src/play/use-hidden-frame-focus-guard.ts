import { useEffect, type RefObject } from 'react';

/**
 * A game loaded ahead of Play may focus its own elements as it starts (Levels focuses its start
 * button), and a frame's document takes the focus even when the frame is `inert`. While the stage
 * is hidden, focus the game takes is handed back at once to what had it before, so a keyboard or
 * screen reader user never lands in a game they cannot see.
 */
export function useHiddenFrameFocusGuard(hidden: boolean, frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    if (!hidden) return;
    let before: Element | null = document.activeElement === frame.current ? null : document.activeElement;
    const remember = (event: FocusEvent): void => {
      if (event.target instanceof Element && event.target !== frame.current) before = event.target;
    };
    const giveBack = (): void => {
      if (document.activeElement !== frame.current || frame.current === null) return;
      const target = before instanceof HTMLElement && before.isConnected ? before : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
    // The window's blur comes as the focus leaves for the frame; the frame is active a moment after.
    const onBlur = (): void => void setTimeout(giveBack, 0);
    document.addEventListener('focusin', remember);
    document.addEventListener('focusin', giveBack);
    window.addEventListener('blur', onBlur);
    giveBack();
    return () => {
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusin', giveBack);
      window.removeEventListener('blur', onBlur);
    };
  }, [hidden, frame]);
}
