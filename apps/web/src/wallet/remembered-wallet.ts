import { storage } from '../storage/safe-storage.ts';

// The connector's own keys (the "Storage" section of @site/wallet-core's README), read here so
// that start-up can tell whether autoconnect has anything to do without loading the wallet stack.
const lastConnectedKey = 'site-wallet:last_connected_wallet';
const disconnectedKey = 'site-wallet:disconnected';

/**
 * Whether the connector's autoconnect may have a wallet to reconnect: one is remembered and the
 * visitor did not disconnect on purpose. It errs towards yes (any non-empty stored value counts),
 * which costs only an early load of the wallet stack; a no means autoconnect surely has nothing to do.
 */
export function hasRememberedWallet(read: (key: string) => string | null = (key) => storage.read(key)): boolean {
  if (read(disconnectedKey) === 'true') return false;
  const remembered = read(lastConnectedKey)?.trim() ?? '';
  return remembered !== '' && !/^\[\s*\]$/.test(remembered);
}
