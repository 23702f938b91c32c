/**
 * The value of `expression` (a promise's, once it settles) in the page's own world, by the DevTools
 * protocol session `cdp`. The benches wait and read this way, never with Playwright's waits and
 * evaluations: those put Playwright's own scripts in the page (330 kB of them the first time) and
 * poll it every frame, work no phone does, on the main thread inside the very times measured
 * (docs/web/benchmarks.md, "The bench's own work"). A page's watcher (an init script) resolves a
 * promise at each moment a bench waits for, so nothing polls.
 */
export async function inPage(cdp, expression, what, timeout = 60_000) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, timeout });
  if (exceptionDetails) throw new Error(`${what}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}
