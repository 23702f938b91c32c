import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryFileStorage } from '../storage/memory-file-storage.ts';
import { gameFileKey } from '../storage/storage-key.ts';
import { checkThumbnail } from '../submissions/check-thumbnail.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { levelsThumbnailPng } from './levels-thumbnail.ts';
import { findLevelsBuild, seedLevelsFiles } from './seed-levels-files.ts';

async function text(storage: MemoryFileStorage, path: string): Promise<string | null> {
  const file = await storage.get(gameFileKey('levels', 1, path));
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('seedLevelsFiles', () => {
  let build: string;

  beforeAll(async () => {
    build = await mkdtemp(join(tmpdir(), 'levels-build-'));
    await mkdir(join(build, 'img'));
    await writeFile(join(build, 'index.html'), '<!doctype html><title>Levels</title>');
    await writeFile(join(build, 'game.js'), 'void 0;');
    await writeFile(join(build, 'img', 'ice.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(build, 'notes.exe'), 'not a web file');
  });
  afterAll(() => rm(build, { recursive: true, force: true }));

  it('copies the build with a generated thumbnail, once, and leaves a complete copy alone', async () => {
    const storage = new MemoryFileStorage();
    expect(await seedLevelsFiles(storage, build)).toBe('seeded');
    expect(await text(storage, 'index.html')).toBe('<!doctype html><title>Levels</title>');
    expect(await text(storage, 'game.js')).toBe('void 0;');
    expect(await text(storage, 'img/ice.svg')).toContain('<svg');
    expect(await storage.exists(gameFileKey('levels', 1, 'thumbnail.png'))).toBe(true);

    await writeFile(join(build, 'game.js'), 'changed();');
    expect(await seedLevelsFiles(storage, build)).toBe('present');
    expect(await text(storage, 'game.js')).toBe('void 0;');
  });

  it('says when there is no build, and stores nothing', async () => {
    const storage = new MemoryFileStorage();
    expect(await seedLevelsFiles(storage, null)).toBe('no-build');
    expect(await storage.exists(gameFileKey('levels', 1, 'thumbnail.png'))).toBe(false);
  });

  it('draws a thumbnail the upload checks accept', () => {
    const png = levelsThumbnailPng();
    expect(imageSize(png)).toMatchObject({ width: 256, height: 256, type: 'png' });
    expect(checkThumbnail(png)).toMatchObject({ ok: true, type: 'image/png' });
  });

  it.runIf(findLevelsBuild() !== null)('at start-up, puts the real build behind /play/levels/1/ and its thumbnail behind the game list', async () => {
    const server = await startTestServer();
    const page = await fetch(`${server.url}/play/levels/1/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const { games } = await server.client().api.call('listGames', {});
    const levels = games.find((game) => game.id === 'levels');
    // On the games' own origin (src/http/games-host.ts), fetched here from the server's own address.
    expect(levels?.thumbnailUrl).toBe(`${server.ctx.config.play.origin}/play/levels/1/thumbnail.png`);
    const thumbnail = await fetch(`${server.url}${new URL(levels?.thumbnailUrl ?? '', server.url).pathname}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
  });
});
