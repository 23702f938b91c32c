// Test helper (not exported): a connector over fake wallets, with its storage and state history.
import { localCoreChain } from '@site/testing/chain';
import { createMemoryStorage } from '@site/testing/wallet';
import { createWalletStorage } from '../storage/create-wallet-storage.ts';
import type { WalletModule } from '../wallets/types.ts';
import { createWalletConnector } from './create-wallet-connector.ts';
import type { WalletConnectorConfig, WalletConnectorState } from './types.ts';

export const desktop = { type: 'desktop', os: { name: 'Linux' }, browser: { name: 'Chrome' } } as const;

export function setUpConnector(
  wallets: WalletModule[],
  target: object,
  overrides: Partial<WalletConnectorConfig> & { memory?: Storage } = {},
) {
  const { memory = createMemoryStorage(), ...config } = overrides;
  const connector = createWalletConnector({
    chains: [localCoreChain()],
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
