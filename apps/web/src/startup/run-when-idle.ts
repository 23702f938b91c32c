/** Runs `task` once the browser is idle (at the latest after `timeout` ms), after first paint. */
export function runWhenIdle(task: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}
