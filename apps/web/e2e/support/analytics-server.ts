import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { listenLocally } from './listen-locally.ts';

export interface CapturedRequest {
  method: string;
  /** Path and query string, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface AnalyticsServer {
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Stands in for an analytics provider on 127.0.0.1: serves the analytics script
 * (e2e/fixtures/analytics-script.js), records every request it receives, and lists them at
 * `GET /__captured` for the tests.
 */
export async function startAnalyticsServer(port: number): Promise<AnalyticsServer> {
  const script = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'analytics-script.js'), 'utf8');
  const captured: CapturedRequest[] = [];

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    void readBody(request).then((body) => {
      const url = request.url ?? '/';
      if (url === '/__captured') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(captured));
        return;
      }
      captured.push({ method: request.method ?? '', url, headers: request.headers, body });
      if (url.startsWith('/analytics.js')) {
        response.setHeader('content-type', 'text/javascript');
        response.end(script);
        return;
      }
      response.statusCode = request.method === 'OPTIONS' ? 204 : 202;
      response.end();
    });
  });

  return listenLocally(server, port);
}
