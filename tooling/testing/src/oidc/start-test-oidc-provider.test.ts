import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtTestProviderOverHttp, startTestOidcProvider, TestProviderSignInError, type TestOidcProvider } from '../oidc.ts';

const client = { clientId: 'site', clientSecret: 'site-secret', redirectUris: ['http://127.0.0.1:9/callback'] };

function authorizationUrl(provider: TestOidcProvider, options: { pkce?: boolean; scope?: string } = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL('/auth', provider.issuer);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUris[0]!,
    response_type: 'code',
    scope: options.scope ?? 'openid email profile',
    state: 'the-state',
    nonce: 'the-nonce',
    ...(options.pkce === false ? {} : { code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' }),
  }).toString();
  return { url, verifier };
}

async function redeem(provider: TestOidcProvider, code: string, verifier: string): Promise<Response> {
  return fetch(new URL('/token', provider.issuer), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: client.redirectUris[0]!, code_verifier: verifier }),
  });
}

describe('the local OpenID provider', () => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startTestOidcProvider({ clients: [client], users: [{ sub: 'alice', email: 'alice@example.test', name: 'Alice' }] });
  });
  afterAll(() => provider.close());

  it('publishes its configuration and keys on 127.0.0.1', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({ issuer: provider.issuer, jwks_uri: provider.jwksUri, code_challenge_methods_supported: ['S256'] });
    const jwks = (await (await fetch(provider.jwksUri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('runs the authorization code flow with PKCE and signs an ID token with the user claims', async () => {
    const { url, verifier } = authorizationUrl(provider);
    const back = await signInAtTestProviderOverHttp(url, 'alice');
    expect(back.origin + back.pathname).toBe(client.redirectUris[0]);
    expect(back.searchParams.get('state')).toBe('the-state');
    expect(back.searchParams.get('iss')).toBe(provider.issuer);

    const tokens = (await (await redeem(provider, back.searchParams.get('code')!, verifier)).json()) as { id_token: string };
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(provider.jwksUri)), { issuer: provider.issuer, audience: client.clientId });
    expect(payload).toMatchObject({ sub: 'alice', email: 'alice@example.test', email_verified: true, name: 'Alice', nonce: 'the-nonce' });
  });

  it('asks who signs in at every authorization, and makes up claims for any id', async () => {
    const { url, verifier } = authorizationUrl(provider);
    const back = await signInAtTestProviderOverHttp(url, 'bob');
    const tokens = (await (await redeem(provider, back.searchParams.get('code')!, verifier)).json()) as { id_token: string };
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(provider.jwksUri)), { issuer: provider.issuer, audience: client.clientId });
    expect(payload).toMatchObject({ sub: 'bob', email: 'bob@users.test', name: 'Test user bob' });
  });

  it('refuses an authorization without PKCE, and a code redeemed with the wrong verifier', async () => {
    const withoutPkce = await signInAtTestProviderOverHttp(authorizationUrl(provider, { pkce: false }).url, 'alice');
    expect(withoutPkce.searchParams.get('error')).toBe('invalid_request');
    expect(withoutPkce.searchParams.get('code')).toBeNull();

    const back = await signInAtTestProviderOverHttp(authorizationUrl(provider).url, 'alice');
    const answer = await redeem(provider, back.searchParams.get('code')!, randomBytes(32).toString('base64url'));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('sends access_denied back when the user cancels', async () => {
    const back = await signInAtTestProviderOverHttp(authorizationUrl(provider).url, 'alice', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('shows a login page with a labelled user id field', async () => {
    const first = await fetch(authorizationUrl(provider).url, { redirect: 'manual' });
    const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const page = await fetch(new URL(first.headers.get('location')!, provider.issuer), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<label for="user-id">User id<\/label>\s*<input id="user-id" name="login"/);
  });

  it('signs identity tokens with its own key for any audience', async () => {
    const token = await provider.signIdentityToken({ audience: 'app.bundle', subject: 'alice', nonce: 'n1', email: 'alice@example.test' });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(provider.jwksUri)), { issuer: provider.issuer, audience: 'app.bundle' });
    expect(payload).toMatchObject({ sub: 'alice', nonce: 'n1', email: 'alice@example.test' });
  });

  it('says what went wrong when it cannot send the browser back', async () => {
    const url = new URL(authorizationUrl(provider).url);
    url.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    await expect(signInAtTestProviderOverHttp(url, 'alice')).rejects.toBeInstanceOf(TestProviderSignInError);
  });
});
