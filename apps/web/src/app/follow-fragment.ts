import { fragmentIdOf } from './fragment-id.ts';

/** How long a navigation's fragment is waited for and kept in view: pages load lazily and their data comes later. */
export const fragmentWaitMs = 10_000;

/** What a person does to move on their own: from then on the page is theirs. */
const ownMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the element a navigation's `#fragment` (`hash`) names to the top of the view and gives
 * it the focus, once it is rendered: at once when it is there, else when it appears (a
 * MutationObserver, no polling). Content above it that arrives later (sections whose data comes
 * after) would push it down, so it is kept at the top while the page grows. All of it ends when
 * the person scrolls, taps or types, after `waitMs`, or when the returned function is called,
 * whichever comes first. `onEnd` hears an end that was not asked for (the wait over, or taken
 * over by the person).
 */
export function followFragment(hash: string, { waitMs = fragmentWaitMs, onEnd }: { waitMs?: number; onEnd?: () => void } = {}): () => void {
  const id = fragmentIdOf(hash) ?? '';
  const stops: (() => void)[] = [];
  const stop = (): void => {
    for (const undo of stops.splice(0)) undo();
  };
  const end = (): void => {
    if (stops.length === 0) return;
    stop();
    onEnd?.();
  };

  const arrive = (target: HTMLElement): void => {
    const place = (): void => {
      if (target.isConnected) target.scrollIntoView({ block: 'start' });
    };
    // A heading or section is not focusable by itself: made so for scripts only, never a tab stop.
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    place();
    target.focus({ preventScroll: true });
    const growth = new ResizeObserver(place);
    growth.observe(document.body);
    stops.push(() => {
      growth.disconnect();
    });
  };

  if (id === '') {
    onEnd?.();
    return stop;
  }
  const found = document.getElementById(id);
  if (found) arrive(found);
  else {
    const watch = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      watch.disconnect();
      arrive(target);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    stops.push(() => {
      watch.disconnect();
    });
  }

  const timer = setTimeout(end, waitMs);
  stops.push(() => {
    clearTimeout(timer);
  });
  for (const type of ownMoves) {
    window.addEventListener(type, end, { capture: true, passive: true });
    stops.push(() => {
      window.removeEventListener(type, end, { capture: true });
    });
  }
  return stop;
}
