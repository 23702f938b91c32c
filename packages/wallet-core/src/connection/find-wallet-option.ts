import type { WalletOption } from '../wallets/types.ts';
import { walletNameKey } from '../platform/wallet-name-key.ts';

/** The option with this label: an exact match first, else the same wallet name written differently. */
export function findWalletOption(options: readonly WalletOption[], label: string): WalletOption | undefined {
  const exact = options.find((option) => option.wallet.label === label);
  if (exact) return exact;
  const key = walletNameKey(label);
  return options.find((option) => walletNameKey(option.wallet.label) === key);
}
