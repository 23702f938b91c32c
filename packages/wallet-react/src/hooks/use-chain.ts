import { selectPrimaryWallet, type Chain, type ChainId, type WalletConnectorState } from '@site/wallet-core';
import { useMemo } from 'react';
import type { ConnectorOption } from './connector-option.ts';
import { useWalletState } from './use-wallet-state.ts';

export interface ChainInfo {
  /** The primary wallet's chain, or null when no wallet is connected. */
  chainId: ChainId | null;
  /** The configured chain matching `chainId`; null when disconnected or on a chain the app does not know. */
  chain: Chain | null;
  /** Every chain the app is configured with (none while there is no connector). */
  chains: readonly Chain[];
}

const selectChainId = (state: WalletConnectorState) => selectPrimaryWallet(state)?.chainId ?? null;
const selectChains = (state: WalletConnectorState) => state.chains;
const none: readonly Chain[] = Object.freeze([]);

/** The chain the primary wallet is on, and the chains the app supports. */
export function useChain(options?: ConnectorOption): ChainInfo {
  const chainId = useWalletState(selectChainId, options ?? {}) ?? null;
  const chains = useWalletState(selectChains, options ?? {}) ?? none;
  return useMemo(
    () => ({ chainId, chains, chain: chains.find((chain) => chain.id === chainId) ?? null }),
    [chainId, chains],
  );
}
