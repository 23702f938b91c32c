import type { WalletModule } from '../wallets/types.ts';
import { createCatalogueModule } from './create-catalogue-module.ts';
import { collectKnownFlags } from './identity.ts';
import type { InjectedWalletsOptions } from './types.ts';
import { walletTable } from './wallet-table.ts';

/**
 * The built-in injected wallets (one per row of `wallet-table.ts`) as wallet modules, plus any
 * custom modules, which replace a built-in of the same label. `filter` hides a wallet (`false`)
 * or limits it to the platforms given. Nothing reads `window` until a module is used.
 */
export function injectedWallets(options: InjectedWalletsOptions = {}): WalletModule[] {
  const { custom = [], filter = {}, target } = options;
  const context = { getTarget: () => target ?? globalThis, knownFlags: collectKnownFlags(walletTable) };
  const customLabels = new Set(custom.map((wallet) => wallet.label));
  const builtIns = walletTable
    .filter((entry) => !customLabels.has(entry.label))
    .map((entry) => createCatalogueModule(entry, context));

  return [...custom, ...builtIns].flatMap((wallet) => {
    const rule = Object.hasOwn(filter, wallet.label) ? filter[wallet.label] : undefined;
    if (rule === false) return [];
    return Array.isArray(rule) ? [{ ...wallet, platforms: [...(rule as readonly string[])] }] : [wallet];
  });
}
