import { afterEach, describe, expect, it } from 'vitest';
import { createWalletStorage } from './create-wallet-storage.ts';
import type { KeyValueStorage } from './types.ts';

// Other browser test files share this origin's localStorage: use our own prefix and remove only our keys.
const prefix = 'storage-browser-test:';
const ownKeyPrefixes = [prefix, 'site-wallet:', 'filler-', 'other-app:'];

afterEach(() => {
  for (const key of Object.keys(localStorage)) {
    if (ownKeyPrefixes.some((own) => key.startsWith(own))) localStorage.removeItem(key);
  }
});

describe('createWalletStorage in Chromium', () => {
  it("uses the page's localStorage and the site-wallet: prefix by default", () => {
    createWalletStorage().rememberConnected('MetaMask');
    expect(localStorage.getItem('site-wallet:last_connected_wallet')).toBe('["MetaMask"]');
  });

  it('a re-created storage (as after a reload) reads what the previous one wrote', () => {
    const first = createWalletStorage({ prefix });
    first.rememberConnected('MetaMask');
    first.rememberConnected('OKX Wallet');
    first.setAgreement({ version: '1', terms: true, privacy: true });
    first.setDisconnected(true);

    expect(localStorage.getItem(`${prefix}last_connected_wallet`)).toBe('["OKX Wallet","MetaMask"]');

    const afterReload = createWalletStorage({ prefix });
    expect(afterReload.getLastConnected()).toEqual(['OKX Wallet', 'MetaMask']);
    expect(afterReload.getAgreement()).toEqual({ version: '1', terms: true, privacy: true });
    expect(afterReload.isDisconnected()).toBe(true);
  });

  it('reads corrupt values written by someone else as empty and leaves other keys alone', () => {
    localStorage.setItem(`${prefix}last_connected_wallet`, '["Meta');
    localStorage.setItem(`${prefix}agreement`, '{"version":true}');
    localStorage.setItem('other-app:session', 'keep');
    const storage = createWalletStorage({ prefix });
    expect(storage.getLastConnected()).toEqual([]);
    expect(storage.getAgreement()).toBeNull();
    storage.rememberConnected('Rabby Wallet');
    expect(createWalletStorage({ prefix }).getLastConnected()).toEqual(['Rabby Wallet']);
    expect(localStorage.getItem('other-app:session')).toBe('keep');
  });

  it('reads a legacy plain-string value as one label', () => {
    localStorage.setItem(`${prefix}last_connected_wallet`, 'Coinbase Wallet');
    expect(createWalletStorage({ prefix }).getLastConnected()).toEqual(['Coinbase Wallet']);
  });

  it("survives Chromium's real SecurityError from blocked storage (an opaque-origin frame)", () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    document.body.append(frame);
    try {
      const blocked = (): KeyValueStorage => (frame.contentWindow as Window).localStorage;
      expect(blocked).toThrow(DOMException);
      const storage = createWalletStorage({ storage: blocked, prefix });
      expect(() => {
        storage.rememberConnected('MetaMask');
        storage.setDisconnected(true);
      }).not.toThrow();
      expect(storage.getLastConnected()).toEqual([]);
      expect(storage.isDisconnected()).toBe(false);
    } finally {
      frame.remove();
    }
  });

  it("survives Chromium's real quota error and keeps what was stored", () => {
    const storage = createWalletStorage({ prefix });
    storage.rememberConnected('MetaMask');
    const fillers = fillLocalStorage();
    try {
      expect(() => {
        localStorage.setItem(`${prefix}probe`, 'x'.repeat(64));
      }).toThrow(/quota/i);
      expect(() => {
        storage.rememberConnected('A wallet whose name no longer fits');
      }).not.toThrow();
      expect(storage.getLastConnected()).toEqual(['MetaMask']);
    } finally {
      for (const key of fillers) localStorage.removeItem(key);
    }
    storage.rememberConnected('OKX Wallet');
    expect(storage.getLastConnected()).toEqual(['OKX Wallet', 'MetaMask']);
  });
});

/** Fills this origin's localStorage to its quota; returns the keys it added. */
function fillLocalStorage(): string[] {
  const keys: string[] = [];
  let chunk = 'x'.repeat(1024 * 1024);
  while (chunk.length > 0) {
    const key = `filler-${keys.length}`;
    try {
      localStorage.setItem(key, chunk);
      keys.push(key);
    } catch {
      chunk = chunk.slice(0, Math.floor(chunk.length / 2));
    }
  }
  return keys;
}
