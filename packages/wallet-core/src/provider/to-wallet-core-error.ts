import { WalletCoreError } from '../errors/base-error.ts';
import { readErrorCode } from './read-error-code.ts';
import { toProviderRpcError } from './to-provider-rpc-error.ts';

/**
 * Anything a wallet or a module throws, as a `WalletCoreError`: RPC errors become the matching
 * provider error class, our own errors pass through, anything else keeps its message. Never
 * throws, whatever the value (getters that throw, odd objects, strings).
 */
export function toWalletCoreError(
  error: unknown,
  fallbackMessage = 'The wallet could not connect',
  method?: string,
): WalletCoreError {
  if (error instanceof WalletCoreError) return error;
  try {
    if (readErrorCode(error) !== undefined) return toProviderRpcError(error, method === undefined ? {} : { method });
  } catch {
    // An error object hostile enough to break the RPC reading still gets a plain error below.
  }
  return new WalletCoreError(readMessage(error) ?? fallbackMessage, { cause: error });
}

function readMessage(error: unknown): string | undefined {
  try {
    if (typeof error === 'string' && error.trim() !== '') return error;
    if (typeof error === 'object' && error !== null) {
      const message: unknown = (error as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // A throwing `message` getter: fall back to the generic message.
  }
  return undefined;
}
