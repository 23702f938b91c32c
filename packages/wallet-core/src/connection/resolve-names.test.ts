import { describe, expect, it, vi } from 'vitest';
import { coreChain } from '../chains/core-chain.ts';
import { resolveNames } from './resolve-names.ts';
import { address1 } from '../../test/fake-wallet.ts';

describe('resolveNames', () => {
  it('with no resolvers (Core): no names, at once — a plain value, not a promise', () => {
    const names = resolveNames(address1, coreChain, {});
    expect(names).not.toBeInstanceOf(Promise);
    expect(names).toEqual({ ens: null, uns: null });
  });

  it('asks each configured resolver with the address and the chain', async () => {
    const ens = vi.fn(() => Promise.resolve({ name: 'player.eth', avatar: 'https://example.com/a.png' }));
    const uns = vi.fn(() => Promise.resolve({ name: 'player.crypto' }));
    await expect(resolveNames(address1, coreChain, { ens, uns })).resolves.toEqual({
      ens: { name: 'player.eth', avatar: 'https://example.com/a.png' },
      uns: { name: 'player.crypto' },
    });
    expect(ens).toHaveBeenCalledWith(address1, coreChain);
    expect(uns).toHaveBeenCalledWith(address1, coreChain);
  });

  it('reads a resolver that fails or answers nonsense as no name, never an error', async () => {
    const resolvers = {
      ens: () => Promise.reject(new Error('ENS is down')),
      uns: () => Promise.resolve({ name: 42, avatar: 'x' } as never),
    };
    await expect(resolveNames(address1, coreChain, resolvers)).resolves.toEqual({ ens: null, uns: null });
    const throwsAtOnce = () => {
      throw new Error('sync');
    };
    const empty = () => Promise.resolve({ name: '' });
    await expect(resolveNames(address1, coreChain, { ens: throwsAtOnce, uns: empty })).resolves.toEqual({ ens: null, uns: null });
  });

  it('gives no names for a chain that is not configured', () => {
    expect(resolveNames(address1, undefined, { ens: () => Promise.resolve({ name: 'x.eth' }) })).toEqual({ ens: null, uns: null });
  });
});
