import type { WalletConnectorState } from './types.ts';

/**
 * True while a connect request is open: the wallet is being asked (`connecting`) or already had a
 * request open and the visitor has to finish it there (`pending`). Closing a connect UI now
 * should cancel the attempt; opening one now should not reset it.
 */
export function selectConnectInProgress(state: Pick<WalletConnectorState, 'connection'>): boolean {
  const { status } = state.connection;
  return status === 'connecting' || status === 'pending';
}
