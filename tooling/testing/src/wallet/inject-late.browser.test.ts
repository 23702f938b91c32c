import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocalChain } from '../vitest/local-chain.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { injectLate } from './inject-late.ts';
import { setWindowEthereum, type EthereumHost } from './place-window-ethereum.ts';

const host = window as Window & { ethereum?: unknown };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete host.ethereum;
});

describe('injectLate', () => {
  it('sets window.ethereum only after the delay, then fires ethereum#initialized', async () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const startedAt = performance.now();
    let seenInEvent: unknown;
    const onInitialized = () => { seenInEvent = host.ethereum; };
    window.addEventListener('ethereum#initialized', onInitialized, { once: true });
    const injection = injectLate(wallet, 120);
    cleanups.push(() => { injection.remove(); });
    expect(host.ethereum).toBeUndefined();
    await injection.injected;
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(115);
    expect(host.ethereum).toBe(wallet.provider);
    expect(seenInEvent).toBe(wallet.provider);
    await expect((host.ethereum as typeof wallet.provider).request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });

  it('remove() before the delay cancels the injection', () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    let fired = false;
    const onInitialized = () => { fired = true; };
    window.addEventListener('ethereum#initialized', onInitialized);
    cleanups.push(() => { window.removeEventListener('ethereum#initialized', onInitialized); });
    // The delay passes on a fake clock, which an injection elsewhere that is not removed shows.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    cleanups.push(() => { vi.useRealTimers(); });
    const elsewhere: EthereumHost = new EventTarget();
    const kept = injectLate(wallet, 30, elsewhere);
    cleanups.push(() => { kept.remove(); });
    injectLate(wallet, 30).remove();
    vi.advanceTimersByTime(30);
    expect(elsewhere.ethereum).toBe(wallet.provider);
    expect(vi.getTimerCount()).toBe(0);
    expect(fired).toBe(false);
    expect('ethereum' in window).toBe(false);
  });

  it('remove() after the injection takes the provider back', async () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const injection = injectLate(wallet, 0);
    await injection.injected;
    injection.remove();
    expect('ethereum' in window).toBe(false);
  });
});

describe('setWindowEthereum', () => {
  it('leaves a provider that replaced ours alone when undoing', () => {
    const wallet = createTestWallet({ rpcUrl: getLocalChain().rpcUrl });
    const undo = setWindowEthereum(wallet);
    const other = { other: true };
    host.ethereum = other;
    undo();
    expect(host.ethereum).toBe(other);
  });
});
