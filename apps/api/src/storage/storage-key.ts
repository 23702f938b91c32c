declare const storageKeyBrand: unique symbol;

/** A checked storage key: `/`-joined safe segments. Only `storageKey` (and the helpers below) make one. */
export type StorageKey = string & { readonly [storageKeyBrand]: true };

const maxSegmentLength = 128;
const maxKeyLength = 1024;
/** Letters, digits and a few punctuation marks that need no escaping in a URL path or a file system. */
const safeSegmentPattern = /^[A-Za-z0-9._~@+()[\], -]+$/;

/**
 * Why a path segment may not be part of a key or a served path, or null when it may: no empty,
 * `.` or `..` segments, nothing that a file system or URL reads specially (slashes, backslashes,
 * `%`, `?`, `#`, `:`, control characters), no leading or trailing space or trailing dot.
 */
export function unsafeSegmentReason(segment: string): string | null {
  if (segment === '') return 'is empty';
  if (segment === '.' || segment === '..') return `is "${segment}"`;
  if (segment.length > maxSegmentLength) return `is longer than ${maxSegmentLength} characters`;
  if (!safeSegmentPattern.test(segment)) return 'has characters other than letters, digits, spaces and . _ ~ @ + ( ) [ ] , -';
  if (segment.startsWith(' ') || segment.endsWith(' ') || segment.endsWith('.')) return 'starts or ends with a space, or ends with a dot';
  return null;
}

export function isSafeSegment(segment: string): boolean {
  return unsafeSegmentReason(segment) === null;
}

export class UnsafeStorageKeyError extends Error {
  override name = 'UnsafeStorageKeyError';
}

/** Joins segments into a key, refusing any unsafe one (keys are never built from unchecked input). */
export function storageKey(...segments: string[]): StorageKey {
  for (const segment of segments) {
    const reason = unsafeSegmentReason(segment);
    if (reason !== null) throw new UnsafeStorageKeyError(`A storage key segment ${reason}: ${JSON.stringify(segment.slice(0, 80))}`);
  }
  const key = segments.join('/');
  if (segments.length === 0 || key.length > maxKeyLength) throw new UnsafeStorageKeyError('A storage key must have 1 to 1024 characters.');
  return key as StorageKey;
}

/** Splits a `/`-separated relative path (a bundle path, a URL's rest) into segments and makes a key under `prefix`. */
export function keyUnder(prefix: StorageKey, relativePath: string): StorageKey {
  return storageKey(...prefix.split('/'), ...relativePath.split('/'));
}

/** Game ids and versions as they appear in keys and in `/play` URLs. */
const gameIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const versionPattern = /^[1-9][0-9]{0,8}$/;

export const isGameId = (value: string): boolean => gameIdPattern.test(value);
export const isGameVersion = (value: string): boolean => versionPattern.test(value);

/** `games/<game>/<version>`: where a version's bundle files live. */
export function gameVersionPrefix(game: string, version: string | number): StorageKey {
  const versionText = String(version);
  if (!isGameId(game) || !isGameVersion(versionText)) throw new UnsafeStorageKeyError('A game id is letters, digits, _ and -; a version a positive whole number.');
  return storageKey('games', game, versionText);
}

/** `games/<game>/<version>/<path>`: one file of a version's bundle. */
export function gameFileKey(game: string, version: string | number, path: string): StorageKey {
  return keyUnder(gameVersionPrefix(game, version), path);
}
