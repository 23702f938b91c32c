import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { testWalletControlNames, type TestWalletControlName } from '../wallet/control-names.ts';
import { createWalletInfo } from '../wallet/default-info.ts';
import type { TestWalletGlobal, TestWalletInstallConfig } from '../wallet/test-wallet-global.ts';
import type { Eip6963ProviderInfo, TestWalletControls, TestWalletOptions } from '../wallet/types.ts';
import { testWalletBundlePath } from './test-wallet-bundle-path.ts';

export interface InstallTestWalletOptions<Flags extends Record<string, unknown> = Record<string, unknown>>
  extends TestWalletOptions<Flags> {
  /** Name of this wallet on the page (for several wallets at once); default `default`. */
  id?: string;
  /** Answer EIP-6963 discovery; default true. */
  announce?: boolean;
  /** Also place the provider at `window.ethereum`; default false. */
  windowEthereum?: boolean;
  /** Place it at `window.ethereum` only after this many ms, then fire `ethereum#initialized`. */
  injectLateMs?: number;
  /** Keep site permission, accounts and chain across reloads (sessionStorage); default true. */
  persist?: boolean;
}

/** A control called from the test process: same arguments, always a promise. */
export type RemoteTestWalletControls = {
  readonly [K in TestWalletControlName]: (
    ...args: Parameters<TestWalletControls[K]>
  ) => Promise<Awaited<ReturnType<TestWalletControls[K]>>>;
};

export interface TestWalletHandle {
  readonly id: string;
  /** The EIP-6963 info the wallet announces (the same on every page load). */
  readonly info: Eip6963ProviderInfo;
  /** Drives the wallet of the page's current document (`page.evaluate` under the hood). */
  readonly controls: RemoteTestWalletControls;
}

let bundle: string | undefined;

/** dist/test-wallet.global.js, read once. */
function testWalletBundle(): string {
  bundle ??= readFileSync(testWalletBundlePath, 'utf8');
  return bundle;
}

/**
 * Adds the test wallet to every document `page` loads from now on (init scripts: call it before
 * `page.goto`). Each load gets a fresh wallet with default behaviours; with `persist` the site
 * permission, accounts and chain survive reloads as in a real extension.
 */
export async function installTestWallet<Flags extends Record<string, unknown> = Record<string, unknown>>(
  page: Page,
  options: InstallTestWalletOptions<Flags>,
): Promise<TestWalletHandle> {
  const { id = 'default', announce = true, windowEthereum = false, injectLateMs, persist = true, ...wallet } = options;
  if (!existsSync(testWalletBundlePath)) {
    throw new Error(`${testWalletBundlePath} is missing: run \`pnpm --filter @site/testing build\` (turbo does it before tests of packages that list @site/testing)`);
  }
  const info = createWalletInfo(wallet.info);
  const config: TestWalletInstallConfig = {
    id,
    wallet: { ...wallet, info, ...(persist ? { storageKey: `__testWallet:${id}` } : {}) },
    announce,
    windowEthereum,
    ...(injectLateMs === undefined ? {} : { injectLateMs }),
  };
  // One init script with the bundle in it (which defines window.__testWallet once per document):
  // a page's init scripts can be removed one by one (e2e's pooled tabs remove a test's after it).
  await page.addInitScript({ content: `${testWalletBundle()}\nwindow.__testWallet.install(${JSON.stringify(config)});` });

  const call = async (name: TestWalletControlName, args: readonly unknown[]): Promise<unknown> =>
    page.evaluate(
      ([walletId, control, values]) =>
        (window as unknown as { __testWallet: TestWalletGlobal }).__testWallet.control(walletId, control, values),
      [id, name, args] as const,
    );
  const controls = Object.fromEntries(
    testWalletControlNames.map((name) => [name, (...args: unknown[]) => call(name, args)]),
  ) as unknown as RemoteTestWalletControls;
  return { id, info, controls };
}
