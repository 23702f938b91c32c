import { Agent, request } from 'node:http';
import { csrfHeader } from '@site/api-contract/routes';

export interface Answer {
  status: number | 'no answer';
  body: unknown;
  /** `sid=…` when the answer set a session cookie. */
  sessionCookie: string | null;
  milliseconds: number;
}

// Kept-alive connections, as a browser keeps them: the load measures the server, not TCP set-up.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One JSON request through node:http (lighter than fetch, so the load generator, sharing the
 * machine's cores, takes less from the servers it measures). State-changing requests carry the
 * site's CSRF header. Not the contract's client on purpose: the load counts every answer with its
 * status and time, refusals and timeouts included, where that client would throw.
 */
export function call(baseUrl: string, method: 'GET' | 'POST', path: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  if (method === 'POST') headers[csrfHeader.name] = csrfHeader.value;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text === '' ? null : JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        const session = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '').find((pair) => pair.startsWith('sid='));
        resolve({ status: response.statusCode ?? 0, body, sessionCookie: session ?? null, milliseconds: performance.now() - started });
      });
      response.on('error', () => {
        resolve({ status: 'no answer', body: null, sessionCookie: null, milliseconds: performance.now() - started });
      });
    });
    outgoing.on('error', () => {
      resolve({ status: 'no answer', body: null, sessionCookie: null, milliseconds: performance.now() - started });
    });
    outgoing.end(payload);
  });
}

/** Ends the kept-alive connections, so the process can exit. */
export function closeConnections(): void {
  agent.destroy();
}
