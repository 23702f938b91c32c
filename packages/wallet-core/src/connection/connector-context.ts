import type { WalletDiscovery } from '../discovery/create-wallet-discovery.ts';
import type { WalletOption } from '../wallets/types.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import type { WalletModule } from '../wallets/types.ts';
import type { ResolvedConfig } from './resolve-config.ts';
import type { StateStore } from './state-store.ts';
import type { ConnectedWallet, WalletConnectorEvents, WalletConnectorState } from './types.ts';

/** What the engine keeps for one connected wallet besides its public state. */
export interface WalletSession {
  label: string;
  module: WalletModule;
  provider: EIP1193Provider;
  /** Removes the wallet's event listeners. */
  stopWatching(): void;
}

/** The engine's shared parts, handed to each operation (connect, setChain, autoconnect…). */
export interface ConnectorContext {
  config: ResolvedConfig;
  store: StateStore<WalletConnectorState>;
  /**
   * Tells the app's event listeners. A listener that throws is reported on the console and never
   * changes the outcome of the operation that emitted (a `connected` listener cannot fail a connect).
   */
  emit<Name extends keyof WalletConnectorEvents>(event: Name, ...args: WalletConnectorEvents[Name]): void;
  discovery: WalletDiscovery;
  sessions: Map<string, WalletSession>;
  /** Re-reads which wallets the page offers and publishes them; returns the options. */
  refreshWalletOptions(): readonly WalletOption[];
  isDestroyed(): boolean;
}

export function findWallet(context: ConnectorContext, label: string): ConnectedWallet | undefined {
  return context.store.getState().wallets.find((wallet) => wallet.label === label);
}

/** Replaces one connected wallet's fields; no state change when nothing differs. */
export function updateWallet(
  context: ConnectorContext,
  label: string,
  patch: (wallet: ConnectedWallet) => Partial<ConnectedWallet>,
): void {
  context.store.update((state) => {
    const index = state.wallets.findIndex((wallet) => wallet.label === label);
    const current = state.wallets[index];
    if (current === undefined) return {};
    const changes = patch(current);
    const keys = Object.keys(changes) as (keyof ConnectedWallet)[];
    if (keys.every((key) => Object.is(current[key], changes[key]))) return {};
    const wallets = [...state.wallets];
    wallets[index] = Object.freeze({ ...current, ...changes });
    return { wallets: Object.freeze(wallets) };
  });
}
