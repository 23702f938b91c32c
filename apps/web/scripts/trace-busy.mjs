import { readFile } from 'node:fs/promises';

/**
 * From a Chromium trace (Playwright's `browser.startTracing`): how long the renderer's main thread
 * (the page's, which a same-site game frame shares) ran tasks between `from` and `to`, ms on the
 * page's clock (from its navigation's start), and the longest task's part. Beside the window's
 * length it says whose the wait is: a main thread busy nearly all of it waits on the CPU, not on
 * the network (docs/web/benchmarks.md, "The bench's own work").
 */
export async function mainThreadBusy(path, from, to) {
  const { traceEvents } = JSON.parse(await readFile(path, 'utf8'));
  const threads = new Map();
  for (const event of traceEvents) if (event.ph === 'M' && event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args.name);
  // The page's navigation is the first one traced (its game frame's comes later).
  const origin = Math.min(...traceEvents.filter((event) => event.name === 'navigationStart').map((event) => event.ts));
  const tasks = traceEvents
    .filter((event) => event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && threads.get(`${event.pid}:${event.tid}`) === 'CrRendererMain')
    .map((event) => ({ thread: `${event.pid}:${event.tid}`, start: (event.ts - origin) / 1000, end: (event.ts + event.dur - origin) / 1000 }))
    .sort((first, second) => first.thread.localeCompare(second.thread) || first.start - second.start || second.end - first.end);
  let busy = 0;
  let longest = 0;
  let outer = null;
  for (const task of tasks) {
    // A task inside the last outer one (the scheduler's RunTask within the thread's) counts once.
    if (outer && task.thread === outer.thread && task.start < outer.end) continue;
    outer = task;
    const part = Math.max(0, Math.min(task.end, to) - Math.max(task.start, from));
    busy += part;
    longest = Math.max(longest, part);
  }
  return { busy, longest };
}
