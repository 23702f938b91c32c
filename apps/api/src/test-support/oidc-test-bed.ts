import { signInAtTestProviderOverHttp, startTestOidcProvider, type TestOidcProvider } from '@site/testing/oidc';
import { afterAll, expect } from 'vitest';
import type { Database } from '../db/database.ts';
import type { TestClient, TestResponse } from './test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const publicOrigin = 'http://127.0.0.1:5173';
export const google = { clientId: 'site-google', clientSecret: 'google-secret' };
export const apple = { clientId: 'site-apple', clientSecret: 'apple-secret' };
export const appleIos = { clientId: 'games.core.ios', urlScheme: 'coregames' };

export interface OidcTestBed {
  provider: TestOidcProvider;
  server: TestServer;
}

/**
 * The local OpenID provider standing in for Google and Apple (Apple's client authenticates with
 * client_secret_post, as Apple's does) and the API configured for it, Apple on iOS included.
 */
export async function startOidcTestBed(): Promise<OidcTestBed> {
  const provider = await startTestOidcProvider({
    clients: [
      { ...google, redirectUris: [`${publicOrigin}/api/auth/oidc/google/callback`] },
      { ...apple, redirectUris: [`${publicOrigin}/api/auth/oidc/apple/callback`], tokenEndpointAuthMethod: 'client_secret_post' },
    ],
    users: [{ sub: 'alice', email: 'alice@example.test', name: 'Alice Liddell' }],
  });
  afterAll(() => provider.close());
  const server = await startTestServer({
    PUBLIC_ORIGIN: publicOrigin,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    APPLE_ISSUER: provider.issuer,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_CLIENT_SECRET: apple.clientSecret,
    APPLE_IOS_CLIENT_ID: appleIos.clientId,
    APPLE_IOS_URL_SCHEME: appleIos.urlScheme,
    APPLE_IOS_ISSUER: provider.issuer,
  });
  return { provider, server };
}

/** Starts a sign-in at the API and signs in at the provider as `userId`: the provider's redirect back, not yet followed. */
export async function authorizeAtProvider(client: TestClient, providerName: 'google' | 'apple', userId: string, intent: 'signin' | 'link' = 'signin'): Promise<URL> {
  const { authorizationUrl } = await client.api.call('oidcStart', { params: { provider: providerName }, body: { intent } });
  return signInAtTestProviderOverHttp(authorizationUrl, userId);
}

/** Follows the provider's redirect back to the API, as the browser would. */
export function returnToCallback(client: TestClient, back: URL): Promise<TestResponse> {
  expect(back.origin).toBe(publicOrigin);
  return client.request('GET', back.pathname + back.search);
}

/** The whole web sign-in: start, provider login, callback. */
export async function signInWith(client: TestClient, providerName: 'google' | 'apple', userId: string, intent: 'signin' | 'link' = 'signin'): Promise<TestResponse> {
  return returnToCallback(client, await authorizeAtProvider(client, providerName, userId, intent));
}

export interface Totals {
  accounts: number;
  identities: number;
  sessions: number;
}

/** How many accounts, identities and live sessions the database holds: bad input must change none. */
export async function totals(db: Database): Promise<Totals> {
  const rows = await db.query<Totals>(
    `SELECT (SELECT count(*)::int FROM accounts) AS accounts, (SELECT count(*)::int FROM identities) AS identities,
            (SELECT count(*)::int FROM sessions) AS sessions`,
  );
  expect(rows).toHaveLength(1);
  return rows[0] as Totals;
}
