import type { ChainId } from '../chains/types.ts';
import { WalletCoreError } from '../errors/base-error.ts';
import { ProviderRpcErrorCode } from '../errors/provider-error-codes.ts';
import { readErrorCode } from '../provider/read-error-code.ts';
import { settleWithin } from '../utils/settle-within.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import { readWalletChainId } from './read-wallet-chain-id.ts';
import { toWalletCoreError } from '../provider/to-wallet-core-error.ts';
import { waitForUnlock } from './wait-for-unlock.ts';

export type WalletAccess =
  | { status: 'granted'; accounts: string[]; chainId: ChainId }
  | { status: 'rejected'; error: WalletCoreError }
  | { status: 'failed'; error: WalletCoreError }
  | { status: 'cancelled' };

/**
 * How long a wallet that gave its accounts may take to tell its chain (`eth_chainId` asks the
 * person nothing): one still silent then is stuck, and the connection fails instead of staying
 * "connecting".
 */
const chainIdTimeoutMs = 10_000;

export interface RequestWalletAccessOptions {
  signal: AbortSignal;
  /** Autoconnect: try `eth_accounts` first so no prompt appears, and never wait on -32002. */
  silent?: boolean;
  /** Called when the wallet answers -32002 (a request is already open in it). */
  onPending?: () => void;
}

/**
 * Asks the wallet for its accounts, then its chain. A -32002 answer waits for the person to finish
 * the request in the wallet (its first `accountsChanged` with an account) and asks again; abort
 * `signal` to stop waiting. Every failure is a value, never a throw.
 */
export async function requestWalletAccess(
  provider: EIP1193Provider,
  options: RequestWalletAccessOptions,
): Promise<WalletAccess> {
  // A function, not a property read, because the signal can abort during every await.
  const aborted = () => options.signal.aborted;
  let accounts: string[] = [];
  if (options.silent) accounts = await readAuthorisedAccounts(provider);

  while (accounts.length === 0) {
    if (aborted()) return { status: 'cancelled' };
    try {
      accounts = readAccounts(await provider.request({ method: 'eth_requestAccounts' }));
      if (accounts.length === 0) {
        return { status: 'failed', error: new WalletCoreError('The wallet gave no account') };
      }
    } catch (error) {
      if (aborted()) return { status: 'cancelled' };
      const code = readErrorCode(error);
      if (code === ProviderRpcErrorCode.ACCOUNT_ACCESS_REJECTED) {
        return { status: 'rejected', error: toWalletCoreError(error) };
      }
      if (code !== ProviderRpcErrorCode.ACCOUNT_ACCESS_ALREADY_REQUESTED || options.silent) {
        return { status: 'failed', error: toWalletCoreError(error) };
      }
      options.onPending?.();
      if (!(await waitForUnlock(provider, options.signal))) return { status: 'cancelled' };
    }
  }

  if (aborted()) return { status: 'cancelled' };
  const answer = await settleWithin(
    provider.request({ method: 'eth_chainId' }).then(
      (value: unknown) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    chainIdTimeoutMs,
    null,
  );
  if (aborted()) return { status: 'cancelled' };
  if (answer === null) return { status: 'failed', error: new WalletCoreError('The wallet did not tell its chain') };
  try {
    if ('error' in answer) throw answer.error;
    return { status: 'granted', accounts, chainId: readWalletChainId(answer.value) };
  } catch (error) {
    return { status: 'failed', error: toWalletCoreError(error, 'The wallet did not tell its chain') };
  }
}

/** `eth_accounts`: the accounts already authorised, without a prompt; empty when it fails. */
async function readAuthorisedAccounts(provider: EIP1193Provider): Promise<string[]> {
  try {
    return readAccounts(await provider.request({ method: 'eth_accounts' }));
  } catch {
    return [];
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The most accounts kept of one wallet. Each one kept is read (balance, names) on every connect,
 * chain change and account change; people connect a handful, and a wallet that lists thousands
 * would flood the chain's RPC and the wallet with requests.
 */
export const MAX_ACCOUNTS = 100;

/**
 * A wallet's account list as addresses: only `0x` and 40 hex digits, each once, the first
 * `MAX_ACCOUNTS` of them; anything else in the list is dropped, and anything but a list reads as
 * empty.
 */
export function readAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((account): account is string => typeof account === 'string' && ADDRESS.test(account)))].slice(0, MAX_ACCOUNTS);
}
