// Test double of an injected wallet: records every request and keeps real event listeners.
import type { ProviderListener, RequestArguments } from '../provider/types.ts';

export interface FakeWalletControls {
  /** Every request the wallet received, in order. */
  readonly requests: RequestArguments[];
  emit: (event: string, ...args: unknown[]) => void;
  listenerCount: (event: string) => number;
  request: (args: RequestArguments) => Promise<unknown>;
  on: (event: string, listener: ProviderListener) => unknown;
  removeListener: (event: string, listener: ProviderListener) => unknown;
}

export type FakeWallet = FakeWalletControls & Record<string, unknown>;

/** The answers of a wallet that reports its chain id in decimal (1116 = Core, 0x45c). */
export const defaultAnswers: Readonly<Record<string, unknown>> = {
  eth_chainId: 1116,
  eth_accounts: ['0x00000000000000000000000000000000000000aa'],
  eth_requestAccounts: ['0x00000000000000000000000000000000000000aa'],
};

/** A wallet object carrying `flags` (identity flags or any other own properties). */
export function fakeWallet(flags: Record<string, unknown> = {}, answers = defaultAnswers): FakeWallet {
  const listeners = new Map<string, Set<ProviderListener>>();
  const requests: RequestArguments[] = [];
  const wallet: FakeWallet = {
    ...flags,
    requests,
    request: (args) => {
      requests.push(args);
      return Promise.resolve(args.method in answers ? answers[args.method] : `answer to ${args.method}`);
    },
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return wallet;
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener);
      return wallet;
    },
    emit: (event, ...args) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };
  return wallet;
}

/** A fake `window` and the wallet object inside it that requests must reach. */
export interface FakeInstall {
  target: Record<string, unknown>;
  wallet: FakeWallet;
}

/** The wallet injected as `window.ethereum`. */
export function onEthereum(flags: Record<string, unknown>): FakeInstall {
  const wallet = fakeWallet(flags);
  return { target: { ethereum: wallet }, wallet };
}

/** The wallet injected as `window[namespace]` (and, when `alsoEthereum`, as `window.ethereum`). */
export function atNamespace(namespace: string, flags: Record<string, unknown>, alsoEthereum = false): FakeInstall {
  const wallet = fakeWallet(flags);
  return { target: { [namespace]: wallet, ...(alsoEthereum ? { ethereum: wallet } : {}) }, wallet };
}

/** The wallet injected as `window[namespace].ethereum` (and, when `alsoEthereum`, as `window.ethereum`). */
export function nestedIn(namespace: string, flags: Record<string, unknown>, alsoEthereum = false): FakeInstall {
  const wallet = fakeWallet(flags);
  return { target: { [namespace]: { ethereum: wallet }, ...(alsoEthereum ? { ethereum: wallet } : {}) }, wallet };
}
