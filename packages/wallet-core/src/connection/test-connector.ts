// Test helper (not exported): a connector over fake wallets, with its storage and state history.
import { createWalletStorage } from '../storage/create-wallet-storage.ts';
import type { WalletModule } from '../wallets/types.ts';
import { createWalletConnector } from './create-wallet-connector.ts';
import { createMemoryStorage } from './test-fake-wallet.ts';
import type { WalletConnectorConfig, WalletConnectorState } from './types.ts';

export const desktop = { type: 'desktop', os: { name: 'Linux' }, browser: { name: 'Chrome' } } as const;

export const coreChain = { id: 1116, label: 'Core Mainnet', token: 'CORE' } as const;

export function setUpConnector(
  wallets: WalletModule[],
  target: object,
  overrides: Partial<WalletConnectorConfig> & { memory?: Storage } = {},
) {
  const { memory = createMemoryStorage(), ...config } = overrides;
  const connector = createWalletConnector({
    chains: [coreChain],
    wallets,
    target,
    device: desktop,
    storage: createWalletStorage({ storage: memory }),
    lateInjectionTimeoutMs: 0,
    ...config,
  });
  const history: WalletConnectorState[] = [];
  connector.subscribe((state) => history.push(state));
  return { connector, memory, history };
}
