import { createEIP1193Provider } from '../provider/create-eip1193-provider.ts';
import type { EIP6963ProviderInfo, WalletModule } from '../wallets/types.ts';

/** A wallet module built from a valid EIP-6963 announcement. */
export interface AnnouncedWalletModule extends WalletModule {
  source: 'eip6963';
  rdns: string;
  uuid: string;
  /** The provider object exactly as announced (compared by identity, never mutated). */
  announcedProvider: object;
}

/** The modules made here. */
const announcedModules = new WeakSet<WalletModule>();

/**
 * Turns a validated announcement (`validateAnnouncedProvider`, which checked the icon) into a
 * wallet module: always installed (the wallet told us it is there), its icon the announced one,
 * its provider wrapped so the wallet's own object is untouched.
 */
export function toAnnouncedWalletModule(info: EIP6963ProviderInfo, provider: object): AnnouncedWalletModule {
  const { name, icon, rdns, uuid } = info;
  const module: AnnouncedWalletModule = {
    label: name,
    getIcon: () => Promise.resolve(icon),
    getInterface: () => Promise.resolve({ provider: createEIP1193Provider(provider) }),
    injectedNamespace: `eip6963:${rdns}`,
    checkProviderIdentity: (_helpers) => true,
    source: 'eip6963',
    rdns,
    uuid,
    announcedProvider: provider,
  };
  announcedModules.add(module);
  return module;
}

/**
 * A module made by `toAnnouncedWalletModule`, whose icon was checked with its announcement; not
 * one that merely says `source: 'eip6963'`.
 */
export function isAnnouncedWalletModule(wallet: WalletModule): wallet is AnnouncedWalletModule {
  return announcedModules.has(wallet);
}
