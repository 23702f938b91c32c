import { announceTestWallet } from './announce-test-wallet.ts';
import { isTestWalletControlName } from './control-names.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { injectLate } from './inject-late.ts';
import { setWindowEthereum } from './place-window-ethereum.ts';
import type { TestWallet, TestWalletOptions } from './types.ts';

/** What the Playwright helper asks the page to set up; plain data, so it survives serialisation. */
export interface TestWalletInstallConfig {
  readonly id: string;
  readonly wallet: TestWalletOptions<Record<string, unknown>>;
  /** Answer EIP-6963 discovery. */
  readonly announce: boolean;
  /** Place the provider at `window.ethereum` at once. */
  readonly windowEthereum: boolean;
  /** Place it at `window.ethereum` after this delay instead, then fire `ethereum#initialized`. */
  readonly injectLateMs?: number;
}

/** `window.__testWallet`, defined by `dist/test-wallet.global.js`. */
export interface TestWalletGlobal {
  readonly create: typeof createTestWallet;
  readonly announce: typeof announceTestWallet;
  readonly injectLate: typeof injectLate;
  readonly setWindowEthereum: typeof setWindowEthereum;
  /** Creates a wallet from a config, registers it under `config.id` and makes it discoverable. */
  install(config: TestWalletInstallConfig): TestWallet;
  /** Calls one control of the wallet registered under `id`. */
  control(id: string, name: string, args: readonly unknown[]): unknown;
  readonly wallets: Record<string, TestWallet>;
}

export function createTestWalletGlobal(): TestWalletGlobal {
  const wallets: Record<string, TestWallet> = {};
  return {
    create: createTestWallet,
    announce: announceTestWallet,
    injectLate,
    setWindowEthereum,
    wallets,
    install: (config) => {
      const wallet = createTestWallet(config.wallet);
      wallets[config.id] = wallet;
      const late = config.injectLateMs !== undefined;
      if (config.announce) announceTestWallet(wallet, { windowEthereum: config.windowEthereum && !late });
      else if (config.windowEthereum && !late) setWindowEthereum(wallet);
      if (late) injectLate(wallet, config.injectLateMs ?? 0);
      return wallet;
    },
    control: (id, name, args) => {
      const wallet = wallets[id];
      if (!wallet) throw new Error(`No test wallet "${id}" on this page`);
      if (!isTestWalletControlName(name)) throw new Error(`No test wallet control "${name}"`);
      return (wallet.controls[name] as (...values: readonly unknown[]) => unknown)(...args);
    },
  };
}
