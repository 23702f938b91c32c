import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../storage/file-storage.ts';
import { MemoryFileStorage } from '../storage/memory-file-storage.ts';
import { gameFileKey } from '../storage/storage-key.ts';
import { BestCompressedCopies, type CopySource } from './best-compressed-copies.ts';

const script = (seed: number, lines = 400): Buffer =>
  Buffer.from(Array.from({ length: lines }, (_, line) => `export const level${line} = { par: ${(line * seed) % 11}, moves: '${'udlr'.repeat((line % 7) + 1)}' };`).join('\n'));

/** A store in memory that counts its reads. */
class CountingStorage extends MemoryFileStorage {
  reads = 0;

  override get(...args: Parameters<MemoryFileStorage['get']>): Promise<StoredFile | null> {
    this.reads += 1;
    return super.get(...args);
  }
}

async function storedSource(storage: CountingStorage, path: string, bytes: Buffer): Promise<CopySource> {
  const key = gameFileKey('space-run', 1, path);
  await storage.put(key, bytes);
  const file = await storage.get(key);
  if (!file) throw new Error('the file was just put');
  file.body.destroy();
  storage.reads = 0;
  return { storage, key, etag: file.etag, size: file.size };
}

describe('BestCompressedCopies', () => {
  it("sends nothing on the first answer, then the file at brotli's best, smaller than it streams", async () => {
    const storage = new CountingStorage();
    const bytes = script(3);
    const source = await storedSource(storage, 'js/levels.js', bytes);
    const copies = new BestCompressedCopies();

    expect(copies.take(source)).toBeUndefined();
    await copies.made(source);
    const copy = copies.take(source);
    expect(copy && brotliDecompressSync(copy).equals(bytes)).toBe(true);
    expect(copy?.length).toBeLessThan(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);
    expect(storage.reads).toBe(1);
  });

  it('reads the file once however many answers ask for it at the same time', async () => {
    const storage = new CountingStorage();
    const source = await storedSource(storage, 'js/levels.js', script(5));
    const copies = new BestCompressedCopies();

    const asked = Array.from({ length: 20 }, () => copies.take(source));
    expect(asked.every((copy) => copy === undefined)).toBe(true);
    await Promise.all([copies.made(source), copies.made(source)]);
    expect(copies.take(source)).toBeInstanceOf(Buffer);
    expect(storage.reads).toBe(1);
  });

  it('keeps no copy of a file replaced since its answer, nor of one gone, and never reads one over the size limit', async () => {
    const storage = new CountingStorage();
    const replaced = await storedSource(storage, 'js/replaced.js', script(7));
    await storage.put(replaced.key, script(8));
    const gone = await storedSource(storage, 'js/gone.js', script(9));
    await storage.deleteByPrefix(gone.key);
    const large = await storedSource(storage, 'js/large.js', script(10, 2000));
    const copies = new BestCompressedCopies({ maxFileBytes: large.size - 1 });

    for (const source of [replaced, gone, large]) {
      await copies.made(source);
      expect(copies.take(source)).toBeUndefined();
    }
    expect(storage.reads).toBe(4); // replaced and gone, each read once by made() and once by take()
  });

  it('lets the least recently sent copies go once the kept bytes pass their limit', async () => {
    const storage = new CountingStorage();
    const sources = await Promise.all([1, 2, 3].map((seed) => storedSource(storage, `js/level-${String(seed)}.js`, script(seed))));
    const sizes: number[] = [];
    const measuring = new BestCompressedCopies();
    for (const source of sources) {
      await measuring.made(source);
      sizes.push(measuring.take(source)?.length ?? 0);
    }
    // Room for the two largest, never for all three.
    const copies = new BestCompressedCopies({ maxBytes: sizes.reduce((sum, size) => sum + size, 0) - Math.min(...sizes) });

    const [first, second, third] = sources as [CopySource, CopySource, CopySource];
    await copies.made(first);
    await copies.made(second);
    expect(copies.take(first)).toBeInstanceOf(Buffer); // the first sent again: the second is now the oldest
    await copies.made(third);
    expect(copies.take(first)).toBeInstanceOf(Buffer);
    expect(copies.take(third)).toBeInstanceOf(Buffer);
    expect(copies.take(second)).toBeUndefined();
  });
});
