import { isObjectLike, readProperty } from '../provider/read-property.ts';
import { readPath, readProviderList } from './read-untrusted.ts';
import type { CatalogueEntry } from './types.ts';

function flagsOf(entry: CatalogueEntry): readonly string[] {
  return entry.flag === undefined ? [] : typeof entry.flag === 'string' ? [entry.flag] : entry.flag;
}

/** Every identity flag the catalogue knows: a wallet that sets another one is not MetaMask. */
export function collectKnownFlags(entries: readonly CatalogueEntry[]): ReadonlySet<string> {
  return new Set(entries.flatMap(flagsOf));
}

function hasFlags(
  entry: CatalogueEntry,
  candidate: unknown,
  knownFlags: ReadonlySet<string>,
  exclusive: boolean | undefined,
): boolean {
  const own = flagsOf(entry);
  if (!own.some((flag) => readProperty(candidate, flag))) return false;
  if (entry.unless !== undefined && readProperty(candidate, entry.unless)) return false;
  if (!exclusive) return true;
  return [...knownFlags].every((flag) => own.includes(flag) || !readProperty(candidate, flag));
}

/**
 * Whether `value` (the untrusted `window[namespace]`) is this wallet: its flag on the provider
 * (or on one of `providers[]`), the entry's own check, or, without either, the provider existing.
 */
export function hasIdentity(
  entry: CatalogueEntry,
  value: unknown,
  target: object,
  knownFlags: ReadonlySet<string>,
): boolean {
  if (entry.identify) return entry.identify(value, target);
  const candidate = readPath(value, entry.path);
  if (entry.flag === undefined) return isObjectLike(candidate);
  if (hasFlags(entry, candidate, knownFlags, entry.exclusive)) return true;
  return (
    entry.inProviders !== undefined &&
    readProviderList(candidate).some((provider) =>
      hasFlags(entry, provider, knownFlags, entry.inProviders === 'exclusive'),
    )
  );
}

/** The wallet's own provider out of `providers[]` when several wallets share the namespace. */
export function pickFromProviders(entry: CatalogueEntry, located: unknown, knownFlags: ReadonlySet<string>): unknown {
  if (entry.inProviders === undefined) return located;
  const exclusive = entry.inProviders === 'exclusive';
  return readProviderList(located).find((provider) => hasFlags(entry, provider, knownFlags, exclusive)) ?? located;
}
