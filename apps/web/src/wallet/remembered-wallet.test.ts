import { createMemoryStorage } from '@site/testing/wallet';
import { createWalletStorage } from '@site/wallet-core';
import { describe, expect, it } from 'vitest';
import { hasRememberedWallet } from './remembered-wallet.ts';

/** A Web Storage holding `entries`, as the connector and the site both read it. */
function storageWith(entries: Record<string, string>): Storage {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

const lastConnected = 'site-wallet:last_connected_wallet';
const disconnected = 'site-wallet:disconnected';

const cases: [string, Record<string, string>][] = [
  ['nothing stored', {}],
  ['one wallet', { [lastConnected]: '["MetaMask"]' }],
  ['two wallets', { [lastConnected]: '["OKX Wallet","MetaMask"]' }],
  ['a legacy plain label', { [lastConnected]: 'MetaMask' }],
  ['an empty list', { [lastConnected]: '[]' }],
  ['an empty list with spaces', { [lastConnected]: ' [ ] ' }],
  ['an empty string', { [lastConnected]: '' }],
  ['corrupt JSON', { [lastConnected]: '["Meta' }],
  ['a list of non-labels', { [lastConnected]: '[7,null]' }],
  ['a wallet, then a sticky disconnect', { [lastConnected]: '["MetaMask"]', [disconnected]: 'true' }],
  ['a sticky disconnect alone', { [disconnected]: 'true' }],
  ['a disconnect flag of another value', { [lastConnected]: '["MetaMask"]', [disconnected]: 'yes' }],
];

describe('hasRememberedWallet', () => {
  it.each(cases)('never says no when the connector would autoconnect: %s', (_name, entries) => {
    const fake = storageWith(entries);
    const connectorStorage = createWalletStorage({ storage: fake });
    const connectorWouldAutoconnect = !connectorStorage.isDisconnected() && connectorStorage.getLastConnected().length > 0;
    const siteSaysYes = hasRememberedWallet((key) => fake.getItem(key));
    if (connectorWouldAutoconnect) expect(siteSaysYes).toBe(true);
    else expect(typeof siteSaysYes).toBe('boolean');
  });

  it('says no for a first visit, an empty list and a sticky disconnect, so nothing loads early', () => {
    const read = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;
    expect(hasRememberedWallet(read({}))).toBe(false);
    expect(hasRememberedWallet(read({ [lastConnected]: '[]' }))).toBe(false);
    expect(hasRememberedWallet(read({ [lastConnected]: '["MetaMask"]', [disconnected]: 'true' }))).toBe(false);
    expect(hasRememberedWallet(read({ [lastConnected]: '["MetaMask"]' }))).toBe(true);
  });

  it('reads blocked storage as no wallet', () => {
    expect(hasRememberedWallet(() => null)).toBe(false);
  });
});
