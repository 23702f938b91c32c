// The one in-memory fake wallet of wallet-core's Node tests (not exported). Browser tests use the
// real in-page test wallet of @site/testing/wallet, which forwards to the local chain.
import type { EIP1193Provider, ProviderListener, RequestArguments } from '../src/provider/types.ts';
import type { WalletModule } from '../src/wallets/types.ts';

export type FakeHandler = (params: RequestArguments['params']) => unknown;

export interface FakeWallet extends EIP1193Provider {
  /** A property, as on real wallets, so a test may hold it to check nothing replaced it. */
  request: (args: RequestArguments) => Promise<unknown>;
  /** Every request the wallet received, in order. */
  calls: { method: string; params: RequestArguments['params'] }[];
  handlers: Record<string, FakeHandler>;
  emit(event: string, ...args: unknown[]): void;
  listenerCount(event?: string): number;
  /** The flags it was given (`isMetaMask`, `providers`…), as own properties. */
  [flag: string]: unknown;
}

export interface FakeWalletOptions {
  /** Own properties of the wallet object: identity flags (`isMetaMask: true`), `providers`… */
  flags?: Record<string, unknown>;
  /** A method without a handler rejects with 4200 (`reject`, default) or answers `answer to <method>`. */
  unknownMethods?: 'reject' | 'answer';
}

/** An RPC error object the way wallets throw them (not an Error instance). */
export function rpcError(code: number, message = `error ${code}`, data?: unknown): { code: number; message: string; data?: unknown } {
  return data === undefined ? { code, message } : { code, message, data };
}

/** Throws the way wallets do: a plain `{code, message, data}` object, not an Error. */
export function throwRpc(code: number, message?: string, data?: unknown): never {
  // oxlint-disable-next-line typescript/only-throw-error -- wallets really throw plain objects
  throw rpcError(code, message, data);
}

export const address1 = '0x1111111111111111111111111111111111111111';
export const address2 = '0x2222222222222222222222222222222222222222';

/**
 * An injected wallet in memory: answers `eth_requestAccounts`/`eth_accounts` (address1),
 * `eth_chainId` (0x45c), `eth_getBalance` and `wallet_revokePermissions` by default; `handlers`
 * replace or add methods. Records every request and keeps real event listeners.
 */
export function createFakeWallet(handlers: Record<string, FakeHandler> = {}, options: FakeWalletOptions = {}): FakeWallet {
  const listeners = new Map<string, Set<ProviderListener>>();
  const unknown = (method: string): FakeHandler =>
    options.unknownMethods === 'answer' ? () => `answer to ${method}` : () => throwRpc(4200, `unsupported ${method}`);
  const provider: FakeWallet = {
    ...options.flags,
    calls: [],
    handlers: {
      eth_requestAccounts: () => [address1],
      eth_accounts: () => [address1],
      eth_chainId: () => '0x45c',
      eth_getBalance: () => '0xde0b6b3a7640000',
      wallet_revokePermissions: () => null,
      ...handlers,
    },
    request({ method, params }) {
      provider.calls.push({ method, params });
      const handler = provider.handlers[method] ?? unknown(method);
      // Inside the executor, a handler that throws becomes a rejection, as with a real wallet.
      return new Promise((resolve) => {
        resolve(handler(params));
      });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    listenerCount(event) {
      if (event !== undefined) return listeners.get(event)?.size ?? 0;
      return [...listeners.values()].reduce((total, set) => total + set.size, 0);
    },
  };
  return provider;
}

export const fakeIcon = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f90"/></svg>';

/** A wallet module injected at `target[namespace]`, installed when that value is `provider`. */
export function fakeModule(
  label: string,
  provider: EIP1193Provider,
  extra: Partial<WalletModule> = {},
): WalletModule {
  const namespace = extra.injectedNamespace ?? `fake_${label.replace(/\W/g, '')}`;
  return {
    label,
    getIcon: () => Promise.resolve(fakeIcon),
    getInterface: () => Promise.resolve({ provider }),
    injectedNamespace: namespace,
    checkProviderIdentity: ({ provider: injected }) => injected === provider,
    source: 'custom',
    ...extra,
  };
}

/** Resolves after the pending microtasks and `ms` of timers. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
