import type { ErrorCode } from '../routes.ts';

/** Codes the client itself gives when no server answer could be read. */
export type ClientErrorCode = 'network' | 'bad_response' | 'http_error';

/** A failed call of the game server: HTTP status (0 when it was not reached), its stable code and the field that is wrong. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, options: { status: number; code: ErrorCode | ClientErrorCode; field?: string | undefined; retryAfterSeconds?: number | undefined; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
