import type { Chain, ChainId, WalletConnectorState } from '@site/wallet-core';
import { useMemo } from 'react';
import { useWalletState } from './use-wallet-state.ts';

export interface ChainInfo {
  /** The primary wallet's chain, or null when no wallet is connected. */
  chainId: ChainId | null;
  /** The configured chain matching `chainId`; null when disconnected or on a chain the app does not know. */
  chain: Chain | null;
  /** Every chain the app is configured with. */
  chains: readonly Chain[];
}

const selectChainId = (state: WalletConnectorState) => state.wallets[0]?.chainId ?? null;
const selectChains = (state: WalletConnectorState) => state.chains;

/** The chain the primary wallet is on, and the chains the app supports. */
export function useChain(): ChainInfo {
  const chainId = useWalletState(selectChainId);
  const chains = useWalletState(selectChains);
  return useMemo(
    () => ({ chainId, chains, chain: chains.find((chain) => chain.id === chainId) ?? null }),
    [chainId, chains],
  );
}
