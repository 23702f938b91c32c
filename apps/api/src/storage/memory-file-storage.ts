import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './file-storage.ts';
import type { StorageKey } from './storage-key.ts';
import { entityTagOf } from '../text/entity-tag.ts';
import { webFileTypeOf } from './web-file-types.ts';

/** Files in memory: for tests and a `memory://` data folder. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Uint8Array>();

  put(key: StorageKey, bytes: Uint8Array): Promise<void> {
    this.files.set(key, Uint8Array.from(bytes));
    return Promise.resolve();
  }

  get(key: StorageKey): Promise<StoredFile | null> {
    const bytes = this.files.get(key);
    if (!bytes) return Promise.resolve(null);
    return Promise.resolve({ body: Readable.from([Buffer.from(bytes)]), size: bytes.byteLength, type: webFileTypeOf(key) ?? 'application/octet-stream', etag: entityTagOf(bytes) });
  }

  exists(key: StorageKey): Promise<boolean> {
    return Promise.resolve(this.files.has(key));
  }

  deleteByPrefix(prefix: StorageKey): Promise<void> {
    for (const key of [...this.files.keys()]) {
      if (key === prefix || key.startsWith(`${prefix}/`)) this.files.delete(key);
    }
    return Promise.resolve();
  }
}
