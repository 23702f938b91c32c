/**
 * Why a wallet did not sign: the visitor said no (4001), another request waits in the wallet
 * (-32002), or anything else. The first two are ordinary moments, not errors.
 */
export type WalletRequestFailure = 'rejected' | 'pending' | 'failed';

const userRejected = 4001;
const requestPending = -32002;

function codeOf(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { code } = value as { code?: unknown };
  if (typeof code === 'number') return code;
  // A few wallets send the code as a numeric string.
  return typeof code === 'string' && /^-?\d{1,9}$/.test(code) ? Number(code) : undefined;
}

// The codes are read here rather than with @site/wallet-core's readErrorCode so that this module
// (and its unit test) needs no build of the wallet packages.
export function walletRequestFailure(error: unknown): WalletRequestFailure {
  // MetaMask Mobile wraps the real code in data.originalError under a generic -32603.
  const wrapped = codeOf((error as { data?: { originalError?: unknown } } | null)?.data?.originalError);
  const code = wrapped ?? codeOf(error);
  if (code === userRejected) return 'rejected';
  if (code === requestPending) return 'pending';
  return 'failed';
}
