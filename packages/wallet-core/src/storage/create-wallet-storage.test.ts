import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletStorage } from './create-wallet-storage.ts';
import type { KeyValueStorage } from './types.ts';

/** A Web Storage stand-in that can be told to fail like real browsers do. */
class FakeStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>();
  failReads = false;
  failWrites = false;

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException("Failed to execute 'setItem' on 'Storage': exceeded the quota.", 'QuotaExceededError');
    this.entries.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.entries.delete(key);
  }
}

function setup(entries: Record<string, string> = {}) {
  const fake = new FakeStorage();
  for (const [key, value] of Object.entries(entries)) fake.entries.set(key, value);
  return { fake, storage: createWalletStorage({ storage: fake }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createWalletStorage: keys', () => {
  it('writes under the site-wallet: prefix by default', () => {
    const { fake, storage } = setup();
    storage.rememberConnected('MetaMask');
    storage.setAgreement({ version: '1', terms: true, privacy: true });
    storage.setDisconnected(true);
    expect(Object.fromEntries(fake.entries)).toEqual({
      'site-wallet:last_connected_wallet': '["MetaMask"]',
      'site-wallet:agreement': '{"version":"1","terms":true,"privacy":true}',
      'site-wallet:disconnected': 'true',
    });
  });

  it('uses a custom prefix', () => {
    const fake = new FakeStorage();
    createWalletStorage({ storage: fake, prefix: 'game:' }).rememberConnected('OKX Wallet');
    expect([...fake.entries.keys()]).toEqual(['game:last_connected_wallet']);
  });
});

describe('createWalletStorage: last connected wallets', () => {
  it('lists the most recent first, without duplicates', () => {
    const { storage } = setup();
    storage.rememberConnected('MetaMask');
    storage.rememberConnected('OKX Wallet');
    storage.rememberConnected('Rabby Wallet');
    storage.rememberConnected('MetaMask');
    expect(storage.getLastConnected()).toEqual(['MetaMask', 'Rabby Wallet', 'OKX Wallet']);
  });

  it('treats labels that differ only in case as the same wallet, keeping the latest spelling', () => {
    const { storage } = setup();
    storage.rememberConnected('metamask');
    storage.rememberConnected('OKX Wallet');
    storage.rememberConnected('MetaMask');
    expect(storage.getLastConnected()).toEqual(['MetaMask', 'OKX Wallet']);
  });

  it('keeps at most 10 labels, dropping the oldest', () => {
    const { storage } = setup();
    for (let index = 1; index <= 12; index += 1) storage.rememberConnected(`Wallet ${index}`);
    const remembered = storage.getLastConnected();
    expect(remembered).toHaveLength(10);
    expect(remembered[0]).toBe('Wallet 12');
    expect(remembered.at(-1)).toBe('Wallet 3');
  });

  it('ignores an empty label', () => {
    const { fake, storage } = setup();
    storage.rememberConnected('  ');
    storage.rememberConnected(undefined as unknown as string);
    expect(fake.entries.size).toBe(0);
  });

  it('forgets one label and removes the key once the list is empty', () => {
    const { fake, storage } = setup();
    storage.rememberConnected('MetaMask');
    storage.rememberConnected('OKX Wallet');
    storage.forgetConnected('metamask');
    expect(storage.getLastConnected()).toEqual(['OKX Wallet']);
    storage.forgetConnected('OKX Wallet');
    expect(storage.getLastConnected()).toEqual([]);
    expect(fake.entries.has('site-wallet:last_connected_wallet')).toBe(false);
  });

  it('reads a legacy plain-string value as one label', () => {
    const { storage } = setup({ 'site-wallet:last_connected_wallet': 'MetaMask' });
    expect(storage.getLastConnected()).toEqual(['MetaMask']);
    storage.rememberConnected('Trust Wallet');
    expect(storage.getLastConnected()).toEqual(['Trust Wallet', 'MetaMask']);
  });

  it('reads a JSON string as one label', () => {
    expect(setup({ 'site-wallet:last_connected_wallet': '"1inch Wallet"' }).storage.getLastConnected()).toEqual(['1inch Wallet']);
  });

  it('drops non-string, empty and duplicate entries from a stored list', () => {
    const { storage } = setup({
      'site-wallet:last_connected_wallet': JSON.stringify(['MetaMask', 7, null, { label: 'x' }, '', ['Rabby'], 'OKX Wallet', 'METAMASK']),
    });
    expect(storage.getLastConnected()).toEqual(['MetaMask', 'OKX Wallet']);
  });

  it.each([
    ['corrupt JSON', '["MetaMask", "OKX'],
    ['an object', '{"label":"MetaMask"}'],
    ['a number', '42'],
    ['null', 'null'],
    ['an empty string', ''],
  ])('reads %s as no wallets', (_name, raw) => {
    const { storage } = setup({ 'site-wallet:last_connected_wallet': raw });
    expect(storage.getLastConnected()).toEqual([]);
  });

  it('replaces a corrupt value on the next write', () => {
    const { fake, storage } = setup({ 'site-wallet:last_connected_wallet': '["Meta' });
    storage.rememberConnected('MetaMask');
    expect(fake.entries.get('site-wallet:last_connected_wallet')).toBe('["MetaMask"]');
  });
});

describe('createWalletStorage: terms agreement', () => {
  it('round-trips a valid agreement', () => {
    const { storage } = setup();
    expect(storage.getAgreement()).toBeNull();
    storage.setAgreement({ version: '2024-06', terms: true, privacy: false });
    expect(storage.getAgreement()).toEqual({ version: '2024-06', terms: true, privacy: false });
  });

  it('keeps only the three known fields', () => {
    const { storage } = setup({ 'site-wallet:agreement': '{"version":"1","terms":true,"privacy":true,"extra":"<script>"}' });
    expect(storage.getAgreement()).toEqual({ version: '1', terms: true, privacy: true });
  });

  it.each([
    ['corrupt JSON', '{"version":"1",'],
    ['a missing field', '{"version":"1","terms":true}'],
    ['a numeric version', '{"version":1,"terms":true,"privacy":true}'],
    ['string booleans', '{"version":"1","terms":"true","privacy":"true"}'],
    ['an array', '["1",true,true]'],
    ['null', 'null'],
    ['a plain string', 'agreed'],
  ])('reads %s as no agreement', (_name, raw) => {
    expect(setup({ 'site-wallet:agreement': raw }).storage.getAgreement()).toBeNull();
  });

  it('does not write an agreement of the wrong shape', () => {
    const { fake, storage } = setup();
    storage.setAgreement({ version: 3, terms: true, privacy: true } as unknown as { version: string; terms: boolean; privacy: boolean });
    expect(fake.entries.size).toBe(0);
  });
});

describe('createWalletStorage: sticky disconnect', () => {
  it('stays set until cleared', () => {
    const fake = new FakeStorage();
    const before = createWalletStorage({ storage: fake });
    expect(before.isDisconnected()).toBe(false);
    before.setDisconnected(true);
    const afterReload = createWalletStorage({ storage: fake });
    expect(afterReload.isDisconnected()).toBe(true);
    afterReload.setDisconnected(false);
    expect(afterReload.isDisconnected()).toBe(false);
    expect(fake.entries.has('site-wallet:disconnected')).toBe(false);
  });

  it.each(['false', '1', 'yes', '{}'])('reads a stored %s as not disconnected', (raw) => {
    expect(setup({ 'site-wallet:disconnected': raw }).storage.isDisconnected()).toBe(false);
  });
});

describe('createWalletStorage: failing storage', () => {
  it('reads blocked storage as empty and never throws', () => {
    const { fake, storage } = setup({
      'site-wallet:last_connected_wallet': '["MetaMask"]',
      'site-wallet:disconnected': 'true',
    });
    fake.failReads = true;
    fake.failWrites = true;
    expect(storage.getLastConnected()).toEqual([]);
    expect(storage.getAgreement()).toBeNull();
    expect(storage.isDisconnected()).toBe(false);
    expect(() => {
      storage.rememberConnected('OKX Wallet');
      storage.forgetConnected('MetaMask');
      storage.setAgreement({ version: '1', terms: true, privacy: true });
      storage.setDisconnected(true);
      storage.setDisconnected(false);
    }).not.toThrow();
    fake.failReads = false;
    expect(storage.getLastConnected()).toEqual(['MetaMask']);
  });

  it('survives a quota error on write and keeps what was stored', () => {
    const { fake, storage } = setup({ 'site-wallet:last_connected_wallet': '["MetaMask"]', 'other-app:token': 'abc' });
    fake.failWrites = true;
    expect(() => {
      storage.rememberConnected('OKX Wallet');
    }).not.toThrow();
    expect(storage.getLastConnected()).toEqual(['MetaMask']);
    expect(fake.entries.get('other-app:token')).toBe('abc');
  });

  it('never touches keys it does not own', () => {
    const { fake, storage } = setup({
      'site-wallet:last_connected_wallet': '{corrupt',
      'site-wallet:agreement': 'nope',
      'onboard.js:last_connected_wallet': '["Keep Me"]',
      'other-app:token': 'abc',
    });
    storage.getLastConnected();
    storage.getAgreement();
    storage.rememberConnected('MetaMask');
    storage.forgetConnected('MetaMask');
    storage.setDisconnected(true);
    expect(fake.entries.get('onboard.js:last_connected_wallet')).toBe('["Keep Me"]');
    expect(fake.entries.get('other-app:token')).toBe('abc');
    expect(fake.entries.get('site-wallet:agreement')).toBe('nope');
  });

  it('handles a storage getter that throws a SecurityError', () => {
    const storage = createWalletStorage({
      storage: () => {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
      },
    });
    expect(storage.getLastConnected()).toEqual([]);
    expect(() => {
      storage.rememberConnected('MetaMask');
      storage.setDisconnected(true);
    }).not.toThrow();
    expect(storage.isDisconnected()).toBe(false);
  });

  it('handles a storage getter that returns nothing, or something that is not a storage', () => {
    const notStorages: unknown[] = [undefined, null, {}, 'localStorage'];
    for (const value of notStorages) {
      const storage = createWalletStorage({ storage: () => value as KeyValueStorage });
      storage.rememberConnected('MetaMask');
      expect(storage.getLastConnected()).toEqual([]);
    }
  });

  it('reads a non-string value from a misbehaving storage as missing', () => {
    const odd: KeyValueStorage = { getItem: () => 42 as unknown as string, setItem: () => undefined, removeItem: () => undefined };
    const storage = createWalletStorage({ storage: odd });
    expect(storage.getLastConnected()).toEqual([]);
    expect(storage.getAgreement()).toBeNull();
  });
});

describe('createWalletStorage: default storage', () => {
  it('works in Node without localStorage: empty reads, no throws', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = createWalletStorage();
    storage.rememberConnected('MetaMask');
    expect(storage.getLastConnected()).toEqual([]);
  });

  it('looks localStorage up on every call, not when created', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = createWalletStorage();
    const fake = new FakeStorage();
    vi.stubGlobal('localStorage', fake);
    storage.rememberConnected('MetaMask');
    expect(fake.entries.get('site-wallet:last_connected_wallet')).toBe('["MetaMask"]');
  });

  it('treats a localStorage getter that throws as no storage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const storage = createWalletStorage();
      expect(() => {
        storage.rememberConnected('MetaMask');
      }).not.toThrow();
      expect(storage.getLastConnected()).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
