import { signInAtTestProviderOverHttp } from '@site/testing/oidc';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin, returnToCallback, startOidcTestBed, totals, type OidcTestBed } from '../../test-support/oidc-test-bed.ts';

let bed: OidcTestBed;
beforeAll(async () => {
  bed = await startOidcTestBed();
});

describe('coming back from Google or Apple to where the sign-in started', () => {
  it('sends the browser back to the path the start named, query and fragment kept', async () => {
    for (const [provider, returnTo] of [
      ['google', '/games/levels?level=3'],
      ['apple', '/news/7#comments'],
    ] as const) {
      const client = bed.server.client();
      const { authorizationUrl } = await client.api.call('oidcStart', { params: { provider }, body: { intent: 'signin', returnTo } });
      const callback = await returnToCallback(client, await signInAtTestProviderOverHttp(authorizationUrl, `return-${provider}`));
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(`${publicOrigin}${returnTo}`);
    }
  });

  it('refuses, before anything is kept, a return to another site in every spelling', async () => {
    const refused = ['//evil.example', '///evil.example', 'https://evil', 'https://evil.example/profile', '/\\evil', '/%2Fevil.example', '/%2f%2fevil.example', '/%5Cevil', '/%252F%252Fevil.example', 'javascript:alert(1)', 'profile', '/%0d%0aLocation:%20https://evil'];
    const client = bed.server.client();
    const before = await totals(bed.server.ctx.db);
    for (const returnTo of refused) {
      const answer = await client.call('oidcStart', { params: { provider: 'google' }, body: { intent: 'signin', returnTo } });
      expect(answer.status, returnTo).toBe(400);
      expect(answer.body, returnTo).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect(client.cookies.has('site_oidc_google')).toBe(false);
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('comes back to /profile when the start named no path', async () => {
    const client = bed.server.client();
    const { authorizationUrl } = await client.api.call('oidcStart', { params: { provider: 'google' }, body: { intent: 'signin' } });
    const callback = await returnToCallback(client, await signInAtTestProviderOverHttp(authorizationUrl, 'return-none'));
    expect(callback.headers.get('location')).toBe(`${publicOrigin}/profile`);
  });
});
