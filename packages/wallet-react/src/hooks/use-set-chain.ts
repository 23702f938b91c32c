import type { ChainSwitchState, SetChainOutcome, WalletConnectorState } from '@site/wallet-core';
import { useCallback } from 'react';
import type { RequiredConnectorOption } from './connector-option.ts';
import { useWalletConnector } from './use-wallet-connector.ts';
import { useWalletState } from './use-wallet-state.ts';

export interface SetChainControls {
  /** Asks the wallet (the primary one unless `label` is given) to switch; resolves with the outcome. */
  setChain: (options: { chainId: string | number; label?: string }) => Promise<SetChainOutcome>;
  /** Dismisses a `switchNeeded` or `failed` switch. */
  reset: () => void;
  status: ChainSwitchState['status'];
  isPending: boolean;
  error: ChainSwitchState['error'];
  /** The chain asked for in the current or last switch. */
  chainId: ChainSwitchState['chainId'];
}

const selectChainSwitch = (state: WalletConnectorState) => state.chainSwitch;

/** The `setChain` action with its pending and error state. */
export function useSetChain(options?: RequiredConnectorOption): SetChainControls {
  const connector = useWalletConnector(options);
  const chainSwitch = useWalletState(selectChainSwitch, { connector });
  const setChain = useCallback((target: { chainId: string | number; label?: string }) => connector.setChain(target), [connector]);
  const reset = useCallback(() => {
    connector.resetChainSwitch();
  }, [connector]);
  return {
    setChain,
    reset,
    status: chainSwitch.status,
    isPending: chainSwitch.status === 'switching',
    error: chainSwitch.error,
    chainId: chainSwitch.chainId,
  };
}
