import { gameRules } from '@site/api-contract';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { reviewTokenSeconds } from '../submissions/review-access.ts';
import { filesUnder, playableBundle, postForm, submissionParts, zipPart, type UploadPart } from '../test-support/submission-test-helpers.ts';
import { buildTestPng } from '../test-support/test-images.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { finishInspection } from '../inspections/inspection-store.ts';
import { refusal } from '../test-support/test-client.ts';

const filesDir = await mkdtemp(join(tmpdir(), 'site-submissions-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const server = await startTestServer({ FILES_DIR: filesDir });
const { db } = server.ctx;

async function signedInModerator(role: 'moderator' | 'admin' = 'moderator'): Promise<Awaited<ReturnType<typeof signedInPlayer>>> {
  const moderator = await signedInPlayer(server);
  await db.query('UPDATE accounts SET role = $2 WHERE id = $1', [moderator.accountId, role]);
  await enableTotp(server, moderator.client);
  return moderator;
}

async function submit(client: Awaited<ReturnType<typeof signedInPlayer>>['client'], overrides: Record<string, UploadPart | undefined> = {}) {
  return postForm<{ game: string; version: number; state: string; error?: { code: string; details?: { field?: string } } }>(client, '/api/submissions', submissionParts(overrides));
}

async function tableCounts(): Promise<{ games: number; versions: number }> {
  const [row] = await db.query<{ games: number; versions: number }>('SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM game_versions)::int AS versions');
  return row ?? { games: -1, versions: -1 };
}

/** A file of the running server under a path (no client-side normalising). */
/** A GET of `url` from the server's own address, which answers both `/api` and `/play` (an absolute `/play` URL names the games' origin). */
const get = (url: string, client = server.client()) => client.request<string>('GET', url.startsWith('/') ? url : new URL(url).pathname);

describe('POST /api/submissions', () => {
  it('checks the upload, then creates the game and version 1 waiting for review, with its files stored', async () => {
    const owner = await signedInPlayer(server);
    const answer = await submit(owner.client);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ game: 'star-jumper', version: 1, state: 'submitted' });

    const stored = await filesUnder(filesDir);
    expect(stored).toEqual(expect.arrayContaining(['games/star-jumper/1/index.html', 'games/star-jumper/1/js/game.js', 'games/star-jumper/1/style.css', 'thumbnails/star-jumper/1/thumbnail.png']));

    const mine = (await owner.client.api.call('listMyGames')).games;
    expect(mine).toEqual([
      expect.objectContaining({
        id: 'star-jumper',
        title: 'Star Jumper',
        description: 'Jump from star to star.',
        category: 'arcade',
        publishedVersion: null,
        plays: 0,
        coinsPaid: '0',
        versions: [expect.objectContaining({ version: 1, state: 'submitted', rejectionReason: null, reviewedAt: null, thumbnailUrl: '/api/thumbnails/star-jumper/1', plays: 0, coinsPaid: '0' })],
      }),
    ]);

    // Not public yet: not listed, not playable, its thumbnail only for its owner.
    expect((await server.client().api.call('listGames')).games.map((game: { id: string }) => game.id)).not.toContain('star-jumper');
    expect((await get('/play/star-jumper/1/')).status).toBe(404);
    expect((await get('/api/thumbnails/star-jumper/1')).status).toBe(404);
    const thumbnail = await get('/api/thumbnails/star-jumper/1', owner.client);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect(thumbnail.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives a second game with the same title its own id', async () => {
    const owner = await signedInPlayer(server);
    const first = await submit(owner.client, { title: 'Twin Peaks' });
    const second = await submit(owner.client, { title: 'Twin  peaks!' });
    expect([first.body.game, second.body.game]).toEqual(['twin-peaks', 'twin-peaks-2']);
  });

  it('keeps markup in the title and description as the text it is', async () => {
    const owner = await signedInPlayer(server);
    const title = '<script>alert(1)</script> & <b>Bold</b>';
    const description = '<img src=x onerror=alert(1)>\nSecond line & "quotes"';
    const answer = await submit(owner.client, { title, description });
    expect(answer.status).toBe(201);
    expect(answer.body.game).toMatch(/^[a-z0-9-]+$/);
    const [game] = (await owner.client.api.call('listMyGames')).games;
    expect(game).toMatchObject({ title, description });
  });

  const hostileBundles: [string, UploadPart, string][] = [
    ['a path with ..', zipPart([{ name: 'index.html', data: 'x' }, { name: '../escape.js', data: 'x' }]), 'bundle_unsafe'],
    ['an absolute path', zipPart([{ name: 'index.html', data: 'x' }, { name: '/etc/evil.js', data: 'x' }]), 'bundle_unsafe'],
    ['a link', zipPart([{ name: 'index.html', data: 'x' }, { name: 'link.js', data: '/etc/passwd', externalAttributes: (0o120777 << 16) >>> 0, versionMadeBy: 0x031e }]), 'bundle_unsafe'],
    ['no index.html', zipPart([{ name: 'game/index.html', data: 'x' }]), 'bundle_no_index'],
    ['a program', zipPart([{ name: 'index.html', data: 'x' }, { name: 'setup.exe', data: 'MZ' }]), 'bundle_file_type'],
    ['too many files', zipPart([{ name: 'index.html', data: 'x' }, ...Array.from({ length: gameRules.gameMaxFiles + 1 }, (_, index) => ({ name: `f${index}.js`, data: '' }))]), 'bundle_too_large'],
    ['a compression bomb', zipPart([{ name: 'index.html', data: 'x' }, { name: 'bomb.js', data: Buffer.alloc(gameRules.gameMaxBytes + 1024 * 1024) }]), 'bundle_too_large'],
    ['not a zip', { bytes: Buffer.from('<html>not a zip</html>'), filename: 'game.zip' }, 'bundle_not_zip'],
  ];

  for (const [what, bundle, code] of hostileBundles) {
    it(`refuses a bundle with ${what}, storing nothing`, async () => {
      const owner = await signedInPlayer(server);
      const [rowsBefore, filesBefore] = [await tableCounts(), await filesUnder(filesDir)];
      const answer = await submit(owner.client, { title: `Hostile ${what}`, bundle });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error).toMatchObject({ code, details: { field: 'body.bundle' } });
      expect(await tableCounts()).toEqual(rowsBefore);
      expect(await filesUnder(filesDir)).toEqual(filesBefore);
    });
  }

  const hostileThumbnails: [string, UploadPart, string][] = [
    ['an HTML file named .png', { bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), filename: 'thumb.png', type: 'image/png' }, 'thumbnail_invalid'],
    ['a PNG cut short', { bytes: buildTestPng(64, 64).subarray(0, 40), filename: 'thumb.png', type: 'image/png' }, 'thumbnail_invalid'],
    ['a tiny image', { bytes: buildTestPng(8, 8), filename: 'thumb.png', type: 'image/png' }, 'thumbnail_dimensions'],
    ['a file over 1 MB', { bytes: Buffer.concat([buildTestPng(64, 64), randomBytes(1024 * 1024)]), filename: 'thumb.png', type: 'image/png' }, 'thumbnail_too_large'],
  ];

  for (const [what, thumbnail, code] of hostileThumbnails) {
    it(`refuses a thumbnail that is ${what}, storing nothing`, async () => {
      const owner = await signedInPlayer(server);
      const [rowsBefore, filesBefore] = [await tableCounts(), await filesUnder(filesDir)];
      const answer = await submit(owner.client, { title: `Thumbnail ${what}`, thumbnail });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error).toMatchObject({ code, details: { field: 'body.thumbnail' } });
      expect(await tableCounts()).toEqual(rowsBefore);
      expect(await filesUnder(filesDir)).toEqual(filesBefore);
    });
  }

  it('names the field of bad text, and refuses unknown or missing parts, storing nothing', async () => {
    const owner = await signedInPlayer(server);
    const [rowsBefore, filesBefore] = [await tableCounts(), await filesUnder(filesDir)];
    const cases: [Record<string, UploadPart | undefined>, string][] = [
      [{ title: '   ' }, 'body.title'],
      [{ title: 'x'.repeat(81) }, 'body.title'],
      [{ title: 'two\nlines' }, 'body.title'],
      [{ title: 'Star \u202Erepmuj' }, 'body.title'],
      [{ title: 'Star\u200BJumper' }, 'body.title'],
      [{ title: '\u3164\u2800' }, 'body.title'],
      [{ description: 'y'.repeat(2001) }, 'body.description'],
      [{ category: 'casino' }, 'body.category'],
      [{ bundle: undefined }, 'body.bundle'],
      [{ thumbnail: 'not a file' }, 'body.thumbnail'],
      [{ owner: 'someone-else' }, 'body.owner'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await submit(owner.client, overrides);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error, field).toMatchObject({ code: 'validation_failed', details: { field } });
    }
    expect(await tableCounts()).toEqual(rowsBefore);
    expect(await filesUnder(filesDir)).toEqual(filesBefore);
  });

  // A hang guard: its uploads took 39 s beside a full CI run on two cores.
  it('cuts off an upload larger than the limit, and refuses JSON, strangers and requests without the CSRF header', { timeout: 120_000 }, async () => {
    const owner = await signedInPlayer(server);
    const [rowsBefore, filesBefore] = [await tableCounts(), await filesUnder(filesDir)];
    const huge = await submit(owner.client, { bundle: { bytes: Buffer.alloc(gameRules.gameMaxBytes + 2 * 1024 * 1024, 1), filename: 'huge.zip' } });
    expect(huge.status).toBe(413);
    expect(huge.body.error?.code).toBe('body_too_large');
    const json = await owner.client.call('createSubmission', { body: { title: 'x' } });
    expect(json.status).toBe(415);
    expect((await submit(server.client())).status).toBe(401);
    const noCsrf = await owner.client.request('POST', '/api/submissions', { csrf: false, body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(noCsrf.status).toBe(403);
    expect(await tableCounts()).toEqual(rowsBefore);
    expect(await filesUnder(filesDir)).toEqual(filesBefore);
  });
});

describe('moderation', () => {
  it('is refused to players (403) and to visitors (401) on every endpoint', async () => {
    const player = await signedInPlayer(server);
    const owner = await signedInPlayer(server);
    const { game } = (await submit(owner.client, { title: 'Not for players' })).body;
    const params = { game, version: '1' };
    for (const client of [player.client, owner.client]) {
      await expect(client.api.call('listReviews')).rejects.toMatchObject({ status: 403 });
      await expect(client.api.call('openReview', { params })).rejects.toMatchObject({ status: 403 });
      await expect(client.api.call('publishVersion', { params })).rejects.toMatchObject({ status: 403 });
      await expect(client.api.call('rejectVersion', { params, body: { reason: 'no' } })).rejects.toMatchObject({ status: 403 });
    }
    await expect(server.client().api.call('listReviews')).rejects.toMatchObject({ status: 401 });
    const [row] = await db.query<{ state: string }>('SELECT state FROM game_versions WHERE game_id = $1', [game]);
    expect(row?.state).toBe('submitted');
  });

  it('queues a submission, lets the reviewer play it by its review URL, publishes it: listed and playable by anyone', async () => {
    const owner = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const { game } = (await submit(owner.client, { title: 'Publish Me', bundle: { bytes: playableBundle('publish-me'), filename: 'g.zip' } })).body;

    const queue = (await moderator.client.api.call('listReviews')).reviews;
    expect(queue).toEqual(expect.arrayContaining([expect.objectContaining({ game, version: 1, state: 'submitted', title: 'Publish Me', publishedVersion: null, thumbnailUrl: `/api/thumbnails/${game}/1` })]));
    expect((await get(`/api/thumbnails/${game}/1`, moderator.client)).status).toBe(200);
    // The moderator sees the bounds its maker declared (none yet, then some).
    const reviewOf = async () => (await moderator.client.api.call('listReviews')).reviews.find((item) => item.game === game);
    expect((await reviewOf())?.runBounds).toEqual({ maxScore: null, maxPointsPerSecond: null, minRunSeconds: null, maxRunSeconds: null });
    const bounds = { maxScore: 900, maxPointsPerSecond: null, minRunSeconds: 10, maxRunSeconds: null };
    await owner.client.api.call('setRunBounds', { params: { game }, body: bounds });
    expect((await reviewOf())?.runBounds).toEqual(bounds);

    const opened = await moderator.client.api.call('openReview', { params: { game, version: '1' } });
    expect(opened.state).toBe('in_review');
    // On the games' own origin (src/http/games-host.ts); asked here of the server's own address.
    expect(opened.reviewUrl).toMatch(new RegExp(`^${server.ctx.config.play.origin}/play/${game}/1/!review/[A-Za-z0-9_-]{43}/$`));
    // The sandboxed frame sends no cookies: the URL alone opens the page and its relative files.
    const page = await get(opened.reviewUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain('publish-me');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    expect((await get(`${opened.reviewUrl}js/game.js`)).status).toBe(200);
    // A session alone never opens an unpublished version.
    expect((await get(`/play/${game}/1/`, moderator.client)).status).toBe(404);

    // The queue says whether a moderator finished a review run of the version (publishing asks, and says when none was).
    expect((await reviewOf())?.reviewRuns).toBe(0);
    const reviewRun = await moderator.client.api.call('startReviewRun', { params: { game, version: '1' } });
    expect((await reviewOf())?.reviewRuns).toBe(0);
    await moderator.client.api.call('finishReviewRun', { params: { run: reviewRun.run.id }, body: { score: 10, completed: true } });
    expect((await reviewOf())?.reviewRuns).toBe(1);

    const published = await moderator.client.api.call('publishVersion', { params: { game, version: '1' } });
    expect(published).toMatchObject({ game, version: 1, state: 'published', rejectionReason: null });
    await expect(moderator.client.api.call('publishVersion', { params: { game, version: '1' } })).rejects.toMatchObject({ code: 'review_already_decided' });

    const listed = (await server.client().api.call('listGames')).games;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: game, version: 1, playUrl: `${server.ctx.config.play.origin}/play/${game}/1/`, thumbnailUrl: `/api/thumbnails/${game}/1` })]));
    const played = await get(`/play/${game}/1/`);
    expect(played.status).toBe(200);
    expect(played.body).toContain('publish-me');
    expect((await get(`/api/thumbnails/${game}/1`)).status).toBe(200);
    expect((await moderator.client.api.call('listReviews')).reviews.map((item: { game: string }) => item.game)).not.toContain(game);
    const [mine] = (await owner.client.api.call('listMyGames')).games;
    expect(mine).toMatchObject({ id: game, publishedVersion: 1, versions: [expect.objectContaining({ state: 'published' })] });
  });

  it('refuses to open or publish a version whose inspection blocks (not only leaving it out of the queue); rejecting it still works', async () => {
    const owner = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const { game } = (await submit(owner.client, { title: 'Blocked By Inspection' })).body;
    const params = { game, version: '1' };
    const finding = { code: 'error_before_ready', level: 'blocks', viewport: 'desktop', value: null, limit: null, detail: 'boom' } as const;
    await finishInspection(db, game, 1, { state: 'done', verdict: 'blocks', report: { findings: [finding], runs: [] } }, new Date());

    for (const route of ['openReview', 'publishVersion'] as const) {
      await expect(moderator.client.api.call(route, { params }), route).rejects.toMatchObject({ status: 409, code: 'review_inspection_blocks' });
    }
    const [row] = await db.query<{ state: string }>('SELECT state FROM game_versions WHERE game_id = $1', [game]);
    expect(row?.state).toBe('submitted');
    expect((await get(`/play/${game}/1/`)).status).toBe(404);
    await moderator.client.api.call('rejectVersion', { params, body: { reason: 'See the inspection.' } });
    await expect(moderator.client.api.call('publishVersion', { params })).rejects.toMatchObject({ code: 'review_already_decided' });
  });

  it('rejects with a reason the owner sees as text; a reason is required', async () => {
    const owner = await signedInPlayer(server);
    const admin = await signedInModerator('admin');
    const { game } = (await submit(owner.client, { title: 'Reject Me' })).body;
    const params = { game, version: '1' };
    for (const reason of ['', '   ', 'a'.repeat(1001)]) {
      const refused = await refusal(admin.client.api.call('rejectVersion', { params, body: { reason } }));
      expect(refused.status, JSON.stringify(reason)).toBe(400);
      expect(refused.field).toBe('body.reason');
    }
    expect((await admin.client.call('rejectVersion', { params, body: {} })).status).toBe(400);
    const reason = 'The game freezes on level 2.\n<b>Fix</b> it & send it again.';
    const rejected = await admin.client.api.call('rejectVersion', { params, body: { reason } });
    expect(rejected).toMatchObject({ state: 'rejected', rejectionReason: reason });
    const [mine] = (await owner.client.api.call('listMyGames')).games;
    expect(mine?.versions).toEqual([expect.objectContaining({ version: 1, state: 'rejected', rejectionReason: reason })]);
    expect((await get(`/play/${game}/1/`)).status).toBe(404);
    await expect(admin.client.api.call('openReview', { params })).rejects.toMatchObject({ status: 409 });
    await expect(admin.client.api.call('rejectVersion', { params: { game: 'no-such-game', version: '1' }, body: { reason: 'x' } })).rejects.toMatchObject({ status: 404 });
  });

  it('reviews a new version while the published one stays playable; only the owner may add one', async () => {
    const owner = await signedInPlayer(server);
    const stranger = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const { game } = (await submit(owner.client, { title: 'Two Versions', bundle: { bytes: playableBundle('first'), filename: 'g.zip' } })).body;
    await moderator.client.api.call('publishVersion', { params: { game, version: '1' } });

    const [rowsBefore, filesBefore] = [await tableCounts(), await filesUnder(filesDir)];
    const versionParts = { thumbnail: { bytes: buildTestPng(48, 48), filename: 't.png' }, bundle: { bytes: playableBundle('second'), filename: 'g.zip' } };
    const refused = await postForm<{ error: { code: string } }>(stranger.client, `/api/games/${game}/versions`, versionParts);
    expect(refused.status).toBe(403);
    expect((await postForm(owner.client, '/api/games/no-such-game/versions', versionParts)).status).toBe(404);
    expect(await tableCounts()).toEqual(rowsBefore);
    expect(await filesUnder(filesDir)).toEqual(filesBefore);

    const second = await postForm<{ game: string; version: number; state: string }>(owner.client, `/api/games/${game}/versions`, versionParts);
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ game, version: 2, state: 'submitted' });
    expect((await server.client().api.call('getGame', { params: { game } })).game.version).toBe(1);
    expect((await get(`/play/${game}/1/`)).body).toContain('first');
    expect((await get(`/play/${game}/2/`)).status).toBe(404);
    const [mine] = (await owner.client.api.call('listMyGames')).games;
    expect(mine?.publishedVersion).toBe(1);
    expect(mine?.versions.map((version: { version: number; state: string }) => [version.version, version.state])).toEqual([
      [2, 'submitted'],
      [1, 'published'],
    ]);

    const opened = await moderator.client.api.call('openReview', { params: { game, version: '2' } });
    expect((await get(opened.reviewUrl)).body).toContain('second');
    await moderator.client.api.call('publishVersion', { params: { game, version: '2' } });
    expect((await server.client().api.call('getGame', { params: { game } })).game.version).toBe(2);
    expect((await get(`/play/${game}/2/`)).body).toContain('second');
  });

  it('refuses review URLs that are expired, forged, for another version, or whose reviewer lost the role', async () => {
    const owner = await signedInPlayer(server);
    const moderator = await signedInModerator();
    const { game } = (await submit(owner.client, { title: 'Token Test', bundle: { bytes: playableBundle('token'), filename: 'g.zip' } })).body;
    await postForm(owner.client, `/api/games/${game}/versions`, { thumbnail: { bytes: buildTestPng(48, 48), filename: 't.png' }, bundle: { bytes: playableBundle('token-2'), filename: 'g.zip' } });
    const { reviewUrl } = await moderator.client.api.call('openReview', { params: { game, version: '1' } }) as { reviewUrl: string };
    expect((await get(reviewUrl)).status).toBe(200);

    const token = new URL(reviewUrl).pathname.split('/')[5] ?? '';
    expect((await get(`/play/${game}/2/!review/${token}/`)).status).toBe(404);
    expect((await get(`/play/${game}/1/!review/${randomBytes(32).toString('base64url')}/`)).status).toBe(404);
    // One character changed, the first: every one of its bits counts (a last character may carry padding bits).
    const forged = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    expect((await get(`/play/${game}/1/!review/${forged}/`)).status).toBe(404);
    expect((await get(`/play/${game}/1/!review/not-a-token/`)).status).toBe(404);

    await db.query("UPDATE accounts SET role = 'player' WHERE id = $1", [moderator.accountId]);
    expect((await get(reviewUrl)).status).toBe(404);
    await db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [moderator.accountId]);
    expect((await get(reviewUrl)).status).toBe(200);

    server.advanceClock(reviewTokenSeconds * 1000 + 1000);
    expect((await get(reviewUrl)).status).toBe(404);
  });
});
