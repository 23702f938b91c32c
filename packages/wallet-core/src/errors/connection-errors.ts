import { WalletCoreError } from './base-error.ts';

/** The connection messages (README, "Error classes"), for errors and for UIs that show them. */
export const connectionMessages = {
  noChains: 'At least one chain must be set before connecting a wallet',
  walletNotDefined: 'A wallet must be defined',
  walletNotConnected: 'A wallet must be connected before a chain can be set',
  frameNotConnected:
    'Frame App must be open with a hot wallet connected. If not installed first download the Frame App.',
} as const;

/** `Please install or switch to {wallet} to continue`, or `… enable …` without a link. */
export function walletUnavailableMessage(wallet: string, externalUrl?: string | null): string {
  return externalUrl
    ? `Please install or switch to ${wallet} to continue`
    : `Please install or enable ${wallet} to continue`;
}

/** The wallet is not installed or not enabled on this device. Carries the download link, if any. */
export class WalletUnavailableError extends WalletCoreError {
  override name = 'WalletUnavailableError';
  readonly wallet: string;
  readonly externalUrl: string | null;

  constructor(wallet: string, externalUrl?: string | null, options: { cause?: unknown } = {}) {
    super(walletUnavailableMessage(wallet, externalUrl), options);
    this.wallet = wallet;
    this.externalUrl = externalUrl ?? null;
  }
}

/** A chain was asked for that is not among the configured chains. */
export class ChainNotConfiguredError extends WalletCoreError {
  override name = 'ChainNotConfiguredError';
  readonly chainId: string;

  constructor(chainId: string, options: { cause?: unknown } = {}) {
    super(`Chain ${chainId} is not configured`, {
      details: 'Add it to the chains the connector was created with.',
      cause: options.cause,
    });
    this.chainId = chainId;
  }
}

/** Connecting was attempted with no chain configured. */
export class NoChainsError extends WalletCoreError {
  override name = 'NoChainsError';

  constructor() {
    super(connectionMessages.noChains);
  }
}

/** An operation needed a wallet (label) and none was given. */
export class WalletNotDefinedError extends WalletCoreError {
  override name = 'WalletNotDefinedError';

  constructor() {
    super(connectionMessages.walletNotDefined);
  }
}

/** `setChain` was called while no wallet is connected. */
export class WalletNotConnectedError extends WalletCoreError {
  override name = 'WalletNotConnectedError';

  constructor() {
    super(connectionMessages.walletNotConnected);
  }
}

/** Frame's provider is present but its desktop app is closed or has no hot wallet. */
export class FrameNotConnectedError extends WalletCoreError {
  override name = 'FrameNotConnectedError';

  constructor() {
    super(connectionMessages.frameNotConnected);
  }
}
