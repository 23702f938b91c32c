import { createWalletConnector, type WalletConnector, type WalletConnectorConfig } from '@site/wallet-core';
import { localCoreChain } from '@site/testing/chain';
import { announceTestWallet, createMemoryStorage, createTestWallet, type TestWallet, type TestWalletOptions } from '@site/testing/wallet';
import { getLocalChain } from '@site/testing/vitest';

export interface WalletFixture {
  connector: WalletConnector;
  wallet: TestWallet;
  /** Where this fixture's wallets announce: a private EventTarget, so tests never see each other's. */
  target: EventTarget;
  rpcUrl: string;
  cleanup: () => void;
}

export interface WalletFixtureOptions {
  /** Announce the test wallet through EIP-6963 (installed); default true. */
  installed?: boolean;
  wallet?: Partial<TestWalletOptions>;
  config?: Partial<WalletConnectorConfig>;
}

/** A real connector bound to a real in-page test wallet that forwards to the local chain. */
export function createWalletFixture(options: WalletFixtureOptions = {}): WalletFixture {
  const { rpcUrl } = getLocalChain();
  const target = new EventTarget();
  const wallet = createTestWallet({ rpcUrl, info: { name: 'Test Wallet', rdns: 'com.example.testwallet' }, ...options.wallet });
  const stopAnnouncing = options.installed === false ? () => undefined : announceTestWallet(wallet, { target });
  const connector = createWalletConnector({
    chains: [localCoreChain(rpcUrl)],
    target,
    storage: createMemoryStorage(),
    autoconnect: false,
    lateInjectionTimeoutMs: 0,
    ...options.config,
  });
  return {
    connector,
    wallet,
    target,
    rpcUrl,
    cleanup: () => {
      connector.destroy();
      stopAnnouncing();
    },
  };
}
