import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';
import type { StorageKey } from './storage-key.ts';
import { webFileTypeOf } from './web-file-types.ts';

const isMissing = (error: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes((error as { code?: string } | null)?.code ?? '');

/** Files in a folder on disk, one file per key (`games/1/2/index.html` → `<root>/games/1/2/index.html`). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Keys are checked when made; this second check keeps a bug elsewhere from ever leaving the root. */
  private pathOf(key: StorageKey): string {
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key outside the store: ${key}`);
    return path;
  }

  async put(key: StorageKey, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed over: readers never see a half-written file.
    const temporary = join(dirname(path), `.${randomUUID()}.partial`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: StorageKey): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      // A file is only ever replaced whole (renamed over), so its size and change time name its bytes.
      const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}-${info.ino.toString(16)}"`;
      return { body: createReadStream(path), size: info.size, type: webFileTypeOf(key) ?? 'application/octet-stream', etag };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: StorageKey): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async deleteByPrefix(prefix: StorageKey): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
