import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The work the server has started and not finished: requests (even those whose client has left)
 * and mail sent in the background. Shutdown waits for it before closing the mailer and the database.
 */
export class InFlightWork {
  readonly #pending = new Set<Promise<void>>();

  /** Keeps `work` in flight until it settles (its failure stays the caller's to handle). */
  track(work: Promise<unknown>): void {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.#pending.add(done);
    void done.then(() => this.#pending.delete(done));
  }

  /** Resolves once everything tracked has settled, including work tracked while waiting. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}

/**
 * Keeps each request in flight from its first hook until its answer is sent. Fastify runs the
 * guards and the handler to the end even when the client has left, and every request ends in
 * reply.send — the handler's result, or the error of a guard, of validation or of the handler —
 * whose onSend hooks run before anything is written. The one exception, a handler that sends
 * its answer itself (a redirect), does so as its last step. Call it before any other hook.
 */
export function trackRequests(app: FastifyInstance, inFlight: InFlightWork): void {
  const finishers = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.track(new Promise<void>((resolve) => finishers.set(request, resolve)));
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finishers.get(request)?.();
    done(null, payload);
  });
}
