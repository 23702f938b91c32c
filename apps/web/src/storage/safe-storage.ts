type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access itself throws when storage is blocked (privacy settings, sandboxed frames).
    return undefined;
  }
}

/** Web storage that never throws: blocked or missing storage reads as null and drops writes. */
export const storage = {
  read(key: string, kind: StorageArea = 'local'): string | null {
    try {
      return area(kind)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** Stores a string, or removes the key for null. */
  write(key: string, value: string | null, kind: StorageArea = 'local'): void {
    try {
      const target = area(kind);
      if (value === null) target?.removeItem(key);
      else target?.setItem(key, value);
    } catch {
      // Full quota or blocked storage: the value simply is not remembered.
    }
  },
};
