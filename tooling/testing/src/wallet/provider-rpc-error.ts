import type { Hex } from '../chain/types.ts';
import type { ProviderRpcErrorShape, UnknownChainVariant } from './types.ts';

/** EIP-1193 ProviderRpcError: an `Error` with a numeric `code` and optional `data`. */
export class TestProviderRpcError extends Error implements ProviderRpcErrorShape {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  // `declare`: no own `data` property unless there is data.
  declare readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  /** A structured-clone-safe copy, for the request log and for crossing into Playwright. */
  toJSON(): ProviderRpcErrorShape {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}

export const userRejected = (): TestProviderRpcError => new TestProviderRpcError(4001, 'User rejected the request.');

export const accountAccessAlreadyRequested = (): TestProviderRpcError =>
  new TestProviderRpcError(-32002, 'Account access already requested. Unlock the wallet to continue.');

export const unauthorized = (): TestProviderRpcError =>
  new TestProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.');

export const unsupportedMethod = (method: string): TestProviderRpcError =>
  new TestProviderRpcError(4200, `The Provider does not support the requested method: ${method}`);

export const disconnected = (): TestProviderRpcError =>
  new TestProviderRpcError(4900, 'The Provider is disconnected from all chains.');

export const invalidParams = (detail: string): TestProviderRpcError => new TestProviderRpcError(-32602, `Invalid params: ${detail}`);

export const internalError = (detail: string): TestProviderRpcError => new TestProviderRpcError(-32603, `Internal error: ${detail}`);

/** A switch to a chain the wallet does not know, as desktop wallets (4902) or MetaMask Mobile answer it. */
export function unrecognizedChain(chainId: Hex, variant: UnknownChainVariant): TestProviderRpcError {
  const message = `Unrecognized chain ID "${chainId}". Add it with wallet_addEthereumChain first.`;
  if (variant === 'standard') return new TestProviderRpcError(4902, message);
  return new TestProviderRpcError(-32603, message, { originalError: { code: 4902, message } });
}
