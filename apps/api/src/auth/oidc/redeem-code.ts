import type { OidcClientConfig } from '../../config/config.ts';
import type { IssuerMetadata } from './issuer-discovery.ts';
import { OidcError } from './oidc-error.ts';

const timeoutMilliseconds = 10_000;

/** application/x-www-form-urlencoded, as RFC 6749 §2.3.1 asks for the id and secret in Basic. */
const formEncode = (value: string): string => new URLSearchParams([['', value]]).toString().slice(1);

/**
 * Exchanges the authorization code, with the PKCE verifier, at the provider's token endpoint and
 * answers the ID token. The client authenticates as the provider's discovery document allows:
 * `client_secret_basic` (its default) or `client_secret_post` (Apple).
 */
export async function redeemAuthorizationCode(
  metadata: IssuerMetadata,
  client: OidcClientConfig,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.codeVerifier });
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
  if (methods.includes('client_secret_basic')) {
    headers.authorization = `Basic ${Buffer.from(`${formEncode(client.clientId)}:${formEncode(client.clientSecret)}`).toString('base64')}`;
  } else if (methods.includes('client_secret_post')) {
    body.set('client_id', client.clientId);
    body.set('client_secret', client.clientSecret);
  } else {
    throw new OidcError('refused', `the provider accepts none of our client authentication methods (${methods.join(', ')})`);
  }

  let response: Response;
  try {
    response = await fetch(metadata.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMilliseconds) });
  } catch (error) {
    throw new OidcError('unreachable', `the token endpoint did not answer (${error instanceof Error ? error.message : String(error)})`);
  }
  const answer = (await response.json().catch(() => null)) as { id_token?: unknown; error?: unknown } | null;
  if (!response.ok) {
    const reason = typeof answer?.error === 'string' ? answer.error.slice(0, 100) : `HTTP ${response.status}`;
    if (response.status >= 500) throw new OidcError('unreachable', `the token endpoint failed (${reason})`);
    throw new OidcError('refused', `the provider refused the code (${reason})`);
  }
  if (typeof answer?.id_token !== 'string') throw new OidcError('refused', 'the provider answered no ID token');
  return answer.id_token;
}
