import { callJsonRpc } from '../chain/call-json-rpc.ts';
import type { Hex } from '../chain/types.ts';
import { accountMethods } from './account-methods.ts';
import { toAccounts } from './address.ts';
import { chainMethods } from './chain-methods.ts';
import { toHexChainId } from './chain-id.ts';
import { createControls } from './create-controls.ts';
import { createWalletInfo } from './default-info.ts';
import { createEventEmitter } from './event-emitter.ts';
import { forwardRequest } from './forward-request.ts';
import { loadPersistedState, savePersistedState } from './persisted-state.ts';
import { disconnected, internalError, invalidParams, TestProviderRpcError } from './provider-rpc-error.ts';
import type { ProviderRpcErrorShape, ScriptedReply, TestEip1193Provider, TestWallet, TestWalletOptions } from './types.ts';
import type { MethodHandler, MutableLogEntry, WalletContext, WalletState } from './wallet-state.ts';

const walletMethods: Readonly<Record<string, MethodHandler>> = { ...accountMethods, ...chainMethods };

const providerKeys = new Set([
  'request', 'on', 'addListener', 'once', 'removeListener', 'off', 'removeAllListeners', 'listenerCount', 'isConnected', 'isTestWallet',
]);

function createState<Flags extends object>(options: TestWalletOptions<Flags>): WalletState {
  const chainId = toHexChainId(options.chainId ?? 1116);
  const knownChains = new Map<Hex, undefined>([[chainId, undefined]]);
  for (const chain of options.chains ?? []) knownChains.set(toHexChainId(chain), undefined);
  const state: WalletState = {
    chainId,
    knownChains,
    accounts: options.accounts ? toAccounts(options.accounts) : undefined,
    permitted: options.permitted === true,
    permittedAt: options.permitted === true ? Date.now() : 0,
    locked: false,
    accessRequestedWhileLocked: false,
    connected: true,
    chainIdFormat: 'hex',
    unknownChainVariant: 'standard',
    accountAccess: { persistent: 'approve', next: [] },
    switchChain: { persistent: 'approve', next: [] },
    scripted: new Map(),
    log: [],
  };
  if (options.storageKey) loadPersistedState(options.storageKey, state);
  return state;
}

function takeScriptedReply(state: WalletState, method: string): ScriptedReply | undefined {
  const scripted = state.scripted.get(method);
  return scripted ? (scripted.next.shift() ?? scripted.persistent) : undefined;
}

function toProviderError(error: unknown): TestProviderRpcError {
  if (error instanceof TestProviderRpcError) return error;
  return internalError(error instanceof Error ? error.message : String(error));
}

function readArguments(args: unknown): { method: string; params: readonly unknown[] | object | undefined } {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw invalidParams('request() expects one object argument { method, params? }');
  }
  const { method, params } = args as { method?: unknown; params?: unknown };
  if (typeof method !== 'string' || method === '') throw invalidParams('request() needs a non-empty string method');
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    throw invalidParams('params must be an array or an object');
  }
  return { method, params };
}

/**
 * An in-page EIP-1193 wallet for tests. Account, chain and permission methods are answered by
 * the wallet (as driven by `controls`); everything else goes to the local chain at `rpcUrl` with
 * a real HTTP request. Browser-safe: no Node imports, nothing touched at import time.
 */
export function createTestWallet<Flags extends object = object>(options: TestWalletOptions<Flags>): TestWallet<Flags> {
  if (typeof options.rpcUrl !== 'string' || options.rpcUrl === '') throw new TypeError('createTestWallet needs an rpcUrl');
  const flags: object = options.flags ?? {};
  for (const key of Object.keys(flags)) {
    if (providerKeys.has(key)) throw new TypeError(`flags.${key} would replace a provider member`);
  }

  const state = createState(options);
  const emitter = createEventEmitter();
  let accountsRequest: Promise<Hex[]> | undefined;
  const context: WalletContext = {
    state,
    rpcUrl: options.rpcUrl,
    emit: (event, ...args) => { emitter.emit(event, ...args); },
    accounts: async () => {
      if (state.accounts) return state.accounts;
      accountsRequest ??= callJsonRpc<unknown[]>(options.rpcUrl, 'eth_accounts').then(
        (accounts) => (state.accounts ??= toAccounts(accounts)),
        (error: unknown) => {
          accountsRequest = undefined;
          throw internalError(`could not read the local chain's accounts: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
      return accountsRequest;
    },
    save: () => {
      if (options.storageKey) savePersistedState(options.storageKey, state);
    },
  };

  const answer = async (args: unknown): Promise<unknown> => {
    const { method, params } = readArguments(args);
    if (!state.connected) throw disconnected();
    const scripted = takeScriptedReply(state, method);
    if (scripted) {
      if ('hang' in scripted) return new Promise<never>(() => undefined);
      if ('error' in scripted) throw new TestProviderRpcError(scripted.error.code, scripted.error.message, scripted.error.data);
      return scripted.result;
    }
    const handler = walletMethods[method];
    return handler ? handler(context, params) : forwardRequest(context, method, params);
  };

  const request = async (args: unknown): Promise<unknown> => {
    const record = args as { method?: unknown; params?: unknown } | null | undefined;
    const entry: MutableLogEntry = {
      method: typeof record?.method === 'string' ? record.method : String(record?.method),
      params: record?.params,
      status: 'pending',
    };
    state.log.push(entry);
    try {
      const result = await answer(args);
      entry.status = 'fulfilled';
      entry.result = result;
      return result;
    } catch (caught) {
      const error = toProviderError(caught);
      entry.status = 'rejected';
      entry.error = error.toJSON() satisfies ProviderRpcErrorShape;
      throw error;
    }
  };

  type Listener = (...args: never[]) => void;
  const provider = {
    ...flags,
    isTestWallet: true as const,
    request,
    on: (event: string, listener: Listener) => { emitter.on(event, listener); return provider; },
    addListener: (event: string, listener: Listener) => { emitter.on(event, listener); return provider; },
    once: (event: string, listener: Listener) => { emitter.once(event, listener); return provider; },
    removeListener: (event: string, listener: Listener) => { emitter.off(event, listener); return provider; },
    off: (event: string, listener: Listener) => { emitter.off(event, listener); return provider; },
    removeAllListeners: (event?: string) => { emitter.removeAll(event); return provider; },
    listenerCount: (event: string) => emitter.count(event),
    isConnected: () => state.connected,
  };

  return {
    provider: provider as unknown as TestEip1193Provider & Readonly<Flags>,
    info: createWalletInfo(options.info),
    controls: createControls(context),
  };
}
