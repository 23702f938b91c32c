/**
 * The identity of a wallet name for de-duplication: case, spacing, punctuation and a trailing
 * "Wallet" word are ignored, so an EIP-6963 `Rabby` and the catalogue's `Rabby Wallet` (or
 * `MetaMask` and `metamask`) are the same wallet. `SubWallet` stays `subwallet`.
 */
export function walletNameKey(name: string): string {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  if (words.length > 1 && words[words.length - 1] === 'wallet') words.pop();
  return words.length > 0 ? words.join('') : name.trim().toLowerCase();
}
