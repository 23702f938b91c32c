import { parseAgreement, toTermsAgreement } from './agreement.ts';
import { guardStorage } from './guarded-storage.ts';
import { parseLastConnected, without, withMostRecent } from './last-connected.ts';
import type { CreateWalletStorageOptions, WalletStorage } from './types.ts';

export const defaultStoragePrefix = 'site-wallet:';

/**
 * What the connector remembers between visits (last-connected wallets, the terms agreement, the
 * sticky disconnect), kept under prefixed keys in `localStorage` or the given storage. Nothing
 * is touched until a method is called; no method ever throws, and only this storage's own keys
 * are ever written or removed.
 */
export function createWalletStorage(options: CreateWalletStorageOptions = {}): WalletStorage {
  const storage = guardStorage(options.storage);
  const prefix = options.prefix ?? defaultStoragePrefix;
  const keys = {
    lastConnected: `${prefix}last_connected_wallet`,
    agreement: `${prefix}agreement`,
    disconnected: `${prefix}disconnected`,
  };

  const getLastConnected = (): string[] => parseLastConnected(storage.read(keys.lastConnected));
  const setLastConnected = (labels: readonly string[]): void => {
    if (labels.length === 0) storage.remove(keys.lastConnected);
    else storage.write(keys.lastConnected, JSON.stringify(labels));
  };

  return {
    getLastConnected,
    rememberConnected(label) {
      if (typeof label !== 'string' || label.trim() === '') return;
      setLastConnected(withMostRecent(getLastConnected(), label));
    },
    forgetConnected(label) {
      if (typeof label !== 'string') return;
      const labels = getLastConnected();
      const remaining = without(labels, label);
      if (remaining.length !== labels.length) setLastConnected(remaining);
    },
    getAgreement: () => parseAgreement(storage.read(keys.agreement)),
    setAgreement(agreement) {
      const valid = toTermsAgreement(agreement);
      if (valid !== null) storage.write(keys.agreement, JSON.stringify(valid));
    },
    isDisconnected: () => storage.read(keys.disconnected) === 'true',
    setDisconnected(disconnected) {
      if (disconnected) storage.write(keys.disconnected, 'true');
      else storage.remove(keys.disconnected);
    },
  };
}
