import { filterWallets } from '../platform/filter-wallets.ts';
import type { Device } from '../wallets/types.ts';
import type { WalletOption } from '../wallets/types.ts';
import type { WalletModule } from '../wallets/types.ts';
import type { AnnouncedWalletModule } from './announced-wallet-module.ts';

/**
 * Every wallet on offer: the configured modules plus the announced ones, through the platform
 * filter (which lets an announcement replace the catalogue entry of the same name). The legacy
 * injected provider is only a fallback: a catalogue entry whose injected object is a provider
 * that also announced itself (under another name) is the same wallet twice, and is dropped.
 */
export function listWalletOptions(
  modules: readonly WalletModule[],
  announced: readonly AnnouncedWalletModule[],
  device: Device,
  target: object | undefined,
): WalletOption[] {
  const scope = target ?? {};
  const options = filterWallets([...modules, ...announced], device, { target: scope });
  if (announced.length === 0) return options;
  const announcedProviders = new Set<unknown>(announced.map((wallet) => wallet.announcedProvider));
  return options.filter(
    (option) =>
      !(option.installed && option.wallet.source !== 'eip6963' && option.wallet.source !== 'custom' &&
        announcedProviders.has(readInjected(scope, option.wallet.injectedNamespace))),
  );
}

function readInjected(target: object, namespace: string): unknown {
  try {
    return (target as Record<string, unknown>)[namespace];
  } catch {
    return undefined;
  }
}
