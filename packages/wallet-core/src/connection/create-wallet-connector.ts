import EventEmitter from 'eventemitter3';
import { createWalletDiscovery } from '../discovery/create-wallet-discovery.ts';
import { listWalletOptions } from '../discovery/list-wallet-options.ts';
import { toAvailableWallet } from '../discovery/to-available-wallet.ts';
import type { WalletOption } from '../wallets/types.ts';
import { idleChainSwitch, idleConnection } from './connection-states.ts';
import type { ConnectorContext } from './connector-context.ts';
import { runAccountSelection } from './run-account-selection.ts';
import { refreshAccountDetails } from './refresh-account-details.ts';
import { resolveConfig } from './resolve-config.ts';
import { runAutoconnect, shouldAutoconnect } from './run-autoconnect.ts';
import { runConnect } from './run-connect.ts';
import { runDisconnect } from './run-disconnect.ts';
import { runSetChain } from './run-set-chain.ts';
import { createStateStore } from './state-store.ts';
import type { AvailableWallet } from '../discovery/types.ts';
import type {
  AccountSelectionOutcome,
  WalletConnector,
  WalletConnectorConfig,
  WalletConnectorEvents,
  WalletConnectorState,
} from './types.ts';

/**
 * Creates the wallet connection engine: discovery (EIP-6963 and injected wallets), the connect
 * flow, chain switching, balances, autoconnect and the sticky disconnect, all behind
 * `getState()` / `subscribe()` (immutable snapshots) and typed events. Safe to create during SSR
 * or in Node: without a `window` there is simply no discovery and no storage.
 *
 * Throws a `ValidationError` (or the "at least one chain" error) for an invalid configuration.
 */
export function createWalletConnector(config: WalletConnectorConfig): WalletConnector {
  const resolved = resolveConfig(config);
  const events = new EventEmitter<WalletConnectorEvents>();
  const emit: ConnectorContext['emit'] = (event, ...args) => {
    try {
      // eventemitter3's typings cannot follow a generic event name through the rest parameter.
      (events as unknown as EventEmitter).emit(event, ...args);
    } catch (error) {
      console.error(error);
    }
  };
  let destroyed = false;

  const discovery = createWalletDiscovery({
    target: resolved.target,
    lateInjectionTimeoutMs: resolved.lateInjectionTimeoutMs,
    onInvalidAnnouncement: (error) => {
      emit('discoveryError', error);
    },
  });

  let options: readonly WalletOption[] = [];
  const readAvailableWallets = (): readonly AvailableWallet[] => {
    options = listWalletOptions(resolved.wallets, discovery.getAnnounced(), resolved.device, resolved.target);
    return Object.freeze(options.map(toAvailableWallet));
  };

  const store = createStateStore<WalletConnectorState>(
    {
      disabled: resolved.disabled,
      chains: Object.freeze([...resolved.chains]),
      appMetadata: resolved.appMetadata,
      wallets: Object.freeze([]),
      availableWallets: readAvailableWallets(),
      connection: idleConnection,
      chainSwitch: idleChainSwitch,
      autoconnect: resolved.disabled
        ? 'done'
        : resolved.autoconnect === false
          ? 'idle'
          : shouldAutoconnect({ config: resolved })
            ? 'running'
            : 'done',
      disconnecting: Object.freeze([]),
    },
    (state) => {
      emit('stateChanged', state);
    },
  );

  const context: ConnectorContext = {
    config: resolved,
    store,
    emit,
    discovery,
    sessions: new Map(),
    refreshWalletOptions() {
      const next = readAvailableWallets();
      const current = store.getState().availableWallets;
      const same = current.length === next.length && current.every((wallet, index) => wallet === next[index]);
      if (!same && !destroyed) store.update({ availableWallets: next });
      return options;
    },
    isDestroyed: () => destroyed,
  };
  const stopFollowingDiscovery = discovery.onChange(() => context.refreshWalletOptions());

  let attempt: AbortController | null = null;
  const cancelAttempt = () => {
    attempt?.abort();
    attempt = null;
  };

  let setChainCalls = 0;
  const accountSelections = new Map<string, Promise<AccountSelectionOutcome>>();
  const lifetime = new AbortController();
  if (store.getState().autoconnect === 'running') void runAutoconnect(context, lifetime.signal);

  return {
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    events,
    storage: resolved.storage,
    connect(connectOptions) {
      const { disabled } = resolved;
      if (disabled) {
        const label: unknown = (connectOptions as { label?: unknown } | undefined)?.label;
        return Promise.resolve({ status: 'unavailable', label: typeof label === 'string' ? label : '', message: disabled.message, externalUrl: null });
      }
      cancelAttempt();
      const controller = new AbortController();
      attempt = controller;
      const label: unknown = (connectOptions as { label?: unknown } | undefined)?.label;
      return runConnect(context, label, {
        signal: controller.signal,
        isCurrent: () => attempt === controller && !destroyed,
      }).finally(() => {
        if (attempt === controller) attempt = null;
      });
    },
    cancelConnect() {
      if (!attempt) return;
      cancelAttempt();
      store.update({ connection: idleConnection });
    },
    resetConnection() {
      cancelAttempt();
      store.update({ connection: idleConnection });
    },
    disconnect(disconnectOptions) {
      return runDisconnect(context, disconnectOptions?.label);
    },
    setChain(setChainOptions) {
      const call = ++setChainCalls;
      return runSetChain(context, setChainOptions, () => call === setChainCalls && !destroyed);
    },
    requestAccountSelection(selectionOptions) {
      return runAccountSelection(context, selectionOptions?.label, accountSelections);
    },
    resetChainSwitch() {
      store.update({ chainSwitch: idleChainSwitch });
    },
    async refreshBalances() {
      await Promise.all(store.getState().wallets.map((wallet) => refreshAccountDetails(context, wallet.label)));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cancelAttempt();
      lifetime.abort();
      stopFollowingDiscovery();
      discovery.stop();
      for (const session of context.sessions.values()) session.stopWatching();
      store.clearListeners();
      events.removeAllListeners();
    },
  };
}
