import type { Readable } from 'node:stream';
import type { StorageKey } from './storage-key.ts';

export interface StoredFile {
  body: Readable;
  /** Bytes. */
  size: number;
  /** The Content-Type, from the key's extension (application/octet-stream when unknown). */
  type: string;
  /** A strong entity tag (quoted) that changes whenever the bytes do: the answer's ETag. */
  etag: string;
}

/**
 * Where game bundles and thumbnails live (`FILES_DIR` and `S3_*` in docs/api/settings.md): a local folder by default, an S3-compatible
 * store when configured (s3-file-storage.ts), memory in tests.
 * Keys are StorageKeys, checked when made, so no caller can reach outside the store.
 */
export interface FileStorage {
  /** Writes the whole file; a reader sees the old file or the new one, never half of it. */
  put(key: StorageKey, bytes: Uint8Array): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: StorageKey): Promise<StoredFile | null>;
  exists(key: StorageKey): Promise<boolean>;
  /** Deletes the key and everything under `key/`; `games/1/2` never touches `games/1/20`. */
  deleteByPrefix(prefix: StorageKey): Promise<void>;
}
