import { describe, expect, it } from 'vitest';
import { freePort } from '@site/testing/server-process';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { namedPlayer, playRun, rowsOf } from '../test-support/leaderboard-test-helpers.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { createPostgresTestDatabase } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { PublicAnswerCache } from './public-answers.ts';

// A cache time no test outlives, so what is cached stays cached unless a write drops it.
const server = await startTestServer({ PUBLIC_CACHE_SECONDS: '60', RUN_MIN_SECONDS: '0', STAMINA_RUN_COST: '1' });
const { db } = server.ctx;
const visitor = server.client();

describe('the public lists, cached', () => {
  it('answer an ETag and a public Cache-Control of the cache time, and 304 with no body to If-None-Match', async () => {
    const first = await visitor.request<{ games: unknown[] }>('GET', '/api/games');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const repeat = await visitor.request<string | null>('GET', '/api/games', { headers: { 'if-none-match': `W/${etag}` } });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get('etag')).toBe(etag);
    expect(repeat.body ?? '').toBe('');
    expect((await visitor.request('GET', '/api/games', { headers: { 'if-none-match': '"another"' } })).status).toBe(200);
    for (const path of ['/api/news?lang=es', '/api/games/levels/leaderboard?level=1']) {
      const answer = await visitor.request('GET', path);
      expect(answer.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate, s-maxage=60');
      expect((await visitor.request('GET', path, { headers: { 'if-none-match': answer.headers.get('etag') ?? '' } })).status, path).toBe(304);
    }
  });

  it('serves the kept answer for the cache time, though the database changed behind the process', async () => {
    const before = await visitor.call<{ games: { id: string }[] }>('listGames', { query: { limit: '100' } });
    await insertTestGame(db, { id: 'written-behind', versions: [{ state: 'published' }] });
    const after = await visitor.call<{ games: { id: string }[] }>('listGames', { query: { limit: '100' } });
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.body.games.map((game) => game.id)).not.toContain('written-behind');
    // Another URL is another answer, read now.
    expect((await visitor.api.call('listGames', { query: { limit: '99' } })).games.map((game) => game.id)).toContain('written-behind');
  });

  it('drops a list at once after a write to it in this process', async () => {
    const moderator = await signedInPlayer(server);
    await db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
    await enableTotp(server, moderator.client);
    const before = await visitor.call<{ entries: { title: string }[] }>('listNews');
    await moderator.client.api.call('createNews', { body: { texts: { en: { title: 'Fresh off the press', summary: 'New.', body: 'Body.' } } } });
    const after = await visitor.call<{ entries: { title: string }[] }>('listNews');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.entries.map((entry) => entry.title)).toContain('Fresh off the press');

    const top = (await visitor.api.call('getLeaderboard', { params: { game: 'levels' }, query: { level: '1' } })).entries;
    const zoe = await namedPlayer(server, 'Zoe');
    await playRun(zoe, 'levels', { score: 100, level: 1 });
    const newTop = (await visitor.api.call('getLeaderboard', { params: { game: 'levels' }, query: { level: '1' } })).entries;
    expect(rowsOf(newTop)).toEqual([...rowsOf(top), `${top.length + 1} Zoe 100`]);
  });

  it('keeps a signed-in top private and uncached (it marks the reader), and tells shared caches the signed-out one varies by cookie', async () => {
    const zoe = await namedPlayer(server, 'Zoe Again');
    const mine = await zoe.client.call('getLeaderboard', { params: { game: 'levels' }, query: { level: '1' } });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('etag')).toBeNull();
    expect((await visitor.call('getLeaderboard', { params: { game: 'levels' }, query: { level: '1' } })).headers.get('vary')).toBe('cookie');
  });
});

describe('DATABASE_REPLICA_URL', () => {
  it('reads the public lists from the replica, everything else from DATABASE_URL', async () => {
    // Two databases stand for a primary and a replica that has not caught up yet (or is ahead: what matters is which one is read).
    const [primaryUrl, replicaUrl] = await Promise.all([createPostgresTestDatabase(), createPostgresTestDatabase()]);
    const replica = openPostgresDatabase(replicaUrl, { maxConnections: 1 });
    await insertTestGame(replica, { id: 'only-on-the-replica', versions: [{ state: 'published' }] });
    await replica.close();
    const split = await startTestServer({ DATABASE_URL: primaryUrl, DATABASE_REPLICA_URL: replicaUrl }, {}, { db: openPostgresDatabase(primaryUrl) });
    const listed = await split.client().api.call('listGames');
    expect(listed.games.map((game) => game.id)).toContain('only-on-the-replica');
    await expect(split.client().api.call('getGame', { params: { game: 'only-on-the-replica' } })).rejects.toMatchObject({ status: 404 });
    await expect(startTestServer({ DATABASE_REPLICA_URL: replicaUrl })).rejects.toThrow(/DATABASE_REPLICA_URL: needs DATABASE_URL/);
  });

  it('reads the public lists from the primary while the replica cannot be reached, never a 5xx', async () => {
    const primaryUrl = await createPostgresTestDatabase();
    await insertTestGame(openPostgresDatabase(primaryUrl, { maxConnections: 1 }), { id: 'on-the-primary', versions: [{ state: 'published' }] });
    // A replica nobody listens for: the server's connection is refused, as while a replica restarts.
    const unreachable = Object.assign(new URL(primaryUrl), { port: String(await freePort()) }).href;
    const split = await startTestServer({ DATABASE_URL: primaryUrl, DATABASE_REPLICA_URL: unreachable, PUBLIC_CACHE_SECONDS: '0' }, {}, { db: openPostgresDatabase(primaryUrl) });
    const games = await split.client().request<{ games: { id: string }[] }>('GET', '/api/games');
    expect(games.status).toBe(200);
    expect(games.body.games.map((game) => game.id)).toContain('on-the-primary');
    expect((await split.client().request('GET', '/api/news')).status).toBe(200);
  });
});

describe('PublicAnswerCache', () => {
  it('keeps an answer its time, computes it once for callers arriving together, and never keeps a failure', async () => {
    let now = 0;
    const cache = new PublicAnswerCache(5, () => now);
    let computed = 0;
    const compute = async () => `{"n":${++computed}}`;
    const [a, b] = await Promise.all([cache.answer('news', '/x', compute), cache.answer('news', '/x', compute)]);
    expect([a.json, b.json, computed]).toEqual(['{"n":1}', '{"n":1}', 1]);
    now = 4_999;
    expect((await cache.answer('news', '/x', compute)).json).toBe('{"n":1}');
    now = 5_000;
    expect((await cache.answer('news', '/x', compute)).json).toBe('{"n":2}');
    cache.forget('news');
    expect((await cache.answer('news', '/x', compute)).json).toBe('{"n":3}');
    await expect(cache.answer('games', '/y', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect((await cache.answer('games', '/y', compute)).json).toBe('{"n":4}');
    const uncached = new PublicAnswerCache(0, () => now);
    await uncached.answer('games', '/z', compute);
    expect((await uncached.answer('games', '/z', compute)).json).toBe('{"n":6}');
  });
});
