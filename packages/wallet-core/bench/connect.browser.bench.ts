// Benchmark, not a test: prints medians of 20 runs in headless Chromium against the local chain.
// Run with `pnpm bench` in packages/wallet-core.
import { getLocalChain } from '@site/testing/vitest';
import { announceTestWallet, createTestWallet } from '@site/testing/wallet';
import { expect, it } from 'vitest';
import { createWalletConnector } from '../src/connection/create-wallet-connector.ts';
import type { WalletConnector, WalletConnectorState } from '../src/connection/types.ts';

const runs = 20;

function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds until `check` holds for the connector's state, measured from `startedAt`. */
function timeUntil(connector: WalletConnector, check: (state: WalletConnectorState) => boolean, startedAt: number): Promise<number> {
  return new Promise((resolve) => {
    if (check(connector.getState())) {
      resolve(performance.now() - startedAt);
      return;
    }
    const unsubscribe = connector.subscribe((state) => {
      if (!check(state)) return;
      unsubscribe();
      resolve(performance.now() - startedAt);
    });
  });
}

function createConnector(): WalletConnector {
  const { rpcUrl } = getLocalChain();
  return createWalletConnector({
    chains: [{ id: 1116, label: 'Core Mainnet', token: 'CORE', rpcUrl }],
    storage: false,
    autoconnect: false,
  });
}

it(`connect and discovery timings, median of ${runs} runs`, async () => {
  const { rpcUrl, accounts } = getLocalChain();
  const wallet = createTestWallet({ rpcUrl, accounts: accounts.slice(0, 1), info: { name: 'Bench Wallet', rdns: 'org.example.bench' } });
  const stopAnnouncing = announceTestWallet(wallet);

  const discovery: number[] = [];
  const connect: number[] = [];
  const walletOnly: number[] = [];
  // One warm-up round so module loading and JIT do not count.
  for (let round = -1; round < runs; round += 1) {
    const createdAt = performance.now();
    const connector = createConnector();
    const listed = await timeUntil(connector, (state) => state.availableWallets.some((option) => option.source === 'eip6963'), createdAt);

    const connectStartedAt = performance.now();
    const connected = timeUntil(connector, (state) => state.connection.status === 'connected', connectStartedAt);
    const outcome = await connector.connect({ label: 'Bench Wallet' });
    expect(outcome.status).toBe('connected');
    const connectMs = await connected;
    connector.destroy();

    // The wallet's own answers, for comparison: what any library must wait for.
    const walletStartedAt = performance.now();
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    await wallet.provider.request({ method: 'eth_chainId' });
    const walletMs = performance.now() - walletStartedAt;

    if (round < 0) continue;
    discovery.push(listed);
    connect.push(connectMs);
    walletOnly.push(walletMs);
  }
  stopAnnouncing();

  const rows = {
    'creation → first EIP-6963 wallet listed': median(discovery),
    'connect() → connected state': median(connect),
    "wallet's own answers (eth_requestAccounts + eth_chainId)": median(walletOnly),
    'engine overhead (connect − wallet)': median(connect) - median(walletOnly),
  };
  const lines = Object.entries(rows).map(([name, ms]) => `  ${name.padEnd(58)} ${ms.toFixed(3)} ms`);
  // eslint-disable-next-line no-console -- the benchmark's output is the point
  console.log(`@site/wallet-core engine, headless Chromium, median of ${runs} runs:\n${lines.join('\n')}`);
});
