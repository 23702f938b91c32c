import { createStore } from '../store/create-store.ts';

export interface WalletDisplay {
  /** The primary account's address once a wallet is connected, else null. */
  address: string | null;
  /** Whether autoconnect is still trying the remembered wallet. */
  restoring: boolean;
}

/**
 * What the header and the home page show of the wallet (the connect button or the address), kept
 * up to date by `follow-wallet-display.ts` once the wallet stack has loaded. A plain store, so
 * the connect button reads it without the stack, and stays the same button while the stack loads
 * (a keyboard user's focus stays on it).
 */
export const walletDisplay = createStore<WalletDisplay>({ address: null, restoring: false });
