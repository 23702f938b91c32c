import type { Config } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { MemoryFileStorage } from './memory-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/** The store the configuration names: an S3-compatible bucket when `S3_*` is set, else `FILES_DIR` on disk, or memory for `memory://`. */
export function openFileStorage(config: Pick<Config, 'filesDir' | 's3'>): FileStorage {
  if (config.s3 !== null) return new S3FileStorage(config.s3);
  return config.filesDir === null ? new MemoryFileStorage() : new LocalFileStorage(config.filesDir);
}
