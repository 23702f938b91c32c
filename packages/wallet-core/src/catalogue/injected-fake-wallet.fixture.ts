// The one fake wallet (test/fake-wallet.ts) the way the catalogue meets it: injected somewhere in
// a fake `window`, answering like a wallet that reports its chain id in decimal.
import { createFakeWallet, type FakeWallet } from '../../test/fake-wallet.ts';

/** Every fake wallet of the catalogue's tests answers 1116 (Core, 0x45c) in decimal, and anything else. */
export function catalogueFakeWallet(flags: Record<string, unknown> = {}): FakeWallet {
  const account = '0x00000000000000000000000000000000000000aa';
  return createFakeWallet(
    { eth_chainId: () => 1116, eth_accounts: () => [account], eth_requestAccounts: () => [account] },
    { flags, unknownMethods: 'answer' },
  );
}

/** A fake `window` and the wallet object inside it that requests must reach. */
export interface FakeInstall {
  target: Record<string, unknown>;
  wallet: FakeWallet;
}

/** The wallet injected as `window.ethereum`. */
export function onEthereum(flags: Record<string, unknown>): FakeInstall {
  const wallet = catalogueFakeWallet(flags);
  return { target: { ethereum: wallet }, wallet };
}

/** The wallet injected as `window[namespace]` (and, when `alsoEthereum`, as `window.ethereum`). */
export function atNamespace(namespace: string, flags: Record<string, unknown>, alsoEthereum = false): FakeInstall {
  const wallet = catalogueFakeWallet(flags);
  return { target: { [namespace]: wallet, ...(alsoEthereum ? { ethereum: wallet } : {}) }, wallet };
}

/** The wallet injected as `window[namespace].ethereum` (and, when `alsoEthereum`, as `window.ethereum`). */
export function nestedIn(namespace: string, flags: Record<string, unknown>, alsoEthereum = false): FakeInstall {
  const wallet = catalogueFakeWallet(flags);
  return { target: { [namespace]: { ethereum: wallet }, ...(alsoEthereum ? { ethereum: wallet } : {}) }, wallet };
}
