import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { text } from 'node:stream/consumers';
import { startTestS3Server } from '@site/testing/s3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { MemoryFileStorage } from './memory-file-storage.ts';
import { openFileStorage } from './open-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';
import { gameFileKey, gameVersionPrefix, storageKey, UnsafeStorageKeyError } from './storage-key.ts';

const root = await mkdtemp(join(tmpdir(), 'file-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const s3 = await startTestS3Server();
const s3Stores: S3FileStorage[] = [];
afterAll(async () => {
  for (const store of s3Stores) store.close();
  await s3.close();
});
const s3Config = loadConfig(s3.env).s3!;

const stores: [string, () => FileStorage][] = [
  ['memory', () => new MemoryFileStorage()],
  ['a local folder', () => new LocalFileStorage(join(root, String(Math.random())))],
  [
    'an S3-compatible bucket',
    () => {
      const store = new S3FileStorage(s3Config);
      s3Stores.push(store);
      return store;
    },
  ],
];

describe.each(stores)('FileStorage in %s', (_name, makeStore) => {
  it('gives back what was put, with its size and its type from the extension', async () => {
    const store = makeStore();
    const key = gameFileKey('g1', 1, 'js/game.js');
    await store.put(key, Buffer.from('console.log("hi")'));
    const file = await store.get(key);
    expect(file).not.toBeNull();
    expect(file?.size).toBe(17);
    expect(file?.type).toBe('text/javascript; charset=utf-8');
    expect(await text(file!.body)).toBe('console.log("hi")');
    expect(await store.exists(key)).toBe(true);
  });

  it('names the bytes by a quoted entity tag: the same while they stay, another once replaced', async () => {
    const store = makeStore();
    const key = gameFileKey('g-etag', 1, 'index.html');
    await store.put(key, Buffer.from('<p>one</p>'));
    const first = await store.get(key);
    const again = await store.get(key);
    first?.body.destroy();
    again?.body.destroy();
    expect(first?.etag).toMatch(/^"[^"]+"$/);
    expect(again?.etag).toBe(first?.etag);
    await store.put(key, Buffer.from('<p>two, longer</p>'));
    const replaced = await store.get(key);
    replaced?.body.destroy();
    expect(replaced?.etag).not.toBe(first?.etag);
  });

  it('answers null and false for what is not there, folders included', async () => {
    const store = makeStore();
    await store.put(gameFileKey('g1', 1, 'a/b.png'), new Uint8Array([1]));
    expect(await store.get(gameFileKey('g1', 1, 'missing.js'))).toBeNull();
    expect(await store.get(gameFileKey('g1', 1, 'a'))).toBeNull();
    expect(await store.exists(gameFileKey('g1', 1, 'a'))).toBe(false);
    expect(await store.get(gameFileKey('g1', 1, 'a/b.png/c.js'))).toBeNull();
  });

  it('replaces a file whole, and keeps binary bytes as they are', async () => {
    const store = makeStore();
    const key = storageKey('thumbnails', 'g1.webp');
    await store.put(key, Buffer.from('first version, longer'));
    const bytes = Uint8Array.from({ length: 256 }, (_, n) => n);
    await store.put(key, bytes);
    const file = await store.get(key);
    expect(file?.type).toBe('image/webp');
    expect(new Uint8Array(Buffer.concat(await file!.body.toArray()))).toEqual(bytes);
  });

  it('deletes a prefix and everything under it, and nothing that only starts with the same letters', async () => {
    const store = makeStore();
    const keep = [gameFileKey('g1', 20, 'index.html'), gameFileKey('g1', 3, 'index.html'), storageKey('games', 'g1', '2x.txt')];
    const gone = [gameFileKey('g1', 2, 'index.html'), gameFileKey('g1', 2, 'deep/er/file.json')];
    for (const key of [...keep, ...gone]) await store.put(key, Buffer.from(key));
    await store.deleteByPrefix(gameVersionPrefix('g1', 2));
    for (const key of gone) expect(await store.exists(key)).toBe(false);
    for (const key of keep) expect(await store.exists(key)).toBe(true);
    await store.deleteByPrefix(gameVersionPrefix('g404', 1));
  });
});

describe('LocalFileStorage', () => {
  it('leaves no partial files behind and writes inside its folder only', async () => {
    const folder = join(root, 'tidy');
    const store = new LocalFileStorage(folder);
    await Promise.all(Array.from({ length: 20 }, (_, n) => store.put(gameFileKey('g', 1, 'same.txt'), Buffer.from(`writer ${n}`))));
    expect(await readdir(join(folder, 'games', 'g', '1'))).toEqual(['same.txt']);
    expect(await text((await store.get(gameFileKey('g', 1, 'same.txt')))!.body)).toMatch(/^writer \d+$/);
  });
});

describe('storage keys', () => {
  it('refuse unsafe segments, game ids and versions', () => {
    for (const segments of [['..'], ['games', '..', 'x'], ['a', ''], ['%2e%2e'], ['a\\b'], ['a/b'], ['.'], ['x\u0000'], []]) {
      expect(() => storageKey(...segments)).toThrow(UnsafeStorageKeyError);
    }
    expect(() => gameFileKey('g1', 1, '../../etc/passwd')).toThrow(UnsafeStorageKeyError);
    expect(() => gameFileKey('../g', 1, 'index.html')).toThrow(UnsafeStorageKeyError);
    expect(() => gameFileKey('g', '0', 'index.html')).toThrow(UnsafeStorageKeyError);
    expect(() => gameFileKey('g', '1e3', 'index.html')).toThrow(UnsafeStorageKeyError);
    expect(gameFileKey('g-1_A', '12', 'js/a b.js')).toBe('games/g-1_A/12/js/a b.js');
  });

  it('never name a place outside the store, whatever the segments', () => {
    const folder = resolve(root, 'store');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('..', '.', '', '/', '\\', '%2e%2e', '~', 'a'), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 5 }), (segments) => {
        let key: string;
        try {
          key = storageKey(...segments);
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafeStorageKeyError);
          return;
        }
        expect(resolve(folder, ...key.split('/')).startsWith(folder + sep)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('openFileStorage', () => {
  it('keeps files in <DATA_DIR>/files by default, in memory for a memory:// data folder, in FILES_DIR when given, in a bucket when S3_* is set', async () => {
    expect(loadConfig({ DATA_DIR: '/srv/site' }).filesDir).toBe(join('/srv/site', 'files'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).filesDir).toBeNull();
    expect(loadConfig({ DATA_DIR: '/srv/site', FILES_DIR: '/mnt/files' }).filesDir).toBe('/mnt/files');
    expect(await openFileStorage({ filesDir: null, s3: null })).toBeInstanceOf(MemoryFileStorage);
    expect(await openFileStorage({ filesDir: root, s3: null })).toBeInstanceOf(LocalFileStorage);
    const inBucket = await openFileStorage(loadConfig({ DATA_DIR: '/srv/site', ...s3.env }));
    expect(inBucket).toBeInstanceOf(S3FileStorage);
    if (inBucket instanceof S3FileStorage) inBucket.close();
  });

  it('names every S3 variable missing or wrong, the secret never echoed', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'games' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: must be set together with S3_ENDPOINT, S3_BUCKET/);
    const wrong = { S3_ENDPOINT: 'ftp://store', S3_BUCKET: 'Games_Bucket', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'very-secret-value' };
    expect(() => loadConfig(wrong)).toThrow(/S3_ENDPOINT: must be an http or https URL[\s\S]*S3_BUCKET: must be 3 to 63/);
    expect(() => loadConfig(wrong)).not.toThrow(/very-secret-value/);
    expect(loadConfig({ ...s3.env, S3_REGION: 'eu-west-1' }).s3).toEqual({ endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'eu-west-1' });
  });

  it('refuses a request signed with another secret key, as S3 does', async () => {
    const store = new S3FileStorage({ ...s3Config, secretAccessKey: 'not-the-key' });
    s3Stores.push(store);
    await expect(store.put(storageKey('thumbnails', 'x.png'), new Uint8Array([1]))).rejects.toThrow(/signature/i);
  });
});
