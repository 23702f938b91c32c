import { errorStatuses, type ErrorCode } from '@site/api-contract/routes';

export interface ApiErrorDetails {
  /** The request field that is wrong, e.g. `body.email`. */
  field?: string;
  retryAfterSeconds?: number;
}

/**
 * A failure the caller can act on: sent as `{ error: { code, message, details } }` with the
 * code's status from the contract (`errorStatuses`). A route answers only the codes its contract
 * entry lists (`errors`, and those its fields imply).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiErrorDetails,
  ) {
    super(message);
    this.status = errorStatuses[code];
  }
}
