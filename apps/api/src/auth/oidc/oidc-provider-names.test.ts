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

  it('keeps no direction control or invisible character of the name, and a name that shows nothing is not taken', async () => {
    bed.provider.setUser({ sub: 'mallory-bidi', email: 'mallory@example.test', name: 'Mallory\u202eevil\u200b' });
    const mallory = bed.server.client();
    await signInWith(mallory, 'google', 'mallory-bidi');
    expect((await mallory.api.call('getSession')).account?.displayName).toBe('Malloryevil');

    bed.provider.setUser({ sub: 'blank-name', email: 'blank@example.test', name: '\u3164\u3164 \u2800' });
    const blank = bed.server.client();
    await signInWith(blank, 'google', 'blank-name');
    expect((await blank.api.call('getSession')).account?.displayName).toMatch(/^Player [0-9A-Z]{4}$/);
  });
});
