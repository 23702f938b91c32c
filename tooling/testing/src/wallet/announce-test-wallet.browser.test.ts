import { afterEach, describe, expect, it } from 'vitest';
import { getLocalChain } from '../vitest/local-chain.ts';
import { announceTestWallet } from './announce-test-wallet.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { testWalletIcon } from './default-info.ts';
import type { Eip6963ProviderInfo, TestEip1193Provider } from './types.ts';

interface Announcement {
  info: Eip6963ProviderInfo;
  provider: TestEip1193Provider;
}

const host = window as Window & { ethereum?: unknown };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Collects announcements the way a dapp does: listen, then ask. */
function discover(): Announcement[] {
  const found: Announcement[] = [];
  const listener = (event: Event) => found.push((event as CustomEvent<Announcement>).detail);
  window.addEventListener('eip6963:announceProvider', listener);
  cleanups.push(() => { window.removeEventListener('eip6963:announceProvider', listener); });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  return found;
}

describe('announceTestWallet (EIP-6963)', () => {
  it('answers eip6963:requestProvider with a frozen { info, provider } detail', async () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl, info: { name: 'Core Test', rdns: 'org.coredao.test' } });
    cleanups.push(announceTestWallet(wallet));
    const [announcement, ...others] = discover();
    expect(others).toEqual([]);
    expect(announcement?.provider).toBe(wallet.provider);
    expect(announcement?.info).toEqual({ uuid: wallet.info.uuid, name: 'Core Test', icon: testWalletIcon, rdns: 'org.coredao.test' });
    expect(Object.isFrozen(announcement)).toBe(true);
    expect(Object.isFrozen(announcement?.info)).toBe(true);
    expect(wallet.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The discovered provider is a working wallet.
    await expect(announcement?.provider.request({ method: 'eth_requestAccounts' })).resolves.toContain(getLocalChain().accounts[0]);
  });

  it('announces at once too, for dapps that listened before the wallet arrived', () => {
    const found: Announcement[] = [];
    const listener = (event: Event) => found.push((event as CustomEvent<Announcement>).detail);
    window.addEventListener('eip6963:announceProvider', listener);
    cleanups.push(() => { window.removeEventListener('eip6963:announceProvider', listener); });
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    cleanups.push(announceTestWallet(wallet));
    expect(found.map((item) => item.provider)).toEqual([wallet.provider]);
  });

  it('several wallets each answer, with their own uuid', () => {
    const first = createTestWallet({ rpcUrl: getLocalChain().rpcUrl, info: { name: 'First', rdns: 'com.example.first' } });
    const second = createTestWallet({ rpcUrl: getLocalChain().rpcUrl, info: { name: 'Second', rdns: 'com.example.second' } });
    cleanups.push(announceTestWallet(first), announceTestWallet(second));
    const found = discover();
    expect(found.map((item) => item.info.name)).toEqual(['First', 'Second']);
    expect(found[0]?.info.uuid).not.toBe(found[1]?.info.uuid);
  });

  it('the stop function ends the answers', () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const stop = announceTestWallet(wallet);
    stop();
    expect(discover()).toEqual([]);
  });

  it('the default icon is an SVG data URI with nothing that can run', () => {
    expect(testWalletIcon.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(testWalletIcon.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|\son\w+=|javascript:|href|<foreignObject|<animate|<set/i);
  });

  it('the default icon renders as an image', async () => {
    const image = new Image();
    image.src = testWalletIcon;
    await image.decode();
    expect([image.naturalWidth, image.naturalHeight]).toEqual([32, 32]);
  });

  it('windowEthereum places the provider at window.ethereum and the stop function takes it back', () => {
    const previous = { previous: true };
    host.ethereum = previous;
    cleanups.push(() => { delete host.ethereum; });
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl, flags: { isMetaMask: true } });
    const stop = announceTestWallet(wallet, { windowEthereum: true });
    expect(host.ethereum).toBe(wallet.provider);
    expect((host.ethereum as { isMetaMask?: boolean }).isMetaMask).toBe(true);
    stop();
    expect(host.ethereum).toBe(previous);
  });

  it('without windowEthereum, window.ethereum stays untouched', () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    cleanups.push(announceTestWallet(wallet));
    expect('ethereum' in window).toBe(false);
  });
});
