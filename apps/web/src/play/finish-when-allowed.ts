import { ApiError } from '@site/api-contract/client';

/** How often a finish is tried again after it was refused as too early or lost on the way. */
const maxRetries = 3;
/** The wait before trying a finish again that never reached the server (or got no answer). */
const networkRetryMs = 1000;

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, Math.max(0, ms));
  });

/**
 * Finishes a run no sooner than the server allows, so that a game (whatever copy of the SDK it
 * has) never has to know the minimum run time: it waits until `earliestAt` (this page's clock:
 * when the start was answered, plus the run's minimum length), then calls `finish`. A refusal
 * as too early (another clock) waits the seconds the server says and tries again, and so does a
 * call that never got an answer: the server answers a repeated finish with its first answer, so
 * a retry never pays twice.
 */
export async function finishWhenAllowed<T>(finish: () => Promise<T>, earliestAt: number | null): Promise<T> {
  if (earliestAt !== null) await delay(earliestAt - Date.now());
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await finish();
    } catch (error) {
      if (!(error instanceof ApiError) || attempt >= maxRetries) throw error;
      if (error.code === 'run_too_short') await delay((error.retryAfterSeconds ?? 1) * 1000);
      else if (error.status === 0 || error.status >= 500) await delay(networkRetryMs);
      else throw error;
    }
  }
}
