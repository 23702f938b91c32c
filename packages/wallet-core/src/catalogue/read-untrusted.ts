// Injected values are written by whatever extension runs on the page: they may be null,
// primitives, objects whose getters throw, or (revoked) proxies. Every read here answers
// `undefined` (or an empty list) instead of throwing.
import { readProperty } from '../provider/read-property.ts';

/** Follows a dotted path (`providers.ethereum`); an empty path is the value itself. */
export function readPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>(readProperty, value);
}

/** The entries of `value.providers` when it is an array (several wallets injected side by side). */
export function readProviderList(value: unknown): readonly unknown[] {
  const list = readProperty(value, 'providers');
  try {
    return Array.isArray(list) ? [...(list as unknown[])] : [];
  } catch {
    return [];
  }
}
