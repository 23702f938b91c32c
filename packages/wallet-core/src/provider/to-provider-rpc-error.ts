import {
  ChainNotAddedError,
  ProviderRpcError,
  RequestAlreadyPendingError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors/provider-errors.ts';
import { ProviderRpcErrorCode, UNKNOWN_PROVIDER_ERROR_CODE } from '../errors/provider-error-codes.ts';
import { readErrorCode } from './read-error-code.ts';
import { readProperty } from './read-property.ts';

const MAX_MESSAGE_LENGTH = 1000;

function isProviderRpcError(error: unknown): error is ProviderRpcError {
  try {
    return error instanceof ProviderRpcError;
  } catch {
    // A proxy whose getPrototypeOf trap throws.
    return false;
  }
}

function readMessage(error: unknown): string | undefined {
  const wrapped = readProperty(readProperty(error, 'data'), 'originalError');
  // When the real code sits in `data.originalError`, so does the meaningful message.
  const wrappedFirst = readErrorCode(wrapped) !== undefined;
  const own = typeof error === 'string' ? error : readProperty(error, 'message');
  const wrappedMessage = readProperty(wrapped, 'message');
  const candidates = wrappedFirst ? [wrappedMessage, own] : [own, wrappedMessage];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.slice(0, MAX_MESSAGE_LENGTH);
  }
  return undefined;
}

export interface ProviderErrorContext {
  /** The RPC method that failed; gives 4200 its exact message. */
  method?: string;
}

/**
 * Turns whatever a wallet threw (an object, a string, null, a proxy…) into the matching
 * `ProviderRpcError` class, keeping the original as `cause` and the wallet's `data`.
 * A `ProviderRpcError` is returned unchanged; an error without a readable code gets code -1.
 */
export function toProviderRpcError(error: unknown, context: ProviderErrorContext = {}): ProviderRpcError {
  if (isProviderRpcError(error)) return error;

  const code = readErrorCode(error);
  const options = { message: readMessage(error), data: readProperty(error, 'data'), cause: error };
  switch (code) {
    case ProviderRpcErrorCode.ACCOUNT_ACCESS_REJECTED:
      return new UserRejectedRequestError(options);
    case ProviderRpcErrorCode.ACCOUNT_ACCESS_ALREADY_REQUESTED:
      return new RequestAlreadyPendingError(options);
    case ProviderRpcErrorCode.CHAIN_NOT_ADDED:
      return new ChainNotAddedError(options);
    case ProviderRpcErrorCode.UNSUPPORTED_METHOD:
      return new UnsupportedMethodError(context.method, options);
    default:
      return new ProviderRpcError(
        code ?? UNKNOWN_PROVIDER_ERROR_CODE,
        options.message ?? 'The wallet returned an error without a message.',
        options,
      );
  }
}
