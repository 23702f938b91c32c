import { describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { createTestAccount } from '../test-support/ledger-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { insertTestGame } from '../test-support/game-test-helpers.ts';

const server = await startTestServer();
const { db } = server.ctx;
const visitor = server.client();
// `/play` is served on the games' own origin only (src/http/games-host.ts): the API answers its URLs there.
const games = server.ctx.config.play.origin;

describe('GET /api/games/:game', () => {
  it("serves the site's own Levels game, seeded as published version 1 with 24 levels of rising reward", async () => {
    const answer = await visitor.api.call('getGame', { params: { game: 'levels' } });
    expect(answer.game).toMatchObject({
      id: 'levels',
      title: 'Levels',
      category: 'puzzle',
      author: null,
      version: 1,
      playUrl: `${games}/play/levels/1/`,
      thumbnailUrl: `${games}/play/levels/1/thumbnail.png`,
      levelCount: 24,
    });
    const levels = answer.rewardTable.kind === 'levels' ? answer.rewardTable.levels : [];
    expect(answer.rewardTable).toMatchObject({ kind: 'levels', scorePerCoin: 100 });
    expect(levels).toHaveLength(24);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]?.maxScore).toBe(1000);
      expect(levels[index]?.completedCoins).toBeGreaterThan(levels[index - 1]?.completedCoins ?? Infinity);
    }
  });

  it('plays the published version while a newer one waits for review or was rejected', async () => {
    const owner = await createTestAccount(db, 'Ada');
    await insertTestGame(db, { id: 'star-jumper', ownerId: owner, versions: [{ state: 'published', thumbnailKey: 'games/star-jumper/1/cover.webp' }, { state: 'in_review' }, { state: 'rejected' }] });
    const answer = await visitor.api.call('getGame', { params: { game: 'star-jumper' } });
    expect(answer.game).toMatchObject({ id: 'star-jumper', author: 'Ada', version: 1, playUrl: `${games}/play/star-jumper/1/`, thumbnailUrl: `${games}/play/star-jumper/1/cover.webp`, levelCount: null });
  });

  it('answers 404 for an unknown game and for one with no published version, and 400 for an id that is not a slug', async () => {
    await insertTestGame(db, { id: 'waiting', versions: [{ state: 'submitted' }] });
    await insertTestGame(db, { id: 'refused', versions: [{ state: 'rejected' }] });
    for (const game of ['nothing-here', 'waiting', 'refused']) {
      await expect(visitor.api.call('getGame', { params: { game } }), game).rejects.toMatchObject({ status: 404, code: 'not_found' });
    }
    await expect(visitor.api.call('getGame', { params: { game: 'Bad_Id' } })).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('GET /api/games', () => {
  it('lists only published games, newest first, page by page, and by category', async () => {
    const base = Date.now() + 60_000;
    for (let index = 0; index < 5; index += 1) {
      await insertTestGame(db, { id: `paged-${index}`, category: index % 2 === 0 ? 'word' : 'sports', createdAt: new Date(base + index * 1000), versions: [{ state: 'published' }] });
    }
    await insertTestGame(db, { id: 'paged-hidden', category: 'word', createdAt: new Date(base + 10_000), versions: [{ state: 'in_review' }] });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { games: { id: string }[]; nextCursor: string | null } = await visitor.api.call('listGames', { query: { limit: '2', ...(cursor ? { cursor } : {}) } });
      expect(page.games.length).toBeLessThanOrEqual(2);
      seen.push(...page.games.map((game) => game.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen.slice(0, 5)).toEqual(['paged-4', 'paged-3', 'paged-2', 'paged-1', 'paged-0']);
    expect(seen).toContain('levels');
    expect(seen).toContain('star-jumper');
    expect(seen).not.toContain('paged-hidden');
    expect(seen).not.toContain('waiting');
    expect(new Set(seen).size).toBe(seen.length);

    const words = await visitor.api.call('listGames', { query: { category: 'word' } });
    expect(words.games.map((game: { id: string }) => game.id)).toEqual(['paged-4', 'paged-2', 'paged-0']);
    expect(words.nextCursor).toBeNull();
  });

  it('refuses a cursor it never gave, a limit out of range and an unknown category, naming the field', async () => {
    await expect(visitor.api.call('listGames', { query: { cursor: 'nonsense' } })).rejects.toMatchObject({ code: 'validation_failed', field: 'query.cursor' });
    await expect(visitor.api.call('listGames', { query: { limit: '0' } })).rejects.toMatchObject({ status: 400 });
    await expect(visitor.api.call('listGames', { query: { limit: '101' } })).rejects.toMatchObject({ status: 400 });
    expect((await visitor.call('listGames', { query: { category: 'casino' } })).status).toBe(400);
  });
});

describe('POST /api/games/:game/ready-timeout', () => {
  it("keeps each player's report of a published version once, with the last time, and shows the maker how many players saw it", async () => {
    const maker = await signedInPlayer(server);
    await insertTestGame(db, { id: 'never-ready', ownerId: maker.accountId, versions: [{ state: 'published' }, { state: 'published' }, { state: 'submitted' }] });
    const [first, second] = [await signedInPlayer(server), await signedInPlayer(server)];
    expect(await first.client.api.call('reportGameReadyTimeout', { params: { game: 'never-ready' } })).toMatchObject({ version: 2 });
    server.advanceClock(60_000);
    const later = server.ctx.now().getTime();
    await first.client.api.call('reportGameReadyTimeout', { params: { game: 'never-ready' } });
    await second.client.api.call('reportGameReadyTimeout', { params: { game: 'never-ready' } });

    const [game] = (await maker.client.api.call('listMyGames')).games;
    expect(game?.versions.map((version) => [version.version, version.readyTimeouts])).toEqual([
      [3, null],
      [2, { players: 2, lastAt: expect.any(String) }],
      [1, null],
    ]);
    expect(Date.parse(game?.versions[1]?.readyTimeouts?.lastAt ?? '')).toBeGreaterThanOrEqual(later);
    await expect(first.client.api.call('reportGameReadyTimeout', { params: { game: 'no-such-game' } })).rejects.toMatchObject({ status: 404 });
    await expect(server.client().api.call('reportGameReadyTimeout', { params: { game: 'never-ready' } })).rejects.toMatchObject({ status: 401 });
  });
});
