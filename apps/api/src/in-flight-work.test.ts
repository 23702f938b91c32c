import { describe, expect, it } from 'vitest';
import { InFlightWork } from './in-flight-work.ts';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run, so a "not yet" below is a real not-yet. */
const afterPendingCallbacks = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Whether `promise` has settled, read once pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await afterPendingCallbacks();
  return settled;
}

describe('InFlightWork', () => {
  it('is settled at once when nothing is under way', async () => {
    expect(await hasSettled(new InFlightWork().settled())).toBe(true);
  });

  it('waits for every tracked piece of work, failed ones included', async () => {
    const inFlight = new InFlightWork();
    const first = deferred();
    const second = deferred();
    inFlight.track(first.promise);
    inFlight.track(second.promise);
    const settled = inFlight.settled();

    first.resolve();
    expect(await hasSettled(settled)).toBe(false);
    second.reject(new Error('mail server away'));
    await expect(second.promise).rejects.toThrow('mail server away');
    expect(await hasSettled(settled)).toBe(true);
  });

  it('waits also for work started while it waits', async () => {
    const inFlight = new InFlightWork();
    const request = deferred();
    const mail = deferred();
    // A request that, as it finishes, starts a background send.
    inFlight.track(
      request.promise.then(() => {
        inFlight.track(mail.promise);
      }),
    );
    const settled = inFlight.settled();

    request.resolve();
    expect(await hasSettled(settled)).toBe(false);
    mail.resolve();
    expect(await hasSettled(settled)).toBe(true);
  });
});
