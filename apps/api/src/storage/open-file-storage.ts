import type { Config } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { MemoryFileStorage } from './memory-file-storage.ts';

/**
 * The store the configuration names: an S3-compatible bucket when `S3_*` is set, else `FILES_DIR`
 * on disk, or memory for `memory://`. The S3 client is loaded only then (a large module that
 * every process would otherwise load at start-up for nothing).
 */
export async function openFileStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<FileStorage> {
  if (config.s3 !== null) {
    const { S3FileStorage } = await import('./s3-file-storage.ts');
    return new S3FileStorage(config.s3);
  }
  return config.filesDir === null ? new MemoryFileStorage() : new LocalFileStorage(config.filesDir);
}
