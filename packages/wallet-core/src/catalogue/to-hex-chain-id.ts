/**
 * A chain id as lowercase `0x…` hex, from a number, bigint, decimal string or hex string, as
 * some wallets answer in decimal. Anything else passes through unchanged for the caller to judge.
 */
export function toHexChainId(chainId: unknown): unknown {
  if (typeof chainId === 'number') {
    return Number.isSafeInteger(chainId) && chainId >= 0 ? `0x${chainId.toString(16)}` : chainId;
  }
  if (typeof chainId === 'bigint') return chainId >= 0n ? `0x${chainId.toString(16)}` : chainId;
  if (typeof chainId === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(chainId.trim())) {
    return `0x${BigInt(chainId.trim().toLowerCase()).toString(16)}`;
  }
  return chainId;
}
