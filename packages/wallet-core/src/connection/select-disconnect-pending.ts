import type { WalletConnectorState } from './types.ts';

/**
 * True while a disconnect is finishing (the wallet is being asked to revoke access): of the wallet
 * with this label, or of any wallet when no label is given.
 */
export function selectDisconnectPending(state: Pick<WalletConnectorState, 'disconnecting'>, label?: string): boolean {
  return label === undefined ? state.disconnecting.length > 0 : state.disconnecting.includes(label);
}
