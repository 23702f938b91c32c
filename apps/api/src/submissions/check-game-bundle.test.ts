import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameVersionPrefix } from '../storage/storage-key.ts';
import { checkBundlePath } from './bundle-path.ts';
import { checkGameBundle, type BundleCheck, type BundleProblem } from './check-game-bundle.ts';
import { buildTestZip, type TestZipEntry } from '../test-support/test-zip.ts';

const index = { name: 'index.html', data: '<!doctype html><title>Game</title><script src="js/game.js"></script>' };
const megabyte = 1024 * 1024;
/** Smaller than the game rules' (250 MiB, 1,500 files) to keep the tests light; the same code holds both. */
const testLimits = { maxUnpackedBytes: 25 * megabyte, maxFiles: 500, maxArchiveBytes: 25 * megabyte };

async function refusal(entries: TestZipEntry[] | Buffer): Promise<{ problem: BundleProblem; message: string }> {
  const result = await checkGameBundle(Array.isArray(entries) ? buildTestZip(entries) : entries, testLimits);
  if (result.ok) throw new Error(`accepted: ${result.files.map((file) => file.path).join(', ')}`);
  return { problem: result.problem, message: result.message };
}

function accepted(result: BundleCheck): Extract<BundleCheck, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

describe('checkGameBundle accepts', () => {
  it('a game with index.html at its root, its files and their types', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const zip = buildTestZip([
      { name: 'js/', externalAttributes: 0o40755 << 16 },
      index,
      { name: 'js/game.js', data: 'console.log(1)' },
      { name: 'assets/Sprite Sheet (1).png', data: png, method: 0 },
      { name: 'styles/main.CSS', data: 'body{}' },
    ]);
    const result = accepted(await checkGameBundle(zip));
    expect(result.files.map(({ path, type }) => ({ path, type }))).toEqual([
      { path: 'index.html', type: 'text/html; charset=utf-8' },
      { path: 'js/game.js', type: 'text/javascript; charset=utf-8' },
      { path: 'assets/Sprite Sheet (1).png', type: 'image/png' },
      { path: 'styles/main.CSS', type: 'text/css; charset=utf-8' },
    ]);
    expect(Buffer.from(result.files[0]!.bytes).toString()).toBe(index.data);
    expect(Buffer.from(result.files[2]!.bytes)).toEqual(png);
    expect(result.unpackedBytes).toBe(index.data.length + 'console.log(1)'.length + png.length + 'body{}'.length);
  });

  it('a zip given as a stream, in small chunks', async () => {
    const zip = buildTestZip([index, { name: 'game.js', data: 'x'.repeat(10_000) }]);
    const chunks = Array.from({ length: Math.ceil(zip.length / 100) }, (_, at) => zip.subarray(at * 100, at * 100 + 100));
    const result = accepted(await checkGameBundle(Readable.from(chunks)));
    expect(result.files.map((file) => file.path)).toEqual(['index.html', 'game.js']);
  });

  it('exactly 500 files and exactly 25 MB unpacked', async () => {
    const others = Array.from({ length: 498 }, (_, n) => ({ name: `data/${n}.json`, data: '{}' }));
    const filler = 25 * megabyte - index.data.length - 498 * 2;
    const result = accepted(await checkGameBundle(buildTestZip([index, ...others, { name: 'big.bin', data: Buffer.alloc(filler) }]), testLimits));
    expect(result.files).toHaveLength(500);
    expect(result.unpackedBytes).toBe(25 * megabyte);
  });

  it('without the litter macOS and Windows add to zips', async () => {
    const result = accepted(
      await checkGameBundle(buildTestZip([index, { name: '__MACOSX/._index.html', data: 'x' }, { name: '.DS_Store', data: 'x' }, { name: 'img/Thumbs.db', data: 'x' }])),
    );
    expect(result.files.map((file) => file.path)).toEqual(['index.html']);
  });
});

describe('checkGameBundle refuses, each with its own message', () => {
  const cases: [string, () => Promise<{ problem: BundleProblem; message: string }>, BundleProblem, RegExp][] = [
    ['a zip slip with ../', () => refusal([index, { name: '../evil.js', data: 'x' }]), 'unsafe_path', /"\.\.\/evil\.js" climbs out of the bundle/],
    ['a zip slip deeper in the path', () => refusal([index, { name: 'js/../../../etc/cron.d/x.js', data: 'x' }]), 'unsafe_path', /climbs out/],
    ['an absolute path', () => refusal([index, { name: '/etc/passwd.txt', data: 'x' }]), 'unsafe_path', /"\/etc\/passwd\.txt" is an absolute path/],
    ['a Windows drive path', () => refusal([index, { name: 'C:/Windows/x.js', data: 'x' }]), 'unsafe_path', /is an absolute path/],
    ['a backslash trick', () => refusal([index, { name: '..\\..\\evil.js', data: 'x' }]), 'unsafe_path', /has a backslash/],
    ['a control character', () => refusal([index, { name: 'a\u0000.js', data: 'x' }]), 'unsafe_path', /control characters/],
    ['a percent sign that a URL would decode', () => refusal([index, { name: '%2e%2e/x.js', data: 'x' }]), 'unsafe_path', /has characters other than/],
    ['an empty path segment', () => refusal([index, { name: 'js//x.js', data: 'x' }]), 'unsafe_path', /is empty/],
    ['a symlink entry', () => refusal([index, { name: 'passwd.txt', data: '/etc/passwd', externalAttributes: 0o120777 << 16 }]), 'link', /"passwd\.txt" is a link/],
    ['a Windows reparse point', () => refusal([index, { name: 'x.js', data: 'x', versionMadeBy: 20, externalAttributes: 0x420 }]), 'link', /is a link/],
    ['a device file', () => refusal([index, { name: 'dev.txt', data: '', externalAttributes: 0o020666 << 16 }]), 'link', /not a regular file/],
    ['501 files', () => refusal([index, ...Array.from({ length: 500 }, (_, n) => ({ name: `f${n}.js`, data: '' }))]), 'too_many_files', /more than 500 files/],
    ['a million tiny files (the directory alone)', () => refusal(Array.from({ length: 1001 }, (_, n) => ({ name: `f${n}.js`, data: '', method: 0 }))), 'too_many_files', /1001 entries/],
    ['no index.html', () => refusal([{ name: 'game.js', data: 'x' }]), 'no_index', /no index\.html at its root; a game starts/],
    ['an index.html only in a folder', () => refusal([{ name: 'my-game/index.html', data: 'x' }, { name: 'my-game/game.js', data: 'x' }]), 'no_index', /only "my-game\/index\.html"; zip the files inside/],
    ['an index.html at the root in another case', () => refusal([{ name: 'Index.HTML', data: 'x' }, { name: 'game.js', data: 'x' }]), 'no_index', /only "Index\.HTML"; name it exactly index\.html, in lower case\.$/],
    ['an .exe', () => refusal([index, { name: 'setup.exe', data: 'MZ' }]), 'file_type', /\.exe file, which is not a web file type/],
    ['a .php', () => refusal([index, { name: 'api/x.php', data: '<?php' }]), 'file_type', /\.php file/],
    ['a file without an extension', () => refusal([index, { name: 'LICENSE', data: 'MIT' }]), 'file_type', /has no file extension/],
    ['an encrypted entry', () => refusal([index, { name: 'secret.js', data: 'x'.repeat(12), method: 0, flags: 1, declaredSize: 0 }]), 'encrypted', /is encrypted/],
    ['a duplicate name', () => refusal([index, { name: 'a.js', data: '1' }, { name: 'a.js', data: '2' }]), 'duplicate_name', /two files named "a\.js" and "a\.js"/],
    ['names that differ only by case', () => refusal([index, { name: 'A.js', data: '1' }, { name: 'a.JS', data: '2' }]), 'duplicate_name', /differ by more than case/],
    ['a name that is both a file and a folder', () => refusal([index, { name: 'js.js', data: '1' }, { name: 'js.js/x.js', data: '2' }]), 'duplicate_name', /both a file and a folder/],
    ['a compression method other than deflate', () => refusal([index, { name: 'x.js', rawData: Buffer.from('BZh9'), method: 12, declaredSize: 10, crc: 0 }]), 'unsupported_compression', /compression method/],
    ['a truncated zip', () => refusal(buildTestZip([index, { name: 'game.js', data: 'x'.repeat(5000) }]).subarray(0, 200)), 'not_a_zip', /zip is cut short/],
    ['an HTML file named .zip', () => refusal(Buffer.from('<!doctype html><script>alert(1)</script>')), 'not_a_zip', /^The bundle is not a zip file\.$/],
    ['a file whose checksum is wrong', () => refusal([index, { name: 'x.js', data: 'hello', crc: 1234 }]), 'corrupt', /"x\.js" is damaged: its size or checksum/],
    ['a bomb of zeros that says its size (26 MB)', () => refusal([index, { name: 'zeros.bin', data: Buffer.alloc(26 * megabyte) }]), 'too_large', /unpacks to more than 25 MB/],
  ];

  it.each(cases)('%s', async (_name, run, problem, message) => {
    const result = await run();
    expect(result.problem).toBe(problem);
    expect(result.message).toMatch(message);
  });

  it('gives messages that tell the cases apart', async () => {
    const messages = await Promise.all(cases.map(async ([, run]) => (await run()).message));
    expect(new Set(messages).size).toBe(cases.length);
  });

  it('a bomb whose headers lie about its size stops at 25 MB while inflating', async () => {
    // 200 MB of zeros, about 200 KB deflated, that claims to unpack to 100 bytes.
    const deflated = deflateRawSync(Buffer.alloc(200 * megabyte));
    const result = await refusal([index, { name: 'bomb.bin', rawData: deflated, declaredSize: 100, crc: 0 }]);
    expect(result).toEqual({ problem: 'too_large', message: 'The bundle unpacks to more than 25 MB.' });
  });

  it('a size that lies within the limit as damage', async () => {
    const result = await refusal([index, { name: 'x.js', rawData: deflateRawSync(Buffer.from('a longer text than declared')), declaredSize: 3 }]);
    expect(result.problem).toBe('corrupt');
  });

  it('an upload larger than the archive limit before opening it', async () => {
    const zip = buildTestZip([index, { name: 'noise.bin', data: Buffer.alloc(2000, 7), method: 0 }]);
    const limits = { maxUnpackedBytes: 25 * megabyte, maxFiles: 500, maxArchiveBytes: 1000 };
    const fromBytes = await checkGameBundle(zip, limits);
    const fromStream = await checkGameBundle(Readable.from([zip.subarray(0, 600), zip.subarray(600)]), limits);
    for (const result of [fromBytes, fromStream]) expect(result).toEqual({ ok: false, problem: 'archive_too_large', message: 'The bundle is larger than 0 MB.' });
  });
});

describe('no accepted path escapes its prefix', () => {
  const segment = fc.oneof(
    fc.constantFrom('..', '.', '', '%2e%2e', '..%2f', '\\', 'C:', '~', 'index.html', 'a b', ' ', 'js', '..\\..'),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: fc.constantFrom('.', '/', '\\', 'a', '%', ':', '\u0000', ' '), maxLength: 12 }),
  );
  const name = fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('/'));

  it('checkBundlePath: an accepted path joined under games/<id>/<version> stays under it', () => {
    const prefix = gameVersionPrefix('g1', 3);
    fc.assert(
      fc.property(fc.oneof(name, fc.string({ maxLength: 40 })), (candidate) => {
        const checked = checkBundlePath(candidate);
        if (!checked.ok) return;
        const joined = posix.normalize(`${prefix}/${checked.path}`);
        expect(joined.startsWith(`${prefix}/`)).toBe(true);
        expect(joined).toBe(`${prefix}/${checked.path}`);
        expect(checked.path).not.toMatch(/\\|%|^\/|(^|\/)\.\.?(\/|$)/);
      }),
      { numRuns: 5000 },
    );
  });

  it('checkGameBundle: every file of an accepted bundle stays under its prefix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(name.map((text) => `${text}.js`), { minLength: 1, maxLength: 5 }), async (names) => {
        const result = await checkGameBundle(buildTestZip([index, ...names.map((entry) => ({ name: entry, data: 'x' }))]));
        if (!result.ok) return;
        for (const file of result.files) {
          expect(posix.normalize(`games/g1/3/${file.path}`).startsWith('games/g1/3/')).toBe(true);
          expect(file.path.split('/')).not.toContain('..');
        }
      }),
      { numRuns: 300 },
    );
  });
});
