import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { totals } from '../../test-support/oidc-test-bed.ts';
import { refusal } from '../../test-support/test-client.ts';

describe('a server with Google and Apple not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });

  it('answers provider_disabled for the sign-in, the hand-off and the web providers', async () => {
    const client = server.client();
    await expect(client.api.call('appleIosSignIn', { body: { identityToken: 'a.b.c' } })).rejects.toMatchObject({ status: 404, code: 'provider_disabled' });
    const handoff = await refusal(client.api.call('appleIosHandoff', { body: { code: 'A'.repeat(43) } }));
    expect(handoff.status).toBe(404);
    await expect(client.api.call('appleIosHandoffPreview', { body: { code: 'A'.repeat(43) } })).rejects.toMatchObject({ status: 404, code: 'provider_disabled' });
    for (const provider of ['google', 'apple'] as const) {
      await expect(client.api.call('oidcStart', { params: { provider }, body: { intent: 'signin' } })).rejects.toMatchObject({ status: 404, code: 'provider_disabled' });
      // Raw: a browser navigation answered with a redirect, whose Location the test reads.
      const callback = await client.call('oidcCallback', { params: { provider }, query: { code: 'c', state: 's' } });
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(`http://127.0.0.1:5173/${provider}-login?error=provider_disabled`);
    }
    expect(await totals(server.ctx.db)).toEqual({ accounts: 0, identities: 0, sessions: 0 });
  });
});
