export interface WalletCoreErrorOptions {
  /** Longer explanation, shown after the short message. */
  details?: string | undefined;
  cause?: unknown;
}

/**
 * Base class of every error this package throws. `shortMessage` is one sentence for people;
 * `details` carries the specifics (paths, codes) when there are any.
 */
export class WalletCoreError extends Error {
  override name = 'WalletCoreError';
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: WalletCoreErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    });
    this.shortMessage = shortMessage;
    this.details = options.details;
  }
}
