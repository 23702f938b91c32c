import { createServer, type ServerResponse } from 'node:http';

/** A message the local SMTP server received, as the tests read it. */
export interface HarnessMail {
  to: string[];
  subject: string;
  text: string;
}

/** Where the harness gets mail from: what arrived so far, and a call for each new message. */
export interface MailSource {
  messages(): readonly HarnessMail[];
  onMessage(listener: () => void): () => void;
}

export interface HarnessServer {
  url: string;
  close(): Promise<void>;
}

const longestWaitMs = 25_000;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * The harness's endpoint for the tests, on 127.0.0.1 (tests run in other processes than the
 * global setup that owns the servers):
 * - `GET /mail?to=<address>&count=<n>` answers the mail to that address once there are at least
 *   n messages (it waits for the SMTP server's next message, never on a timer, up to 25 s);
 * - `POST /apple/identity-token` with IdentityTokenOptions as JSON answers `{ token }`, signed by
 *   the local Apple provider, as Apple gives the iOS app.
 */
export async function startHarnessServer(options: { port: number; mail: MailSource; signAppleIdentityToken: (claims: unknown) => Promise<string> }): Promise<HarnessServer> {
  const mailTo = (address: string): HarnessMail[] => options.mail.messages().filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/mail') {
      const address = (url.searchParams.get('to') ?? '').toLowerCase();
      const count = Number(url.searchParams.get('count') ?? '1');
      const answer = (): boolean => {
        const found = mailTo(address);
        if (found.length < count) return false;
        sendJson(response, 200, found);
        return true;
      };
      if (answer()) return;
      const stop = options.mail.onMessage(() => {
        if (answer()) finish();
      });
      const timer = setTimeout(() => {
        finish();
        sendJson(response, 404, { error: `No ${count} message(s) to ${address} within ${longestWaitMs} ms; mail received: ${JSON.stringify(options.mail.messages().map((mail) => ({ to: mail.to, subject: mail.subject })))}` });
      }, longestWaitMs);
      const finish = (): void => {
        stop();
        clearTimeout(timer);
      };
      request.on('close', finish);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/apple/identity-token') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        options.signAppleIdentityToken(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')).then(
          (token) => {
            sendJson(response, 200, { token });
          },
          (error: unknown) => {
            sendJson(response, 400, { error: String(error) });
          },
        );
      });
      return;
    }
    sendJson(response, 404, { error: `No harness endpoint at ${request.method ?? ''} ${url.pathname}` });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
