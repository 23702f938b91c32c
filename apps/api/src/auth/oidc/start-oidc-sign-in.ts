import { createHash } from 'node:crypto';
import type { ServerContext } from '../../context.ts';
import { newSecretToken } from '../../sessions/secret-token.ts';
import type { DiscoverIssuer } from './issuer-discovery.ts';
import type { OidcProviderSetup } from './oidc-providers.ts';
import { saveOidcState } from './oidc-state.ts';

/**
 * The provider's authorization URL for a new sign-in (authorization code with PKCE S256, a
 * `state` that is the key of the stored sign-in, and a `nonce` the ID token must carry), and the
 * `state`, which the caller binds to the browser (oidc-browser-binding.ts).
 */
export async function startOidcSignIn(
  ctx: ServerContext,
  discover: DiscoverIssuer,
  setup: OidcProviderSetup,
  request: { intent: 'signin' | 'link'; accountId: string | null; returnTo: string | null },
): Promise<{ authorizationUrl: string; state: string }> {
  const { metadata } = await discover(setup.client.issuer);
  const codeVerifier = newSecretToken();
  const state = newSecretToken();
  const nonce = newSecretToken();
  await saveOidcState(ctx.db, state, { provider: setup.name, intent: request.intent, codeVerifier, nonce, ...(request.returnTo === null ? {} : { returnTo: request.returnTo }) }, { accountId: request.accountId, now: ctx.now() });

  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', setup.client.clientId);
  url.searchParams.set('redirect_uri', setup.redirectUri);
  url.searchParams.set('scope', setup.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return { authorizationUrl: url.toString(), state };
}
