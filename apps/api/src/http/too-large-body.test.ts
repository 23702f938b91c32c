import { connect, type Socket } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { DRAIN_MAX_BYTES } from './drain-before-close.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

const CHUNK = 64 * 1024;

/** What a raw client saw: the bytes the server answered, and how its socket ended. */
interface Seen {
  answer: string;
  error: string | null;
  sentBytes: number;
}

/**
 * A client that sends a body too large for the server (`bodyBytes`, announced in Content-Length,
 * or chunked) in big chunks, one per turn of its event loop and only once the socket has taken
 * the previous one, and reads whatever comes back until the server closes.
 */
function sendTooMuch(bodyBytes: number, options: { chunked?: boolean } = {}): Promise<Seen> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    const seen: Seen = { answer: '', error: null, sentBytes: 0 };
    const state = { stopped: false };
    socket.on('data', (data: Buffer) => {
      seen.answer += data.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      seen.error = error.code ?? error.message;
    });
    socket.on('close', () => {
      state.stopped = true;
      resolve(seen);
    });
    const write = (data: string | Buffer): Promise<void> =>
      new Promise((done) => {
        if (state.stopped || socket.destroyed) done();
        else if (socket.write(data)) done();
        else socket.once('drain', done).once('close', done);
      });
    void (async () => {
      const framing = options.chunked ? 'transfer-encoding: chunked' : `content-length: ${bodyBytes}`;
      await write(`PATCH /api/account HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\nx-site-request: 1\r\n${framing}\r\n\r\n`);
      const chunk = Buffer.alloc(CHUNK, 0x20);
      for (let sent = 0; sent < bodyBytes && !state.stopped; sent += CHUNK) {
        const part = chunk.subarray(0, Math.min(CHUNK, bodyBytes - sent));
        await write(options.chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
        seen.sentBytes += part.length;
        await nextTurn();
      }
      if (options.chunked) await write('0\r\n\r\n');
    })();
  });
}

function expectTheRefusal(seen: Seen): void {
  expect(seen.answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  expect(seen.answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
  const body = seen.answer.slice(seen.answer.indexOf('\r\n\r\n') + 4);
  expect(JSON.parse(body)).toMatchObject({ error: { code: 'body_too_large' } });
}

describe('a body too large', () => {
  it('is answered 413 with the JSON error to every one of many clients streaming it at once, never a reset', async () => {
    const clients = Array.from({ length: 48 }, (_, index) => sendTooMuch(512 * 1024, { chunked: index % 4 === 3 }));
    const seen = await Promise.all(clients);
    const failures = seen.filter((one) => !one.answer.startsWith('HTTP/1.1 413') || one.error !== null);
    expect(failures.map((one) => one.error ?? one.answer.slice(0, 40))).toEqual([]);
    for (const one of seen) expectTheRefusal(one);
  });

  it(`is read no further than ${DRAIN_MAX_BYTES} bytes past the answer: a client that never stops is cut off`, async () => {
    // Far more than the server drains and every buffer between the two sockets holds.
    const endless = 256 * 1024 * 1024;
    const seen = await sendTooMuch(endless);
    expect(seen.answer.startsWith('HTTP/1.1 413')).toBe(true);
    expect(seen.sentBytes).toBeLessThan(endless);
  });
});
