import { createConnectModalStore } from '@site/wallet-react/connect-modal';
import { useSyncExternalStore } from 'react';

/**
 * Whether the wallet connect modal is open. Any code opens it with `connectModal.open()`, even
 * before the wallet UI has loaded: the lazily loaded `<WalletProvider connectModal={…}>` shows it
 * as soon as it mounts.
 */
export const connectModal = createConnectModalStore();

/** Whether the connect modal is open, for a component that follows it. */
export function useConnectModalOpen(): boolean {
  return useSyncExternalStore(connectModal.subscribe, connectModal.isOpen, () => false);
}
