import type { EIP1193Provider } from '@site/wallet-core';

/**
 * How the wallet answered a request to let the visitor pick accounts:
 * - `selected`: it showed its picker and the visitor confirmed (the connector follows the
 *   wallet's `accountsChanged` by itself);
 * - `unsupported`: it has no picker (4200, or -32601 from wallets that do not know the method):
 *   the visitor has to switch the active account inside the wallet;
 * - `rejected`: the visitor closed the picker (4001);
 * - `failed`: any other error.
 */
export type AccountSelectionOutcome =
  | { status: 'selected' }
  | { status: 'unsupported' }
  | { status: 'rejected' }
  | { status: 'failed'; code: number | null; message: string };

const unsupportedMethod = 4200;
const methodDoesNotExist = -32601;
const userRejected = 4001;

function errorCode(error: unknown): number | null {
  if (error === null || typeof error !== 'object') return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'number' ? code : null;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

/**
 * Asks the wallet to let the visitor pick which accounts the site sees:
 * `wallet_requestPermissions [{ eth_accounts: {} }]` through the connected wallet's provider.
 * Never rejects: every answer is turned into an outcome the page can act on.
 */
export async function requestAccountSelection(provider: Pick<EIP1193Provider, 'request'>): Promise<AccountSelectionOutcome> {
  try {
    await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    return { status: 'selected' };
  } catch (error) {
    const code = errorCode(error);
    if (code === unsupportedMethod || code === methodDoesNotExist) return { status: 'unsupported' };
    if (code === userRejected) return { status: 'rejected' };
    return { status: 'failed', code, message: errorMessage(error) };
  }
}
