import { isGameSdkError, type FinishRunInputV2, type FinishRunResultV2, type GameClientV2 } from '@site/game-sdk/v2';

/** How many times a start the site refused as too many requests is tried again after its wait. */
const maxStartRetries = 3;
/** How long to keep retrying a finish the site refused as too early (its minimum run time). */
const maxFinishRetries = 3;

const wait = (seconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Starts a run; a site that asks to slow down (levels given up and started quickly) is waited for, a few times. */
export async function startRunWhenAllowed(client: GameClientV2): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.startRun();
      return;
    } catch (error) {
      const seconds = isGameSdkError(error, 'rate_limited') ? error.retryAfterSeconds : undefined;
      if (seconds === undefined || seconds > 10 || attempt >= maxStartRetries) throw error;
      await wait(seconds);
    }
  }
}

/**
 * Finishes the run; a finish the site refused as too early, busy or too many requests is tried
 * again after the wait it names (told to `onWait`), a few times. Null when it could not be saved.
 */
export async function finishRunWhenAllowed(
  client: GameClientV2,
  claim: FinishRunInputV2,
  onWait: (seconds: number) => void,
): Promise<FinishRunResultV2 | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await client.finishRun(claim);
    } catch (error) {
      const seconds = isGameSdkError(error) ? error.retryAfterSeconds : undefined;
      if (isGameSdkError(error) && ['refused', 'busy', 'rate_limited'].includes(error.code) && seconds !== undefined && seconds <= 60 && attempt < maxFinishRetries) {
        onWait(seconds);
        await wait(seconds);
        continue;
      }
      return null;
    }
  }
}
