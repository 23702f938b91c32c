import { afterEach, describe, expect, it } from 'vitest';
import type { WalletModule } from '../wallets/types.ts';
import { filterWallets } from './filter-wallets.ts';
import { getDevice } from './get-device.ts';

const metaMask: WalletModule = {
  label: 'MetaMask',
  getIcon: () => Promise.resolve('<svg/>'),
  getInterface: () => Promise.reject(new Error('not used')),
  injectedNamespace: 'ethereum',
  checkProviderIdentity: ({ provider }) => (provider as { isMetaMask?: unknown } | undefined)?.isMetaMask === true,
  platforms: ['desktop', 'mobile'],
};

afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum');
});

describe('platform in Chromium', () => {
  it("reads the real browser's navigator.userAgent", () => {
    expect(getDevice()).toMatchObject({ type: 'desktop', os: { name: 'Linux' }, browser: { name: 'Chrome' } });
  });

  it('finds a provider injected on window after the module was loaded', () => {
    const device = getDevice();
    expect(filterWallets([metaMask], device)).toEqual([{ wallet: metaMask, installed: false }]);
    Object.assign(window, { ethereum: { isMetaMask: true, request: () => Promise.resolve(null) } });
    expect(filterWallets([metaMask], device)).toEqual([{ wallet: metaMask, installed: true }]);
  });
});
