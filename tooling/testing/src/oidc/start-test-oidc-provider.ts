import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { signIdentityToken, type IdentityTokenOptions, type SigningKey } from './identity-token.ts';
import { handleInteraction } from './interactions.ts';
import { claimsOf, type TestOidcUser } from './test-users.ts';

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** How the client authenticates at the token endpoint; `client_secret_basic` unless said. */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
}

export interface StartTestOidcProviderOptions {
  clients: TestOidcClient[];
  /** Users with chosen claims; any other id typed at the login form signs in with made-up claims. */
  users?: TestOidcUser[];
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:PORT`, the `iss` of every token it issues. */
  issuer: string;
  /** Where its public keys are served (the discovery document's `jwks_uri`). */
  jwksUri: string;
  /** Adds or replaces a user's claims. */
  setUser(user: TestOidcUser): void;
  /** An identity token signed with the provider's own key, as Apple gives the iOS app. */
  signIdentityToken(options: IdentityTokenOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 at a free port: authorization code flow
 * with PKCE required, RS256 keys made at start, and a login page where any user id signs in
 * (no password, consent granted automatically). Users' claims: sub, email, email_verified, name.
 */
export async function startTestOidcProvider(options: StartTestOidcProviderOptions): Promise<TestOidcProvider> {
  const users = new Map((options.users ?? []).map((user) => [user.sub, user]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: SigningKey = { key: privateKey, kid: randomUUID() };
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid: signingKey.kid, alg: 'RS256', use: 'sig' };

  // The issuer names the port, so the server listens first and gets its handler once the provider exists.
  let handle = (_request: IncomingMessage, response: ServerResponse): void => {
    response.writeHead(503).end();
  };
  const server = createServer((request, response) => {
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, configuration(options.clients, users, privateJwk));
  const koaHandler = provider.callback();
  handle = (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path.startsWith('/interaction/')) {
      void handleInteraction(provider, request, response, path);
      return;
    }
    void koaHandler(request, response);
  };

  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    setUser: (user) => {
      users.set(user.sub, user);
    },
    signIdentityToken: (tokenOptions) => signIdentityToken(signingKey, issuer, tokenOptions),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

function configuration(clients: TestOidcClient[], users: ReadonlyMap<string, TestOidcUser>, privateJwk: JWK): Configuration {
  const policy = interactionPolicy.base();
  // Like an account chooser: every authorization asks who signs in, so one browser can sign in
  // as one test user and then as another.
  policy.get('login')?.checks.push(
    new interactionPolicy.Check('every_authorization', 'Test users sign in at every authorization', (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_basic',
    })),
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google's, the ID token carries the scope's claims (email, name), not only userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsOf(users, sub) }),
    loadExistingGrant: grantEverythingRequested,
    ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
}

/** No consent screen: the test clients are first-party, so every requested scope is granted. */
async function grantEverythingRequested(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (clientId === undefined || accountId === undefined) return undefined;
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope(typeof oidc.params?.scope === 'string' ? oidc.params.scope : 'openid');
  await grant.save();
  return grant;
}
