import { createStore } from '../store/create-store.ts';
import { useStore } from '../store/use-store.ts';
import { useConnectModalOpen } from './connect-modal.ts';

/** Whether the wallet UI (its lazily loaded chunk, with the connect modal) is mounted. */
export const walletUiMounted = createStore(false);

/**
 * Whether the connect modal was asked for and its code is still loading: the connect button shows
 * it is working from the tap (docs/web/behaviour.md#controls-that-load-code), and a second tap does nothing.
 */
export function useWalletUiLoading(): boolean {
  const asked = useConnectModalOpen();
  const mounted = useStore(walletUiMounted);
  return asked && !mounted;
}
