import type { WalletCoreError } from '../errors/base-error.ts';
import { ProviderRpcError, UnsupportedMethodError, UserRejectedRequestError } from '../errors/provider-errors.ts';
import { ProviderRpcErrorCode } from '../errors/provider-error-codes.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import { toWalletCoreError } from '../provider/to-wallet-core-error.ts';

const method = 'wallet_requestPermissions';

/** What the wallet answered to `wallet_requestPermissions`, before the engine adds the label. */
export type AccountSelectionAnswer =
  | { status: 'selected' }
  | { status: 'unsupported'; error: WalletCoreError }
  | { status: 'rejected'; error: WalletCoreError }
  | { status: 'failed'; error: WalletCoreError };

/**
 * Asks the wallet to show its account picker: `wallet_requestPermissions [{ eth_accounts: {} }]`.
 * The answer is read like every other wallet error (a code wrapped in `data.originalError` wins):
 * 4200, or -32601 from wallets that do not know the method, means it has no picker; 4001 means the
 * person closed it. Never rejects.
 */
export async function requestAccountSelection(provider: Pick<EIP1193Provider, 'request'>): Promise<AccountSelectionAnswer> {
  try {
    await provider.request({ method, params: [{ eth_accounts: {} }] });
    return { status: 'selected' };
  } catch (thrown) {
    const error = toWalletCoreError(thrown, 'The wallet could not open its account picker', method);
    if (error instanceof UnsupportedMethodError) return { status: 'unsupported', error };
    if (error instanceof ProviderRpcError && error.code === ProviderRpcErrorCode.DOES_NOT_EXIST) {
      return { status: 'unsupported', error };
    }
    if (error instanceof UserRejectedRequestError) return { status: 'rejected', error };
    return { status: 'failed', error };
  }
}
