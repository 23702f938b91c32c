import type { WalletSource } from '../wallets/types.ts';

/** A wallet the visitor can pick: installed on this device, or with a link to get it. */
export interface AvailableWallet {
  label: string;
  installed: boolean;
  source: WalletSource;
  externalUrl?: string;
  rdns?: string;
  /** Resolves to a safe `<img src>` value (undefined when the icon is unsafe or fails). */
  getIcon(): Promise<string | undefined>;
}
