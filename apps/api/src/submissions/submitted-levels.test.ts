import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { filesUnder, playableBundle, postForm, submissionParts, type UploadPart } from '../test-support/submission-test-helpers.ts';
import { buildTestPng } from '../test-support/test-images.ts';
import { pastMinimumRunTime, startedRun } from '../test-support/run-test-helpers.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';

// A maker's declaration of a version (the form's `levels` and `topScore`): the site builds the
// version's reward table from it, the moderator and the maker see it, and a player's runs of the
// published version are paid and refused by it.

const filesDir = await mkdtemp(join(tmpdir(), 'site-submitted-levels-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const server = await startTestServer({ FILES_DIR: filesDir });
const { db } = server.ctx;

type Submitted = { game: string; version: number; state: string; error?: { code: string; message: string; details?: { field?: string } } };

async function signedInModerator(): Promise<TestClient> {
  const moderator = await signedInPlayer(server);
  await db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [moderator.accountId]);
  await enableTotp(server, moderator.client);
  return moderator.client;
}

const submit = (client: TestClient, overrides: Record<string, UploadPart | undefined>) => postForm<Submitted>(client, '/api/submissions', submissionParts(overrides));
const versionParts = (declared: Record<string, string> = {}): Record<string, UploadPart> => ({
  thumbnail: { bytes: buildTestPng(48, 48), filename: 't.png', type: 'image/png' },
  bundle: { bytes: playableBundle('next'), filename: 'g.zip', type: 'application/zip' },
  ...declared,
});
const finish = (client: TestClient, run: string, body: { score: number; level?: number; completed: boolean }) => client.api.call('finishRun', { params: { run }, body });

/** A finished run of the player's: started, past the minimum run time, finished with `body`. */
async function played(client: TestClient, game: string, body: { score: number; level?: number; completed: boolean }) {
  const run = await startedRun(client, game);
  pastMinimumRunTime(server);
  return finish(client, run, body);
}

async function storedRows(): Promise<{ games: number; versions: number }> {
  const [row] = await db.query<{ games: number; versions: number }>('SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM game_versions)::int AS versions');
  return row ?? { games: -1, versions: -1 };
}

describe("a maker's declaration of levels and a top score", () => {
  it('gives a game declaring 5 levels a table of 5 levels: shown in review and /my-games, published, its levels played in order and paid, a sixth level and a score above the top refused', async () => {
    const owner = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const answer = await submit(owner.client, { title: 'Five Rooms', levels: '5', topScore: '2000', bundle: { bytes: playableBundle('five-rooms'), filename: 'g.zip' } });
    expect(answer.status).toBe(201);
    const { game } = answer.body;

    const declaration = { levels: 5, topScore: 2000 };
    const review = (await moderator.api.call('listReviews')).reviews.find((item) => item.game === game);
    expect(review?.declaration).toEqual(declaration);
    const [mine] = (await owner.client.api.call('listMyGames')).games.filter((entry) => entry.id === game);
    expect(mine?.versions).toEqual([expect.objectContaining({ version: 1, declaration })]);

    await moderator.api.call('publishVersion', { params: { game, version: '1' } });
    const published = await server.client().api.call('getGame', { params: { game } });
    expect(published.game.levelCount).toBe(5);
    expect(published.rewardTable).toEqual({ kind: 'levels', scorePerCoin: 100, levels: Array.from({ length: 5 }, () => ({ maxScore: 2000, completedCoins: 5 })) });

    const player = await signedInPlayer(server);
    const progress = () => player.client.api.call('getLevelsProgress', { query: { game } });
    expect(await progress()).toMatchObject({ game, version: 1, completedCount: 0, nextLevel: 1 });
    // A level past the one open is refused, naming the level, and pays nothing.
    const early = await refusal(played(player.client, game, { score: 100, level: 3, completed: true }));
    expect(early).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.level' });
    expect(early.message).toContain('complete level 1 first');

    expect(await played(player.client, game, { score: 1000, level: 1, completed: true })).toMatchObject({ earned: '15', levelProgress: { nextLevel: 2 } });
    expect(await played(player.client, game, { score: 2000, level: 2, completed: true })).toMatchObject({ earned: '25', levelProgress: { nextLevel: 3 } });
    // Level 3: 1,250 points at 100 a coin, and 5 for completing it.
    const third = await played(player.client, game, { score: 1250, level: 3, completed: true });
    expect(third).toMatchObject({
      earned: '17',
      tableReward: '17',
      cappedBy: null,
      run: { score: 1250, level: 3, completed: true, coinsPaid: '17' },
      levelProgress: { level: { level: 3, maxScore: 2000, completedCoins: 5, bestScore: 1250 }, newBest: true, firstCompletion: true, nextLevel: 4 },
    });
    expect(await progress()).toMatchObject({ completedCount: 3, nextLevel: 4 });
    expect((await progress()).levels).toHaveLength(5);

    const sixth = await refusal(played(player.client, game, { score: 100, level: 6, completed: true }));
    expect(sixth).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.level' });
    expect(sixth.message).toContain('this game has 5 levels; there is no level 6');
    const noLevel = await refusal(played(player.client, game, { score: 100, completed: true }));
    expect(noLevel).toMatchObject({ status: 400, field: 'body.level' });
    const tooHigh = await refusal(played(player.client, game, { score: 2001, level: 4, completed: true }));
    expect(tooHigh).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.score' });
    expect(tooHigh.message).toContain('(2000)');
    expect((await player.client.api.call('getLevelsProgress', { query: { game } })).completedCount).toBe(3);
  });

  it('keeps the table of a game declaring nothing as before (no levels, 10,000 at most), and refuses a score above a declared top', async () => {
    const owner = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const plain = (await submit(owner.client, { title: 'Plain Score' })).body.game;
    const capped = (await submit(owner.client, { title: 'Low Top', levels: '0', topScore: '500' })).body.game;
    const mine = (await owner.client.api.call('listMyGames')).games;
    expect(mine.find((entry) => entry.id === plain)?.versions[0]?.declaration).toEqual({ levels: null, topScore: 10_000 });
    expect(mine.find((entry) => entry.id === capped)?.versions[0]?.declaration).toEqual({ levels: null, topScore: 500 });
    for (const game of [plain, capped]) await moderator.api.call('publishVersion', { params: { game, version: '1' } });
    expect((await server.client().api.call('getGame', { params: { game: plain } })).rewardTable).toEqual({ kind: 'score', scorePerCoin: 100, maxScore: 10_000, completedCoins: 5 });
    expect((await server.client().api.call('getGame', { params: { game: capped } })).game.levelCount).toBeNull();

    const player = await signedInPlayer(server);
    const over = await refusal(played(player.client, capped, { score: 501, completed: true }));
    expect(over).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.score' });
    expect(await played(player.client, capped, { score: 500, completed: true })).toMatchObject({ earned: '10' });
    const level = await refusal(played(player.client, plain, { score: 10, level: 1, completed: true }));
    expect(level).toMatchObject({ status: 400, field: 'body.level', message: expect.stringContaining('this game has no levels') });
    // A game without levels has no progress to read.
    await expect(player.client.api.call('getLevelsProgress', { query: { game: plain } })).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('refuses a bad declaration naming its field, storing nothing', async () => {
    const owner = await signedInPlayer(server);
    const [rowsBefore, filesBefore] = [await storedRows(), await filesUnder(filesDir)];
    const cases: [Record<string, string>, string][] = [
      [{ levels: '201' }, 'body.levels'],
      [{ levels: '-1' }, 'body.levels'],
      [{ levels: '2.5' }, 'body.levels'],
      [{ levels: 'five' }, 'body.levels'],
      [{ levels: '' }, 'body.levels'],
      [{ topScore: '0' }, 'body.topScore'],
      [{ topScore: '1000001' }, 'body.topScore'],
      [{ topScore: '1e4' }, 'body.topScore'],
      [{ levels: '3', topScore: '' }, 'body.topScore'],
    ];
    for (const [declared, field] of cases) {
      const answer = await submit(owner.client, { title: 'Bad Declaration', ...declared });
      expect(answer.status, JSON.stringify(declared)).toBe(400);
      expect(answer.body.error, JSON.stringify(declared)).toMatchObject({ code: 'validation_failed', details: { field } });
      // The field is the form's own: what is wrong is its value.
      expect(answer.body.error?.message, JSON.stringify(declared)).toMatch(/must be a whole number/);
    }
    expect(await storedRows()).toEqual(rowsBefore);
    expect(await filesUnder(filesDir)).toEqual(filesBefore);

    // The new version's form checks it the same way.
    const good = await submit(owner.client, { title: 'Good Declaration', levels: '2', topScore: ' 300 ' });
    expect(good.status).toBe(201);
    const { game } = good.body;
    expect((await owner.client.api.call('listMyGames')).games.find((entry) => entry.id === game)?.versions[0]?.declaration).toEqual({ levels: 2, topScore: 300 });
    const [rowsThen, filesThen] = [await storedRows(), await filesUnder(filesDir)];
    for (const [declared, field] of [[{ levels: '300' }, 'body.levels'], [{ topScore: '-5' }, 'body.topScore']] as const) {
      const answer = await postForm<Submitted>(owner.client, `/api/games/${game}/versions`, versionParts(declared));
      expect(answer.status, JSON.stringify(declared)).toBe(400);
      expect(answer.body.error, JSON.stringify(declared)).toMatchObject({ code: 'validation_failed', details: { field } });
      expect(answer.body.error?.message, JSON.stringify(declared)).toMatch(/must be a whole number/);
    }
    expect(await storedRows()).toEqual(rowsThen);
    expect(await filesUnder(filesDir)).toEqual(filesThen);
  });

  it("lets a new version change the declaration, which takes effect when it is published: the published version's runs keep its table, and the old version keeps its own", async () => {
    const owner = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const { game } = (await submit(owner.client, { title: 'Grows Levels' })).body;
    await moderator.api.call('publishVersion', { params: { game, version: '1' } });

    // Version 2 declares 3 levels with a top of 800; while it waits, version 1's table pays.
    expect((await postForm<Submitted>(owner.client, `/api/games/${game}/versions`, versionParts({ levels: '3', topScore: '800' }))).status).toBe(201);
    const player = await signedInPlayer(server);
    const waiting = await refusal(played(player.client, game, { score: 100, level: 1, completed: true }));
    expect(waiting).toMatchObject({ status: 400, field: 'body.level' });
    // A run started on version 1 is paid from version 1's table even after version 2 is published.
    const startedOnFirst = await startedRun(player.client, game);
    const review = (await moderator.api.call('listReviews')).reviews.find((item) => item.game === game);
    expect(review).toMatchObject({ version: 2, publishedVersion: 1, declaration: { levels: 3, topScore: 800 } });

    await moderator.api.call('publishVersion', { params: { game, version: '2' } });
    pastMinimumRunTime(server);
    expect(await finish(player.client, startedOnFirst, { score: 5000, completed: true })).toMatchObject({ earned: '55', run: { version: 1, level: null } });
    expect((await server.client().api.call('getGame', { params: { game } })).game).toMatchObject({ version: 2, levelCount: 3 });
    expect(await played(player.client, game, { score: 800, level: 1, completed: true })).toMatchObject({ earned: '13', run: { version: 2 }, levelProgress: { nextLevel: 2 } });
    await expect(played(player.client, game, { score: 801, level: 2, completed: true })).rejects.toMatchObject({ status: 400, field: 'body.score' });

    // Version 3 says nothing: it keeps version 2's declaration. Version 4 says levels 0: no levels, the same top.
    expect((await postForm<Submitted>(owner.client, `/api/games/${game}/versions`, versionParts())).status).toBe(201);
    expect((await postForm<Submitted>(owner.client, `/api/games/${game}/versions`, versionParts({ levels: '0' }))).status).toBe(201);
    const [mine] = (await owner.client.api.call('listMyGames')).games.filter((entry) => entry.id === game);
    expect(mine?.versions.map((version) => [version.version, version.declaration])).toEqual([
      [4, { levels: null, topScore: 800 }],
      [3, { levels: 3, topScore: 800 }],
      [2, { levels: 3, topScore: 800 }],
      [1, { levels: null, topScore: 10_000 }],
    ]);
  });
});
