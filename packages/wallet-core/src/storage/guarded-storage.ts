import type { KeyValueStorage } from './types.ts';

/** Storage access that never throws: blocked storage reads as empty, failed writes are dropped. */
export interface GuardedStorage {
  read(key: string): string | null;
  /** Returns false when the value could not be written (no storage, blocked, quota). */
  write(key: string, value: string): boolean;
  remove(key: string): void;
}

export function guardStorage(source: KeyValueStorage | (() => KeyValueStorage | undefined) | undefined): GuardedStorage {
  const resolve = (): KeyValueStorage | undefined => {
    try {
      const storage: unknown = typeof source === 'function' ? source() : (source ?? readLocalStorage());
      return isKeyValueStorage(storage) ? storage : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    read(key) {
      try {
        const value: unknown = resolve()?.getItem(key);
        return typeof value === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      const storage = resolve();
      if (storage === undefined) return false;
      try {
        storage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        resolve()?.removeItem(key);
      } catch {
        // Blocked storage: nothing was stored there to remove.
      }
    },
  };
}

/** Read on every access: the `localStorage` getter itself throws a SecurityError where storage is blocked. */
function readLocalStorage(): unknown {
  return (globalThis as { localStorage?: unknown }).localStorage;
}

function isKeyValueStorage(value: unknown): value is KeyValueStorage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['getItem'] === 'function' && typeof candidate['setItem'] === 'function' && typeof candidate['removeItem'] === 'function';
}
