import { createConnectModalStore } from '@site/wallet-react/connect-modal';

/**
 * Whether the wallet connect modal is open. Any code opens it with `connectModal.open()`, even
 * before the wallet UI has loaded: the lazily loaded `<WalletProvider connectModal={…}>` shows it
 * as soon as it mounts.
 */
export const connectModal = createConnectModalStore();
