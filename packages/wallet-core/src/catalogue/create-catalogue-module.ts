import { WalletUnavailableError } from '../errors/connection-errors.ts';
import { createEIP1193Provider } from '../provider/create-eip1193-provider.ts';
import { isObjectLike, readProperty } from '../provider/read-property.ts';
import type { WalletInterface, WalletModule } from '../wallets/types.ts';
import { withEventQuirks } from './event-quirks.ts';
import { hasIdentity, pickFromProviders } from './identity.ts';
import { quirkOverrides } from './quirk-overrides.ts';
import { readPath } from './read-untrusted.ts';
import type { CatalogueEntry } from './types.ts';

export interface CatalogueContext {
  /** The object standing for `window`, read on each use. */
  getTarget: () => object;
  knownFlags: ReadonlySet<string>;
}

/** The wallet module for one catalogue row. */
export function createCatalogueModule(entry: CatalogueEntry, context: CatalogueContext): WalletModule {
  const injectedNamespace = entry.namespace ?? 'ethereum';

  const locateProvider = (): unknown => {
    const target = context.getTarget();
    const value = readProperty(target, injectedNamespace);
    const located = entry.locate ? entry.locate(value, target) : readPath(value, entry.path);
    return pickFromProviders(entry, located, context.knownFlags);
  };

  const connect = (): WalletInterface => {
    const injected = locateProvider();
    if (!isObjectLike(injected)) throw new WalletUnavailableError(entry.label, entry.externalUrl);
    entry.assertReady?.(injected);
    return { provider: withEventQuirks(createEIP1193Provider(injected, quirkOverrides(entry.quirks)), entry.quirks) };
  };

  const module: WalletModule = {
    label: entry.label,
    injectedNamespace,
    platforms: [...(entry.platforms ?? ['all'])],
    source: 'catalogue',
    getIcon: () => import('./icons/wallet-icons.ts').then((icons) => icons.walletIcon(entry.label)),
    checkProviderIdentity: ({ provider }) => {
      try {
        return hasIdentity(entry, provider, context.getTarget(), context.knownFlags);
      } catch {
        return false;
      }
    },
    // Deferred so a missing or unready wallet rejects instead of throwing synchronously.
    getInterface: () => Promise.resolve().then(connect),
  };
  if (entry.externalUrl !== undefined) module.externalUrl = entry.externalUrl;
  return module;
}
