import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canBeGameId } from '../play/use-game-details.ts';
import { askEarly, takeEarlyRead, type EarlyReadsWindow } from './early-reads.ts';

// A real server on 127.0.0.1 answers the reads: each answer says which path it was for.
let server: Server;
let origin = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    // Who is signed in: the player the page's cookie names (a header here), else nobody.
    const player = request.headers['x-test-player'];
    if (request.url === '/api/session') response.end(JSON.stringify({ path: request.url, account: typeof player === 'string' ? { id: player } : null, secondFactorPending: false }));
    else if (request.url === '/api/levels/progress' && typeof player !== 'string') {
      response.statusCode = 401;
      response.end(JSON.stringify({ error: { code: 'unauthorized' } }));
    } else response.end(JSON.stringify({ path: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);
beforeEach(() => {
  asked.length = 0;
});

/**
 * A page at `pathname` whose fetch reaches the test's server, as the browser's reaches the site's
 * origin; `player` signed in; `storage` its local storage.
 */
function pageAt(pathname: string, player?: string, storage: Record<string, string> = {}): EarlyReadsWindow {
  return {
    location: { pathname },
    localStorage: { getItem: (key) => storage[key] ?? null },
    fetch: (input, init) => fetch(new URL(input as string, origin), { ...init, headers: { ...(init?.headers as Record<string, string>), ...(player === undefined ? {} : { 'x-test-player': player }) } }),
  };
}

/** Until every read `page` asked for (those asked once an answer came, too) has its answer. */
async function answersIn(page: EarlyReadsWindow): Promise<void> {
  let count = -1;
  while (count !== Object.keys(page.siteEarlyReads ?? {}).length) {
    count = Object.keys(page.siteEarlyReads ?? {}).length;
    await Promise.allSettled(Object.values(page.siteEarlyReads ?? {}) as Promise<Response>[]);
    // The reactions to those answers (the progress asked after the session's) run before this one.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The paths `askEarly` asks for on `pathname` (`player` signed in), once their answers have arrived. */
async function readsAskedAt(pathname: string, player?: string): Promise<string[]> {
  const page = pageAt(pathname, player);
  askEarly(page);
  await answersIn(page);
  return Object.keys(page.siteEarlyReads ?? {});
}

describe('askEarly', () => {
  it('asks who is signed in on every page, and a game page its game too', async () => {
    expect(await readsAskedAt('/')).toEqual(['/api/session']);
    expect(await readsAskedAt('/profile')).toEqual(['/api/session']);
    expect(await readsAskedAt('/games/levels')).toEqual(['/api/session', '/api/games/levels']);
    expect(await readsAskedAt('/games/quick-tap/')).toEqual(['/api/session', '/api/games/quick-tap']);
    expect(asked.sort()).toEqual(['/api/games/levels', '/api/games/quick-tap', '/api/session', '/api/session', '/api/session', '/api/session']);
  });

  it("asks on Levels' page for a signed-in player's progress once the session's answer names them, as the page would", async () => {
    expect(await readsAskedAt('/games/levels', 'player-1')).toEqual(['/api/session', '/api/games/levels', '/api/levels/progress']);
    // Nobody signed in, another game, another page: not asked.
    expect(await readsAskedAt('/games/levels')).toEqual(['/api/session', '/api/games/levels']);
    expect(await readsAskedAt('/games/quick-tap', 'player-1')).toEqual(['/api/session', '/api/games/quick-tap']);
    expect(await readsAskedAt('/', 'player-1')).toEqual(['/api/session']);
    expect(asked.filter((path) => path === '/api/levels/progress')).toEqual(['/api/levels/progress']);
  });

  it("asks for the progress beside the session where this browser's last session was signed in, and reads a 401 as none", async () => {
    const player = pageAt('/games/levels', 'player-1', { 'site.signedIn': '1' });
    askEarly(player);
    // Asked at once, not after the session's answer.
    expect(Object.keys(player.siteEarlyReads ?? {})).toEqual(['/api/session', '/api/games/levels', '/api/levels/progress']);
    expect(await (await takeEarlyRead(player, '/api/levels/progress', undefined))?.json()).toEqual({ path: '/api/levels/progress' });
    // The hint outlived the session: the server says so, and the painted Play finds no progress.
    const ended = pageAt('/games/levels', undefined, { 'site.signedIn': '1' });
    askEarly(ended);
    expect((await ended.siteEarlyCopies?.['/api/levels/progress'])?.status).toBe(401);
    const refused: EarlyReadsWindow = {
      ...pageAt('/games/levels', 'player-1'),
      localStorage: {
        getItem: () => {
          throw new DOMException('Storage is off.', 'SecurityError');
        },
      },
    };
    askEarly(refused);
    expect(Object.keys(refused.siteEarlyReads ?? {})).toEqual(['/api/session', '/api/games/levels']);
    await Promise.all([answersIn(player), answersIn(ended), answersIn(refused)]);
    expect(Object.keys(refused.siteEarlyReads ?? {})).toContain('/api/levels/progress');
  });

  it("hands the site's client the session's answer whole, and the progress once", async () => {
    const page = pageAt('/games/levels', 'player-1');
    askEarly(page);
    expect(await (await takeEarlyRead(page, '/api/session', undefined))?.json()).toEqual({ path: '/api/session', account: { id: 'player-1' }, secondFactorPending: false });
    await answersIn(page);
    expect(await (await takeEarlyRead(page, '/api/levels/progress', undefined))?.json()).toEqual({ path: '/api/levels/progress' });
    expect(takeEarlyRead(page, '/api/levels/progress', undefined)).toBeNull();
  });

  it("keeps a copy of each answer for index.html's painted Play, readable after the client has read the answer, and null for a failure", async () => {
    const page = pageAt('/games/levels', 'player-1');
    askEarly(page);
    expect(await (await takeEarlyRead(page, '/api/games/levels', undefined))?.json()).toEqual({ path: '/api/games/levels' });
    await answersIn(page);
    expect(await (await page.siteEarlyCopies?.['/api/games/levels'])?.json()).toEqual({ path: '/api/games/levels' });
    expect(await (await page.siteEarlyCopies?.['/api/levels/progress'])?.json()).toEqual({ path: '/api/levels/progress' });
    const unreachable: EarlyReadsWindow = { location: { pathname: '/' }, fetch: (input, init) => fetch(new URL(input as string, 'http://127.0.0.1:9'), init) };
    askEarly(unreachable);
    expect(await unreachable.siteEarlyCopies?.['/api/session']).toBeNull();
    await Promise.allSettled(Object.values(unreachable.siteEarlyReads ?? {}) as Promise<Response>[]);
  });

  it("has the Levels progress's copy from the start, for a Play painted before the session's answer was read: the answer, or null for a visitor", async () => {
    const player = pageAt('/games/levels', 'player-1');
    askEarly(player);
    const copy = player.siteEarlyCopies?.['/api/levels/progress'];
    expect(copy).toBeInstanceOf(Promise);
    expect(await (await copy)?.json()).toEqual({ path: '/api/levels/progress' });
    const visitor = pageAt('/games/levels');
    askEarly(visitor);
    expect(await visitor.siteEarlyCopies?.['/api/levels/progress']).toBeNull();
    await answersIn(player);
    await answersIn(visitor);
  });

  it('asks for a game exactly when the game page would (its ids as canBeGameId, nothing below the page)', async () => {
    for (const id of ['levels', 'a', '9', 'a-b', 'x'.repeat(40), 'x'.repeat(41), '-a', 'a-', 'Levels', 'a_b', 'a%20b', 'a.b']) {
      const games = (await readsAskedAt(`/games/${id}`)).filter((path) => path.startsWith('/api/games/'));
      expect(games, id).toEqual(canBeGameId(id) ? [`/api/games/${id}`] : []);
    }
    expect(await readsAskedAt('/games/levels/extra')).toEqual(['/api/session']);
    expect(await readsAskedAt('/games')).toEqual(['/api/session']);
  });

  it('leaves no unhandled rejection when the server cannot be reached and nobody takes the answer', async () => {
    const page: EarlyReadsWindow = { location: { pathname: '/games/levels' }, fetch: (input, init) => fetch(new URL(input as string, 'http://127.0.0.1:9'), init) };
    askEarly(page);
    // Vitest fails the file on an unhandled rejection; the taken answer still reports the failure.
    await expect(takeEarlyRead(page, '/api/session', undefined)).rejects.toThrow();
    await Promise.allSettled(Object.values(page.siteEarlyReads ?? {}) as Promise<Response>[]);
  });
});

describe('takeEarlyRead', () => {
  it("hands a GET of an asked path that answer, once; the next read asks again", async () => {
    const page = pageAt('/games/levels');
    askEarly(page);
    const answer = takeEarlyRead(page, '/api/games/levels', { method: 'GET' });
    expect(await (await answer)?.json()).toEqual({ path: '/api/games/levels' });
    expect(takeEarlyRead(page, '/api/games/levels', { method: 'GET' })).toBeNull();
    expect(takeEarlyRead(page, '/api/games/levels?period=week', undefined)).toBeNull();
    expect(await (await takeEarlyRead(page, '/api/session', undefined))?.json()).toEqual({ path: '/api/session', account: null, secondFactorPending: false });
  });

  it('drops every answer not yet taken once any other request is made (it may change them)', async () => {
    const page = pageAt('/games/levels');
    askEarly(page);
    expect(takeEarlyRead(page, '/api/auth/telegram/mini-app', { method: 'POST' })).toBeNull();
    expect(takeEarlyRead(page, '/api/session', undefined)).toBeNull();
    expect(takeEarlyRead(page, '/api/games/levels', undefined)).toBeNull();
  });

  it("ends the wait when the caller's signal aborts, and never for a page that asked nothing", async () => {
    const page = pageAt('/');
    expect(takeEarlyRead(pageAt('/'), '/api/session', undefined)).toBeNull();
    askEarly(page);
    const controller = new AbortController();
    controller.abort(new DOMException('The read took too long.', 'TimeoutError'));
    await expect(takeEarlyRead(page, '/api/session', { signal: controller.signal })).rejects.toThrow('The read took too long.');
  });
});
