import type { Config } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { MemoryFileStorage } from './memory-file-storage.ts';

/** The store the configuration names: `FILES_DIR` on disk, or memory for `memory://`. */
export function openFileStorage(config: Pick<Config, 'filesDir'>): FileStorage {
  return config.filesDir === null ? new MemoryFileStorage() : new LocalFileStorage(config.filesDir);
}
