import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { totals } from '../../test-support/oidc-test-bed.ts';

describe('a server with Google and Apple not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });

  it('answers provider_disabled for the sign-in, the hand-off and the web providers', async () => {
    const client = server.client();
    const signIn = await client.call('appleIosSignIn', { body: { identityToken: 'a.b.c' } });
    expect(signIn.status).toBe(404);
    expect(signIn.body).toMatchObject({ error: { code: 'provider_disabled' } });
    const handoff = await client.call('appleIosHandoff', { body: { code: 'A'.repeat(43) } });
    expect(handoff.status).toBe(404);
    const preview = await client.call('appleIosHandoffPreview', { body: { code: 'A'.repeat(43) } });
    expect(preview.status).toBe(404);
    expect(preview.body).toMatchObject({ error: { code: 'provider_disabled' } });
    for (const provider of ['google', 'apple']) {
      const start = await client.call('oidcStart', { params: { provider }, body: { intent: 'signin' } });
      expect(start.status).toBe(404);
      expect(start.body).toMatchObject({ error: { code: 'provider_disabled' } });
      const callback = await client.call('oidcCallback', { params: { provider }, query: { code: 'c', state: 's' } });
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(`http://127.0.0.1:5173/${provider}-login?error=provider_disabled`);
    }
    expect(await totals(server.ctx.db)).toEqual({ accounts: 0, identities: 0, sessions: 0 });
  });
});
