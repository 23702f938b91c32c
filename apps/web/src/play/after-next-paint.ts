/**
 * Runs `task` in a task of its own after the next frame has been painted: work that must not
 * delay what a tap shows (the tap's interaction to next paint ends with that frame). Returns a
 * function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `task` once the page has painted and its main thread is idle (at the latest `timeout` ms later); returns a function that cancels it. */
export function whenIdleAfterPaint(task: () => void, timeout = 1000): () => void {
  let idle: number | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const cancelPaint = afterNextPaint(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout });
    else fallback = setTimeout(task, 200);
  });
  return () => {
    cancelPaint();
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(fallback);
  };
}
