import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestS3Server } from '@site/testing/s3';
import { afterAll, expect, it, onTestFailed } from 'vitest';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { startApiProcess, type ApiProcess } from '../test-support/api-process.ts';
import { builtEntry } from '../test-support/built-entry.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { playableBundle, postForm, submissionParts } from '../test-support/submission-test-helpers.ts';
import { createPostgresTestDatabase } from '../test-support/test-database.ts';
import { startTestServer } from '../test-support/test-server.ts';

// Two API processes that share nothing but PostgreSQL and an S3-compatible store (docs/api/processes-and-machines.md): the first (this test's own server) takes the upload, the second (dist/main.js,
// its own folder) serves the game from the store.
/** What the AWS SDK prints on Node below 22 when its client is made (s3-file-storage.ts turns it off). */
const sdkNodeWarning = /NodeVersionSupportWarning|NodeDeprecationWarning|AWS SDK for JavaScript/;

const s3 = await startTestS3Server();
const databaseUrl = await createPostgresTestDatabase();
const uploader = await startTestServer(s3.env, {}, { db: openPostgresDatabase(databaseUrl) });
const playerFolder = mkdtempSync(join(tmpdir(), 'api-player-'));
let player: ApiProcess | undefined;
afterAll(async () => {
  await player?.kill('SIGTERM');
  await uploader.close();
  await s3.close();
  rmSync(playerFolder, { recursive: true, force: true });
});

it('plays a version uploaded through another process, from the store, with ETags and 304s', { timeout: 300_000 }, async () => {
  onTestFailed(() => {
    if (player) console.error(`API process ${player.url}:\n${player.output()}`);
  });
  const owner = await signedInPlayer(uploader);
  const submitted = await postForm<{ game: string; version: number }>(owner.client, '/api/submissions', submissionParts({ title: 'Cloud Hopper', bundle: { bytes: playableBundle('from-the-bucket'), filename: 'game.zip' } }));
  expect(submitted.status).toBe(201);
  const { game } = submitted.body;
  const moderator = await signedInPlayer(uploader);
  await uploader.ctx.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
  await enableTotp(uploader, moderator.client);
  await moderator.client.api.call('openReview', { params: { game, version: '1' } });
  await moderator.client.api.call('publishVersion', { params: { game, version: '1' } });

  // Not the SDK's switch from this process's environment, where the uploader's store has set it: the child's own code must.
  player = await startApiProcess({ env: { DATABASE_URL: databaseUrl, DATA_DIR: playerFolder, JOB_WORKER: 'false', ...s3.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: '' } });
  expect(player.output()).not.toMatch(sdkNodeWarning);
  const page = await fetch(`${player.url}/play/${game}/1/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('from-the-bucket');
  expect(page.headers.get('cache-control')).toBe('public, max-age=3600');
  const script = await fetch(`${player.url}/play/${game}/1/js/game.js`);
  expect(await script.text()).toBe('console.log("from-the-bucket");');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const etag = script.headers.get('etag');
  expect(etag).toMatch(/^"[^"]+"$/);

  // A browser or CDN asking again with the tag gets 304 and no body; a stale tag gets the file.
  const again = await fetch(`${player.url}/play/${game}/1/js/game.js`, { headers: { 'if-none-match': `"stale", ${etag}` } });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await again.text()).toBe('');
  expect((await fetch(`${player.url}/play/${game}/1/js/game.js`, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  // The thumbnail, too, is read from the store by the process that never saw it uploaded.
  const thumbnail = await fetch(`${player.url}/api/thumbnails/${game}/1`);
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get('content-type')).toBe('image/png');
});

// The SDK pinned supports the Node we run (20), but warns on it when its client is made: at every
// start of every process with S3_* set, the worker's too. Neither prints it.
it('starts a worker on the store (dist/worker.js) that prints no warning of the AWS SDK about Node', { timeout: 180_000 }, async () => {
  const worker = spawn(process.execPath, [builtEntry('worker')], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: await createPostgresTestDatabase(), ...s3.env, PROOF_SEAL_SECONDS: '0', PROOF_COMMIT_CHECK_SECONDS: '0', LEAGUE_CLOSE_CHECK_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(() => (running = false));
  worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    // Its storage is opened before it says it has started.
    await expect.poll(() => !running || output.includes('"msg":"worker started"'), { timeout: 150_000, interval: 100 }).toBe(true);
    expect(output).toContain('"msg":"worker started"');
    expect(output).not.toMatch(sdkNodeWarning);
  } finally {
    worker.kill('SIGTERM');
    await exited;
  }
});
