/**
 * Test-only failure triggers for the end-to-end suite. They exist only in a build made with
 * VITE_E2E_HOOKS=true (e2e/scripts/build-e2e.mjs); in a normal build this constant is false and
 * every trigger is inert. Usage in a test build: `/?e2e-fail=startup|render|error|rejection`.
 */
const hooksEnabled = import.meta.env.VITE_E2E_HOOKS === 'true';

export type E2eFailure = 'startup' | 'render' | 'error' | 'rejection';

export function requestedE2eFailure(): E2eFailure | null {
  if (!hooksEnabled) return null;
  const value = new URLSearchParams(window.location.search).get('e2e-fail');
  return value === 'startup' || value === 'render' || value === 'error' || value === 'rejection' ? value : null;
}

/** Throws (or schedules an unhandled failure) when the test build asked for one at `stage`. */
export function triggerE2eFailure(stage: 'startup' | 'running'): void {
  const failure = requestedE2eFailure();
  if (failure === null) return;
  if (stage === 'startup' && failure === 'startup') throw new Error('Test failure during start-up');
  if (stage !== 'running') return;
  if (failure === 'error') {
    setTimeout(() => {
      throw new Error('Test failure outside React');
    }, 0);
  }
  if (failure === 'rejection') void Promise.reject(new Error('Test promise rejection'));
}
