/**
 * Total Blocking Time counted from the main thread's own CPU time, from the trace of Lighthouse's
 * unthrottled load (its `artifacts.Trace`): each top-level task of the page's main thread after the
 * first contentful paint, its thread time times the slowdown Lighthouse simulates, less 50 ms.
 *
 * Lighthouse's own figure multiplies each task's wall time. On a shared 2-core machine the page's
 * main thread waits for a core through much of its tasks even with nothing else running (Chromium's
 * browser, network and raster work, the local servers): on 5 December a task's wall time was 2 to 7
 * times its thread time, which Lighthouse then counts four times over. Beside Lighthouse's figure
 * this one says how much of it is the page's own work (docs/web/benchmarks.md, "Lighthouse's
 * blocking time and the page's own").
 */
export function threadBlockingTime(traceEvents, slowdown = 4) {
  const threads = new Map();
  for (const event of traceEvents) if (event.ph === 'M' && event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args.name);
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = `${paint.pid}:${paint.tid}`;
  if (threads.get(main) !== 'CrRendererMain') return null;
  const tasks = traceEvents
    .filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'))
    .sort((first, second) => first.ts - second.ts || second.dur - first.dur);
  let blocking = 0;
  let outerEnd = 0;
  for (const task of tasks) {
    // A task inside the last outer one (the scheduler's RunTask within the thread's) counts once.
    if (task.ts < outerEnd) continue;
    outerEnd = task.ts + task.dur;
    if (task.ts < paint.ts) continue;
    blocking += Math.max(0, (slowdown * (task.tdur ?? task.dur)) / 1000 - 50);
  }
  return blocking;
}
