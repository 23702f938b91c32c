import { ProviderRpcErrorCode } from './provider-error-codes.ts';
import { WalletCoreError } from './base-error.ts';

export interface ProviderRpcErrorOptions {
  /** The wallet's `data`, kept as it was given. */
  data?: unknown;
  /** The wallet's original error. */
  cause?: unknown;
}

/**
 * An error a wallet answered with (EIP-1193 `ProviderRpcError`): a numeric `code`, the
 * `message` and the wallet's `data`. The wallet's original error is kept as `cause`.
 */
export class ProviderRpcError extends WalletCoreError {
  override name = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, options: ProviderRpcErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.data = options.data;
  }
}

export interface WalletMessageOptions extends ProviderRpcErrorOptions {
  /** The wallet's own message; a default sentence is used when absent. */
  message?: string | undefined;
}

/** 4001: the user declined the request in the wallet. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError';

  constructor(options: WalletMessageOptions = {}) {
    super(ProviderRpcErrorCode.ACCOUNT_ACCESS_REJECTED, options.message ?? 'The user rejected the request.', options);
  }
}

/** -32002: the wallet already shows a request of this kind; it is usually locked and waiting. */
export class RequestAlreadyPendingError extends ProviderRpcError {
  override name = 'RequestAlreadyPendingError';

  constructor(options: WalletMessageOptions = {}) {
    super(
      ProviderRpcErrorCode.ACCOUNT_ACCESS_ALREADY_REQUESTED,
      options.message ?? 'A request is already pending in the wallet. Open or unlock the wallet to continue.',
      options,
    );
  }
}

/** 4902: the wallet does not know the chain; add it with `wallet_addEthereumChain`. */
export class ChainNotAddedError extends ProviderRpcError {
  override name = 'ChainNotAddedError';

  constructor(options: WalletMessageOptions = {}) {
    super(ProviderRpcErrorCode.CHAIN_NOT_ADDED, options.message ?? 'The wallet has not added this chain.', options);
  }
}

/** The exact message of error 4200 for one method. */
export function unsupportedMethodMessage(method: string): string {
  return `The Provider does not support the requested method: ${method}`;
}

/**
 * 4200: the wallet (or an override set to `null`) does not support the method. The message is
 * `The Provider does not support the requested method: {method}` whenever the method is known.
 */
export class UnsupportedMethodError extends ProviderRpcError {
  override name = 'UnsupportedMethodError';
  readonly method: string | undefined;

  constructor(method: string | undefined, options: WalletMessageOptions = {}) {
    super(
      ProviderRpcErrorCode.UNSUPPORTED_METHOD,
      method === undefined
        ? (options.message ?? 'The Provider does not support the requested method.')
        : unsupportedMethodMessage(method),
      options,
    );
    this.method = method;
  }
}
