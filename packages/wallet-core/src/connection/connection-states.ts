import type { ChainSwitchState, ConnectionState } from './types.ts';

export const idleConnection: ConnectionState = Object.freeze({
  step: 'selectingWallet',
  status: 'idle',
  walletLabel: null,
  message: null,
  externalUrl: null,
  error: null,
});

export const idleChainSwitch: ChainSwitchState = Object.freeze({ status: 'idle', chainId: null, error: null });

/** A connection state from the idle one plus `changes`, frozen. */
export function connectionState(changes: Partial<ConnectionState>): ConnectionState {
  return Object.freeze({ ...idleConnection, ...changes });
}
