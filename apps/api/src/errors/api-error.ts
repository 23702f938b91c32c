import type { ErrorCode } from '@site/api-contract/routes';

export interface ApiErrorDetails {
  /** The request field that is wrong, e.g. `body.email`. */
  field?: string;
  retryAfterSeconds?: number;
}

/** A failure the caller can act on: sent as `{ error: { code, message, details } }` with `status`. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiErrorDetails,
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string): ApiError =>
  new ApiError(400, code, message, field === undefined ? undefined : { field });
