import type { Account } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { operationsOf, type JsonSchema } from '../../test-support/hostile-requests.ts';
import type { TestClient } from '../../test-support/test-client.ts';
import { hashToken } from '../../sessions/secret-token.ts';
import { authorizeAtProvider, publicOrigin, returnToCallback, startOidcTestBed, totals } from '../../test-support/oidc-test-bed.ts';

// Login CSRF (RFC 9700 §4.7.1): the provider's callback finishes a sign-in only in the browser
// that started it, which holds the state in the site_oidc_<provider> cookie.

const bed = await startOidcTestBed();

/**
 * Every redirect-based sign-in the server documents: each operation that answers a redirect, for
 * each provider its path allows. Read from /api/openapi.json, so a sign-in added there is replayed
 * from another browser below without anyone remembering to.
 */
const redirectSignIns = await (async () => {
  const document = (await bed.server.client().request<Parameters<typeof operationsOf>[0]>('GET', '/api/openapi.json')).body;
  return operationsOf(document)
    .filter((operation) => operation.statuses.some((status) => status >= 300 && status < 400))
    .flatMap((operation) => {
      const schema = operation.parameters.find((parameter) => parameter.name === 'provider')?.schema;
      return providersIn(schema).map((provider) => ({ operationId: operation.operationId, provider }));
    });
})();

function providersIn(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.enum) return schema.enum.map(String);
  if ('const' in schema) return [String(schema.const)];
  return (schema.anyOf ?? []).flatMap(providersIn);
}

it('finds the redirect-based sign-ins in the OpenAPI document', () => {
  expect(redirectSignIns).toEqual([
    { operationId: 'oidcCallback', provider: 'google' },
    { operationId: 'oidcCallback', provider: 'apple' },
  ]);
});

async function sessionAccount(client: TestClient): Promise<Account | null> {
  const session = await client.api.call('getSession');
  return session.account;
}

async function stateUsed(back: URL): Promise<boolean> {
  const rows = await bed.server.ctx.db.query<{ used: boolean }>("SELECT used_at IS NOT NULL AS used FROM auth_tokens WHERE purpose = 'oidc_state' AND token_hash = $1", [
    hashToken(back.searchParams.get('state') ?? ''),
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]?.used ?? true;
}

for (const { provider } of redirectSignIns as Array<{ provider: 'google' | 'apple' }>) {
  describe(`${provider}: the callback belongs to the browser that started the sign-in`, () => {
    it('keeps the state in a short-lived HttpOnly SameSite=Lax cookie that only the callback receives, and clears it once used', async () => {
      const client = bed.server.client();
      const start = await client.call<{ authorizationUrl: string }>('oidcStart', { params: { provider }, body: { intent: 'signin' } });
      const state = new URL(start.body.authorizationUrl).searchParams.get('state');
      const cookie = start.headers.getSetCookie().find((header) => header.startsWith(`site_oidc_${provider}=`));
      expect(cookie).toBe(`site_oidc_${provider}=${state}; Max-Age=600; Path=/api/auth/oidc/${provider}/callback; HttpOnly; Secure; SameSite=Lax`);

      const back = await authorizeAtProvider(client, provider, `${provider}-cookie-user`);
      const callback = await returnToCallback(client, back);
      expect(callback.headers.get('location')).toBe(`${publicOrigin}/profile`);
      expect(callback.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^site_oidc_${provider}=; .*Expires=Thu, 01 Jan 1970`)));
      expect(client.cookies.has(`site_oidc_${provider}`)).toBe(false);
    });

    it('refuses the callback in a browser with no cookie or a cookie for its own sign-in, using nothing; the right browser then signs in', async () => {
      const starter = bed.server.client();
      const back = await authorizeAtProvider(starter, provider, `${provider}-csrf-target`);
      const before = await totals(bed.server.ctx.db);

      const noCookie = bed.server.client();
      const withOwnSignIn = bed.server.client();
      const ownBack = await authorizeAtProvider(withOwnSignIn, provider, `${provider}-own-sign-in`);
      for (const other of [noCookie, withOwnSignIn]) {
        const replay = await returnToCallback(other, back);
        expect(replay.status).toBe(302);
        expect(replay.headers.get('location')).toBe(`${publicOrigin}/${provider}-login?error=oidc_other_browser`);
        expect(replay.headers.getSetCookie()).toEqual([]);
        expect(await sessionAccount(other)).toBeNull();
      }
      expect(await totals(bed.server.ctx.db)).toEqual(before);
      expect(await stateUsed(back)).toBe(false);

      expect((await returnToCallback(starter, back)).headers.get('location')).toBe(`${publicOrigin}/profile`);
      expect(await sessionAccount(starter)).toMatchObject({ identities: [{ kind: provider, label: expect.stringContaining(`${provider}-csrf-target`) }] });
      // The other browser's own sign-in was left alone by the refusal.
      expect((await returnToCallback(withOwnSignIn, ownBack)).headers.get('location')).toBe(`${publicOrigin}/profile`);
      expect(await sessionAccount(withOwnSignIn)).toMatchObject({ identities: [{ kind: provider, label: expect.stringContaining(`${provider}-own-sign-in`) }] });
    });
  });
}
