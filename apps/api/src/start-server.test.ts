import { once } from 'node:events';
import { request, type ClientRequest } from 'node:http';
import { csrfHeader, routes } from '@site/api-contract/routes';
import { startTestSmtpServer } from '@site/testing/smtp';
import { afterAll, describe, expect, it } from 'vitest';
import { newAddress, strongPassword } from './test-support/email-flow.ts';
import { holdableDatabase } from './test-support/holdable-database.ts';
import { openTestDatabase } from './test-support/test-database.ts';
import { startTestServer } from './test-support/test-server.ts';

interface LogLine {
  level: number;
  msg?: string;
}

/** Where the server's JSON log lines go, parsed, for the test to read or wait for. */
function logCollector() {
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; found: () => void }[] = [];
  const stream = {
    write(text: string): void {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.found();
      }
    },
  };
  const waitFor = (match: (line: LogLine) => boolean): Promise<void> =>
    lines.some(match) ? Promise.resolve() : new Promise((found) => waiters.push({ match, found }));
  return { lines, stream, waitFor };
}

/**
 * Starts a registration over real HTTP without waiting for the answer; the test hangs up with
 * `destroy()`. With `wholeBody: false` it sends only half of the body it announced.
 */
function startRegistration(baseUrl: string, body: object, origin: string, { wholeBody = true } = {}): ClientRequest {
  const json = JSON.stringify(body);
  const outgoing = request(new URL(routes.emailRegister.path, baseUrl), {
    method: routes.emailRegister.method,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)), origin, [csrfHeader.name]: csrfHeader.value },
  });
  // The hang-up is ours: the client's side of it is expected.
  outgoing.on('error', () => undefined);
  if (wholeBody) outgoing.end(json);
  else outgoing.write(json.slice(0, json.length / 2));
  return outgoing;
}

const errorLevel = 50;

// Hang guards only: the first test database of a worker is migrated here (PGlite: about 9 CPU-s),
// which took 41 s beside a full CI run on two cores.
describe('closing the server', { timeout: 120_000 }, () => {
  it('lets a request whose client has hung up finish its database work and its mail before the database closes', async () => {
    const smtp = await startTestSmtpServer();
    afterAll(() => smtp.close());
    const logs = logCollector();
    const database = holdableDatabase(await openTestDatabase());
    const server = await startTestServer({ SMTP_URL: smtp.url, LOG_LEVEL: 'info' }, {}, { db: database.db, logStream: logs.stream });

    // The guards' per-address rate limit, the request's first database work, waits until released.
    const guardQuery = database.holdNext((sql) => sql.includes('rate_limit_hits'));
    const email = newAddress('shutdown');
    const registration = startRegistration(server.url, { email, password: strongPassword }, server.ctx.config.publicOrigin);
    await guardQuery.reached;
    registration.destroy();

    const httpServerClosed = once(server.app.server, 'close');
    const closing = server.close();
    // Fastify has let go of the request (its client is gone): the rest of the request, its
    // guards, its handler and its mail, runs only now, and must still find the database open.
    await httpServerClosed;
    guardQuery.release();
    await closing;

    const errors = logs.lines.filter((line) => line.level >= errorLevel);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    // The confirmation goes out after the registration's single-use token is committed: the
    // request's work is all done, and close() waited for the mail too.
    expect(smtp.messages().map((message) => message.to)).toContain(email);
    expect(logs.lines.some((line) => line.msg === 'incoming request')).toBe(true);
  });

  it('does not wait for a request whose client hung up in the middle of its body', async () => {
    const logs = logCollector();
    const server = await startTestServer({ LOG_LEVEL: 'info' }, {}, { logStream: logs.stream });

    const registration = startRegistration(server.url, { email: newAddress('cut-off'), password: strongPassword }, server.ctx.config.publicOrigin, { wholeBody: false });
    await logs.waitFor((line) => line.msg === 'incoming request');
    registration.destroy();
    await server.close();

    expect(logs.lines.filter((line) => line.level >= errorLevel)).toEqual([]);
  });
});
