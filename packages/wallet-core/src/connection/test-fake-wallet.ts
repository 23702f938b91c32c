// Test helper (not exported): a tiny in-memory EIP-1193 wallet for the engine's Node tests.
import type { EIP1193Provider, ProviderListener, RequestArguments } from '../provider/types.ts';
import type { WalletModule } from '../wallets/types.ts';

export type FakeHandler = (params: RequestArguments['params']) => unknown;

export interface FakeProvider extends EIP1193Provider {
  calls: { method: string; params: RequestArguments['params'] }[];
  handlers: Record<string, FakeHandler>;
  emit(event: string, ...args: unknown[]): void;
  listenerCount(event?: string): number;
}

/** An RPC error object the way wallets throw them (not an Error instance). */
export function rpcError(code: number, message = `error ${code}`, data?: unknown): { code: number; message: string; data?: unknown } {
  return data === undefined ? { code, message } : { code, message, data };
}

/** Throws the way wallets do: a plain `{code, message, data}` object, not an Error. */
export function throwRpc(code: number, message?: string, data?: unknown): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- wallets really throw plain objects
  throw rpcError(code, message, data);
}

export const address1 = '0x1111111111111111111111111111111111111111';
export const address2 = '0x2222222222222222222222222222222222222222';

/** Answers `eth_requestAccounts`/`eth_accounts`/`eth_chainId` by default; override any method. */
export function createFakeProvider(handlers: Record<string, FakeHandler> = {}): FakeProvider {
  const listeners = new Map<string, Set<ProviderListener>>();
  const provider: FakeProvider = {
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
      const handler = provider.handlers[method] ?? (() => throwRpc(4200, `unsupported ${method}`));
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
