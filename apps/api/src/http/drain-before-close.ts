import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The most of an unwanted body read after the answer, past which its connection is cut. */
export const DRAIN_MAX_BYTES = 2 * 1024 * 1024;
/** The longest an unwanted body is read after the answer, past which its connection is cut. */
export const DRAIN_MAX_MS = 10_000;

/** Whether the request announced a body (GET and the like announce none) that has not all arrived yet. */
function bodyStillComing(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  const announced = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return announced && !request.raw.complete;
}

/**
 * An answer given before the request's body has all arrived (413 on its Content-Length or past
 * the limit, 415, a CSRF refusal…) closes the connection, but not at once: closing a socket with
 * unread data makes the kernel send a reset, which drops the answer still on its way and makes the
 * client's next write fail, so a client sending too much would see a reset instead of the 413.
 * The connection says `close`, the answer and a FIN go out, and the rest of the body is read and
 * thrown away until the client stops (its body ends or it closes), at most `DRAIN_MAX_BYTES` or
 * `DRAIN_MAX_MS`; past either the socket is destroyed: an endless sender costs a bounded read.
 */
export function installDrainBeforeClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!bodyStillComing(request)) return;
    void reply.header('connection', 'close');
    drainThenClose(request.raw);
  });
}

/**
 * Node's server ends a `connection: close` answer with `socket.destroySoon()` once it is written
 * (lib/_http_server.js, resOnFinish); this socket's does so only once the client is done sending.
 */
function drainThenClose(request: IncomingMessage): void {
  const { socket } = request;
  socket.destroySoon = function lingeringDestroySoon(): void {
    let drained = 0;
    const close = (): void => {
      clearTimeout(timer);
      socket.off('data', count);
      socket.destroy();
    };
    const count = (chunk: Buffer): void => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) close();
    };
    const timer = setTimeout(close, DRAIN_MAX_MS);
    timer.unref();
    // The HTTP parser keeps reading the body (and drops it: the request is dumped once answered);
    // this only counts it and ends the wait when the client stops.
    socket.on('data', count);
    socket.once('end', close);
    socket.once('close', close);
    request.once('end', close);
    if (socket.writable) socket.end();
    if (request.complete) close();
    else socket.resume();
  };
}
