import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export { readFrameFocus } from './read-frame-focus.ts';
export { readFrameText } from './read-frame-text.ts';

/**
 * A stand-in for the site's `/play/:game/:version/` route in browser tests: a strict CSP that
 * also sandboxes the document (so even a frame without the attribute gets an opaque origin), no
 * network beyond the game's own files. Inline scripts and styles are allowed, as the route allows
 * them (apps/api's play-headers.ts): Levels ships as one page.
 */
export const testGameCsp = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox allow-scripts',
].join('; ');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface GameFileServerOptions {
  /** URL path prefix (`/examples/`) → folder whose files it serves. */
  folders?: Record<string, string>;
  /** Exact URL paths (or, starting with `*`, any path ending with the rest) → content built in memory. */
  files?: Record<string, string>;
  /** The port to listen on (default: any free one). */
  port?: number;
}

export interface GameFileServer {
  /** `http://127.0.0.1:<port>` — another origin than the test page's. */
  origin: string;
  close(): Promise<void>;
}

/** Serves game files on 127.0.0.1 with {@link testGameCsp}; 404 for anything outside the folders. */
export async function startGameFileServer(options: GameFileServerOptions): Promise<GameFileServer> {
  const folders = Object.entries(options.folders ?? {});
  const files = Object.entries(options.files ?? {});
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type, 'content-security-policy': testGameCsp, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
      response.end(body);
    };
    const memory = files.find(([key]) => (key.startsWith('*') ? path.endsWith(key.slice(1)) : path === key));
    if (memory) { send(200, memory[1], contentTypes[extname(path)]); return; }
    const folder = folders.find(([prefix]) => path.startsWith(prefix));
    if (!folder) { send(404, 'not found'); return; }
    const relative = normalize(path.slice(folder[0].length) || 'index.html');
    if (relative.startsWith('..') || relative.startsWith(sep)) { send(404, 'not found'); return; }
    const file = join(folder[1], relative.endsWith(sep) ? `${relative}index.html` : relative);
    readFile(file).then(
      (content) => { send(200, content, contentTypes[extname(file)] ?? 'application/octet-stream'); },
      () => { send(404, 'not found'); },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The browser keeps its connections alive: end them, or close() waits for them for ever.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
