import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { axeScriptFile, axeScriptPath } from './axe-script.ts';
import { listenLocally } from './listen-locally.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/**
 * Vite's output under assets/ is named by its content's hash, so a host may let browsers keep it
 * for good, as production's static host does (docs/api/processes-and-machines.md); the rest
 * (index.html, sw.js, the translations, the icons) is revalidated on every use. Kept so here too:
 * a tab that loads many pages (every test's pooled tab, support/tab-pool.ts) reads the site's code
 * from its cache instead of fetching and compiling it again for every page
 * (docs/web/tests.md, "What the run costs").
 */
const hashedAssetCaching = 'public, max-age=31536000, immutable';

function isHashedAsset(file: string, root: string): boolean {
  return file.startsWith(`${root}/assets/`);
}

/**
 * Each file's bytes, read from disk once, or null where there is no such file: a build does not
 * change while the tests run (another build is another root: `setRoot`), and opening and reading
 * the file again for each of the run's requests led the test runner's own work (docs/web/tests.md,
 * "What the run costs").
 */
function filesReadOnce(): (file: string) => Buffer | null {
  const files = new Map<string, Buffer | null>();
  return (file) => {
    let body = files.get(file);
    if (body === undefined) {
      // existsSync first: it answers false for a path no file can have (a NUL byte in it), where statSync throws.
      body = existsSync(file) && statSync(file).isFile() ? readFileSync(file) : null;
      files.set(file, body);
    }
    return body;
  };
}

export interface RequestRecord {
  path: string;
  status: number;
  time: number;
}

export interface StaticServer {
  url: string;
  /** Serve another build from now on (e.g. v2 of the site, with its new service worker). */
  setRoot(root: string): void;
  /** Answer the next `times` requests for `path` with `status`, then serve normally. */
  failNext(path: string, times: number, status?: number): void;
  requests(): readonly RequestRecord[];
  close(): Promise<void>;
}

/** Passes a request on to the game server as it came (method, headers with the cookie and the Host, body) and its answer back. */
export function proxyTo(target: string, request: IncomingMessage, response: ServerResponse): void {
  const upstream = forward(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (response.headersSent) {
      response.destroy(error);
      return;
    }
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'service_unavailable', message: `The game server did not answer: ${error.message}` } }));
  });
  request.pipe(upstream);
}

/**
 * A small static server for the production build on 127.0.0.1: files from the root, the app's
 * index.html for page navigations (single-page routing), 404 for missing files, and `/api/*` and
 * `/play/*` passed to the game server when `apiTarget` is given (one origin, so cookies and CSRF work as
 * in production; the game server sends `/play/*` on the site's host to the games' own origin,
 * games-host-server.ts). It can switch builds and fail requests on purpose, which the tests use for
 * service worker updates and translation retries.
 */
export async function startStaticServer(options: { root: string; port?: number; apiTarget?: string }): Promise<StaticServer> {
  let root = resolve(options.root);
  const failures = new Map<string, { remaining: number; status: number }>();
  const log: RequestRecord[] = [];

  const read = filesReadOnce();

  const send = (response: ServerResponse, status: number, file?: string, caching?: string): void => {
    response.statusCode = status;
    response.setHeader('cache-control', caching ?? (file !== undefined && isHashedAsset(file, root) ? hashedAssetCaching : 'no-cache'));
    const body = file === undefined ? null : read(file);
    if (file === undefined || body === null) {
      response.end();
      return;
    }
    response.setHeader('content-type', contentTypes[extname(file)] ?? 'application/octet-stream');
    response.end(body);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    const record = (status: number): void => {
      log.push({ path, status, time: Date.now() });
    };

    // /play on the site's host is the game server's to answer too: it redirects to the games' own origin.
    if (options.apiTarget !== undefined && (path.startsWith('/api/') || url.pathname.startsWith('/play/'))) {
      proxyTo(options.apiTarget, request, response);
      return;
    }

    // The tests' accessibility checker, named by its version (support/axe-script.ts): not the site's, so not in the log.
    if (path === axeScriptPath) {
      send(response, 200, axeScriptFile, hashedAssetCaching);
      return;
    }

    const failure = failures.get(path);
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      record(failure.status);
      send(response, failure.status);
      return;
    }

    const file = normalize(join(root, path));
    const insideRoot = file.startsWith(`${root}/`);
    if (insideRoot && read(file) !== null) {
      record(200);
      send(response, 200, file);
      return;
    }
    const isPageNavigation = extname(path) === '' || (request.headers.accept ?? '').includes('text/html');
    if (isPageNavigation) {
      record(200);
      send(response, 200, join(root, 'index.html'));
      return;
    }
    record(404);
    send(response, 404);
  });

  const { url, close } = await listenLocally(server, options.port);

  return {
    url,
    setRoot(next) {
      root = resolve(next);
    },
    failNext(path, times, status = 503) {
      failures.set(path, { remaining: times, status });
    },
    requests: () => log,
    close,
  };
}
