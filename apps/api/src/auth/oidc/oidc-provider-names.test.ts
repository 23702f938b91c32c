import { beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin, signInWith, startOidcTestBed, type OidcTestBed } from '../../test-support/oidc-test-bed.ts';

// A provider signs the name and e-mail in its ID token as they are: control characters in them
// (NUL, which PostgreSQL's text cannot hold) are cleaned away, never a 500.

let bed: OidcTestBed;
beforeAll(async () => {
  bed = await startOidcTestBed();
});

describe('an ID token whose name and e-mail have control characters', () => {
  it('signs in, with the name and the label cleaned of them', async () => {
    bed.provider.setUser({ sub: 'eve-controls', email: 'eve\u0000@example.test', name: 'Eve\u0000 \u0007Ctrl\u001b' });
    const client = bed.server.client();
    const callback = await signInWith(client, 'google', 'eve-controls');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${publicOrigin}/profile`);
    const session = await client.api.call('getSession');
    expect(session.account).toMatchObject({ displayName: 'Eve Ctrl', identities: [{ kind: 'google', label: 'eve @example.test' }] });
  });
});
