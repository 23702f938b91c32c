/** True for values that can carry properties: non-null objects and functions. */
export function isObjectLike(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/**
 * Reads one property of an untrusted value (a wallet's provider or error). Getters and proxy
 * traps that throw read as `undefined`, so odd wallet objects never crash the caller.
 */
export function readProperty(value: unknown, key: string): unknown {
  if (!isObjectLike(value)) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}
