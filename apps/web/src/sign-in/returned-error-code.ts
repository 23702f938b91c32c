import { errorCodes, type ErrorCode } from '@site/api-contract/routes';

const known: ReadonlySet<string> = new Set(errorCodes);

/**
 * The error a sign-in page was sent back with (`?error=<code>`, from the server's OpenID
 * callback), or null when there is none. The value is untrusted: a code the site does not know
 * becomes the generic `oidc_failed`, so nothing from the URL is ever shown as it is.
 */
export function returnedErrorCode(search: URLSearchParams): ErrorCode | null {
  const value = search.get('error');
  if (value === null) return null;
  return known.has(value) ? (value as ErrorCode) : 'oidc_failed';
}
