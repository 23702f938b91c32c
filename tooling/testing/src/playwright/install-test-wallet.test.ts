import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../chromium.ts';
import { startAnvil, type AnvilInstance } from '../anvil/start-anvil.ts';
import type { TestWalletGlobal } from '../wallet/test-wallet-global.ts';
import type { Eip6963ProviderInfo, TestEip1193Provider } from '../wallet/types.ts';
import { installTestWallet } from './install-test-wallet.ts';

type PageWindow = Window & { ethereum?: TestEip1193Provider; __testWallet?: TestWalletGlobal; seen?: unknown[] };

let anvil: AnvilInstance;
let browser: Browser;
let server: Server;
let origin: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  execFileSync(process.execPath, [fileURLToPath(new URL('../build-test-wallet-bundle.mjs', import.meta.url))]);
  // Its own node: these tests must not race the browser tests' snapshots on the shared one.
  anvil = await startAnvil();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>dapp</title><p>dapp</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await browser.close();
  server.close();
  await anvil.stop();
});

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** Discovers wallets in the page the way a dapp does, through EIP-6963 events only. */
function discoverInPage(target: Page): Promise<{ info: Eip6963ProviderInfo; accounts: unknown }[]> {
  return target.evaluate(async () => {
    const found: { info: Eip6963ProviderInfo; provider: TestEip1193Provider }[] = [];
    window.addEventListener('eip6963:announceProvider', (event) => {
      found.push((event as CustomEvent<{ info: Eip6963ProviderInfo; provider: TestEip1193Provider }>).detail);
    });
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return Promise.all(found.map(async ({ info, provider }) => ({ info, accounts: await provider.request({ method: 'eth_requestAccounts' }) })));
  });
}

describe('installTestWallet', () => {
  it('makes the wallet discoverable through EIP-6963 on every page load, forwarding to the chain', async () => {
    const wallet = await installTestWallet(page, { rpcUrl: anvil.rpcUrl, info: { name: 'E2E Wallet' } });
    await page.goto(origin);
    const found = await discoverInPage(page);
    expect(found).toEqual([{ info: wallet.info, accounts: anvil.accounts }]);
    expect(wallet.info).toMatchObject({ name: 'E2E Wallet', rdns: 'com.example.testwallet' });
    const balance = await page.evaluate(async (account) => {
      const provider = await new Promise<TestEip1193Provider>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => { resolve((event as CustomEvent<{ provider: TestEip1193Provider }>).detail.provider); }, { once: true });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      return (await provider.request({ method: 'eth_getBalance', params: [account, 'latest'] })) as string;
    }, anvil.accounts[4]);
    expect(BigInt(balance)).toBe(10_000n * 10n ** 18n);
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  });

  it('controls from the test process change what the page sees', async () => {
    const wallet = await installTestWallet(page, { rpcUrl: anvil.rpcUrl, windowEthereum: true });
    await page.goto(origin);
    await wallet.controls.reject({ once: true });
    const rejected = await page.evaluate(() =>
      (window as PageWindow).ethereum?.request({ method: 'eth_requestAccounts' }).catch((error: unknown) => ({ ...(error as object), message: (error as Error).message })),
    );
    expect(rejected).toEqual({ code: 4001, message: 'User rejected the request.', name: 'ProviderRpcError' });

    await wallet.controls.lock();
    const pending = await page.evaluate(() => {
      const pageWindow = window as PageWindow;
      pageWindow.seen = [];
      pageWindow.ethereum?.on('accountsChanged', (accounts) => pageWindow.seen?.push(accounts));
      return pageWindow.ethereum?.request({ method: 'eth_requestAccounts' }).catch((error: unknown) => (error as { code: number }).code);
    });
    expect(pending).toBe(-32002);
    await wallet.controls.unlock();
    expect(await page.evaluate(() => (window as PageWindow).seen)).toEqual([anvil.accounts]);

    const log = await wallet.controls.requests('eth_requestAccounts');
    expect(log.map((entry) => entry.status)).toEqual(['rejected', 'rejected']);
    expect(log[1]?.error).toEqual({ code: -32002, message: 'Account access already requested. Unlock the wallet to continue.' });
    expect(await wallet.controls.state()).toMatchObject({ permitted: true, locked: false, chainId: '0x45c' });
  });

  it('keeps the site connected across a reload when persist is on (the default)', async () => {
    const wallet = await installTestWallet(page, { rpcUrl: anvil.rpcUrl, windowEthereum: true, chains: [1] });
    await page.goto(origin);
    await page.evaluate(() => (window as PageWindow).ethereum?.request({ method: 'eth_requestAccounts' }));
    await wallet.controls.switchChain(1);
    await page.reload();
    expect(await page.evaluate(() => (window as PageWindow).ethereum?.request({ method: 'eth_accounts' }))).toEqual(anvil.accounts);
    expect(await page.evaluate(() => (window as PageWindow).ethereum?.request({ method: 'eth_chainId' }))).toBe('0x1');
    // Each load starts with an empty log and default behaviours.
    expect((await wallet.controls.requests()).map((entry) => entry.method)).toEqual(['eth_accounts', 'eth_chainId']);
  });

  it('forgets the site on reload when persist is off', async () => {
    await installTestWallet(page, { rpcUrl: anvil.rpcUrl, windowEthereum: true, persist: false });
    await page.goto(origin);
    await page.evaluate(() => (window as PageWindow).ethereum?.request({ method: 'eth_requestAccounts' }));
    await page.reload();
    expect(await page.evaluate(() => (window as PageWindow).ethereum?.request({ method: 'eth_accounts' }))).toEqual([]);
  });

  it('passes flags, and can inject late with ethereum#initialized', async () => {
    await installTestWallet(page, { rpcUrl: anvil.rpcUrl, flags: { isMetaMask: true }, announce: false, windowEthereum: true, injectLateMs: 200 });
    // Watched from the document's start (after the wallet's own script), so a slow page load cannot
    // let the late injection happen before anyone listens.
    await page.addInitScript(() => {
      const watched = window as unknown as { atStart: boolean; initialized: Promise<unknown>; ethereum?: { isMetaMask?: boolean } };
      watched.atStart = 'ethereum' in window;
      watched.initialized = new Promise((resolve) => {
        window.addEventListener('ethereum#initialized', () => { resolve(watched.ethereum?.isMetaMask); }, { once: true });
      });
    });
    await page.goto(origin);
    expect(await page.evaluate(() => (window as unknown as { atStart: boolean }).atStart)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { initialized: Promise<unknown> }).initialized)).toBe(true);
    expect(await discoverInPage(page)).toEqual([]);
  });

  it('runs several wallets side by side, each driven by its own handle', async () => {
    const first = await installTestWallet(page, { id: 'first', rpcUrl: anvil.rpcUrl, info: { name: 'First', rdns: 'com.example.first' } });
    const second = await installTestWallet(page, { id: 'second', rpcUrl: anvil.rpcUrl, info: { name: 'Second', rdns: 'com.example.second' } });
    await page.goto(origin);
    await second.controls.reject();
    const outcomes = await page.evaluate(async () => {
      const found: { info: Eip6963ProviderInfo; provider: TestEip1193Provider }[] = [];
      window.addEventListener('eip6963:announceProvider', (event) => {
        found.push((event as CustomEvent<{ info: Eip6963ProviderInfo; provider: TestEip1193Provider }>).detail);
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return Promise.all(
        found.map(({ info, provider }) =>
          provider.request({ method: 'eth_requestAccounts' }).then(
            () => `${info.name}: connected`,
            (error: unknown) => `${info.name}: ${(error as { code: number }).code}`,
          ),
        ),
      );
    });
    expect(outcomes).toEqual(['First: connected', 'Second: 4001']);
    expect(await first.controls.requests()).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys((window as PageWindow).__testWallet?.wallets ?? {}))).toEqual(['first', 'second']);
  });

  it('the page-side control entry refuses unknown wallets and controls', async () => {
    await installTestWallet(page, { rpcUrl: anvil.rpcUrl });
    await page.goto(origin);
    await expect(page.evaluate(() => (window as PageWindow).__testWallet?.control('nope', 'reject', []))).rejects.toThrow('No test wallet "nope" on this page');
    await expect(page.evaluate(() => (window as PageWindow).__testWallet?.control('default', 'steal', []))).rejects.toThrow('No test wallet control "steal"');
  });
});
