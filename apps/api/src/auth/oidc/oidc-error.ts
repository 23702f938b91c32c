import { ApiError } from '../../errors/api-error.ts';

/**
 * A sign-in with an OpenID provider that did not prove who the person is: `refused` (a bad,
 * expired or foreign token or state, a refused code) or `unreachable` (the provider did not answer).
 */
export class OidcError extends Error {
  override name = 'OidcError';

  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string,
    /** The ID token claim that was wrong, when one was. */
    readonly claim?: string,
  ) {
    super(message);
  }

  toApiError(field?: string): ApiError {
    return this.kind === 'unreachable'
      ? new ApiError('service_unavailable', 'The sign-in provider did not answer. Try again in a moment.')
      : new ApiError('oidc_failed', `The sign-in was refused: ${this.message}`, field === undefined ? undefined : { field });
  }
}
