import type { EIP1193Provider } from '../provider/types.ts';
import { settleWithin } from '../utils/settle-within.ts';

/** Some wallets never answer `wallet_revokePermissions`; disconnect must not wait on them. */
export const revokeTimeoutMs = 100;

/**
 * Asks the wallet to forget this site's account permission, where it supports that. Resolves
 * within {@link revokeTimeoutMs} whatever the wallet does; never rejects.
 */
export async function revokePermissions(provider: EIP1193Provider): Promise<void> {
  let request: Promise<unknown>;
  try {
    request = provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  } catch {
    return;
  }
  await settleWithin(request, revokeTimeoutMs, undefined);
}
