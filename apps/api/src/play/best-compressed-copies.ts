import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FileStorage } from '../storage/file-storage.ts';
import type { StorageKey } from '../storage/storage-key.ts';

const compress = promisify(brotliCompress);

/** One stored file as the answer that asked for its copy saw it. */
export interface CopySource {
  storage: FileStorage;
  key: StorageKey;
  /** The stored file's own ETag: a copy is of these bytes, never of a file put in their place. */
  etag: string;
  size: number;
}

export interface BestCompressedCopiesOptions {
  /** The copies kept, in bytes, the least recently sent let go first. */
  maxBytes?: number;
  /** Larger files always stream (brotli's best costs about 1 ms of a thread per kB). */
  maxFileBytes?: number;
}

/**
 * Brotli copies of a game's stored text files at brotli's best quality (11), kept in memory: a
 * file streams at quality 5 (content-coding.ts), because 11 costs some 30 times as much per answer,
 * but a published game's files never change and every player asks for the same ones. So the first
 * answer for a file streams as before and asks for its copy, which is made in the background (on
 * libuv's threads, off the event loop) once however many answers ask meanwhile; later answers send
 * the copy (Levels' page 12.0 kB against 12.9 at quality 5; docs/api/file-storage.md).
 */
export class BestCompressedCopies {
  private readonly maxFileBytes: number;
  private readonly copies: LRUCache<string, Buffer, CopySource>;

  constructor(options: BestCompressedCopiesOptions = {}) {
    this.maxFileBytes = options.maxFileBytes ?? 1024 * 1024;
    this.copies = new LRUCache<string, Buffer, CopySource>({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (copy) => Math.max(1, copy.length),
      fetchMethod: (_id, _stale, { context }) => makeCopy(context),
    });
  }

  /** The file's copy when it is made; otherwise undefined, and making it starts for a later answer. */
  take(source: CopySource): Buffer | undefined {
    if (source.size > this.maxFileBytes) return undefined;
    const copy = this.copies.get(copyId(source));
    // A copy that cannot be made (the file gone or replaced, the store failing) leaves the file
    // streaming, as before: nothing to report to this answer, which streams either way.
    if (copy === undefined) this.made(source).catch(() => undefined);
    return copy;
  }

  /** Makes the file's copy unless it is made or being made; resolves when that is done. */
  async made(source: CopySource): Promise<void> {
    if (source.size > this.maxFileBytes) return;
    await this.copies.fetch(copyId(source), { context: source });
  }
}

const copyId = (source: CopySource): string => `${source.key}\n${source.etag}`;

/** The stored bytes at brotli's best, or undefined when the file is gone or no longer these bytes. */
async function makeCopy(source: CopySource): Promise<Buffer | undefined> {
  const file = await source.storage.get(source.key);
  if (file === null) return undefined;
  if (file.etag !== source.etag) {
    file.body.destroy();
    return undefined;
  }
  const bytes = await buffer(file.body);
  return compress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}
