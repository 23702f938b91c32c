import type { FastifyInstance } from 'fastify';

/**
 * A stopping server's last seconds (SHUTDOWN_DRAIN_SECONDS): it keeps answering, but `/api/ready`
 * says it is stopping and every answer closes its connection, so that a balancer's health checks
 * take it out and keep-alive clients open their next connection elsewhere. Nothing is refused
 * during the drain; what arrives after it gets Fastify's 503 while the requests under way finish.
 */
export class ShutdownDrain {
  #draining = false;
  #endNow: (() => void) | null = null;

  get draining(): boolean {
    return this.#draining;
  }

  /** Starts the drain; resolves after `seconds`, or at once when `endNow` is called. */
  run(seconds: number): Promise<void> {
    this.#draining = true;
    if (seconds <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, seconds * 1_000);
      function finish(): void {
        clearTimeout(timer);
        resolve();
      }
      this.#endNow = finish;
    });
  }

  /** Ends a drain under way (a second signal, or a test that has seen what it wanted). */
  endNow(): void {
    this.#endNow?.();
  }
}

/** Every answer given while the server drains closes its connection after it is sent. */
export function installShutdownDrain(app: FastifyInstance, drain: ShutdownDrain): void {
  app.addHook('onSend', async (_request, reply) => {
    if (drain.draining) void reply.header('connection', 'close');
  });
}
