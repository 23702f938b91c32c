import type { Chain } from '../chains/types.ts';
import type { NameRecord, NameResolver } from './types.ts';

export interface Names {
  ens: NameRecord | null;
  uns: NameRecord | null;
}

const noNames: Names = Object.freeze({ ens: null, uns: null });

/**
 * ENS and UNS names of `address` through the configured resolvers. With none configured (the
 * case for Core) this is null at once, with no request and no delay. A resolver that throws or
 * answers nonsense counts as no name.
 */
export function resolveNames(
  address: string,
  chain: Chain | undefined,
  resolvers: { ens?: NameResolver | undefined; uns?: NameResolver | undefined },
): Names | Promise<Names> {
  if (!chain || (!resolvers.ens && !resolvers.uns)) return noNames;
  return Promise.all([lookUp(resolvers.ens, address, chain), lookUp(resolvers.uns, address, chain)]).then(
    ([ens, uns]) => ({ ens, uns }),
  );
}

async function lookUp(resolver: NameResolver | undefined, address: string, chain: Chain): Promise<NameRecord | null> {
  if (!resolver) return null;
  try {
    const record: unknown = await resolver(address, chain);
    if (typeof record !== 'object' || record === null) return null;
    const { name, avatar } = record as { name?: unknown; avatar?: unknown };
    if (typeof name !== 'string' || name === '') return null;
    return typeof avatar === 'string' ? { name, avatar } : { name };
  } catch {
    return null;
  }
}
