import { createHash } from 'node:crypto';
import type { Account } from '@site/api-contract';
import { startTestOidcProvider } from '@site/testing/oidc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appleIos, signInWith, startOidcTestBed, totals, type OidcTestBed } from '../../test-support/oidc-test-bed.ts';

let bed: OidcTestBed;
beforeAll(async () => {
  bed = await startOidcTestBed();
});

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

interface IosSignedIn {
  account: Account;
  handoffUrl: string;
}

function handoffCodeOf(handoffUrl: string): string {
  const url = new URL(handoffUrl);
  expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`${appleIos.urlScheme}://signed-in`);
  return url.searchParams.get('code') ?? '';
}

describe('Sign in with Apple from the iOS app', () => {
  it("signs in with the app's identity token and hands the session to its web view once", async () => {
    const app = bed.server.client();
    const before = await totals(bed.server.ctx.db);
    const token = await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'ios-user-1', nonce: sha256Hex('raw-nonce'), email: 'ios1@privaterelay.example.test' });
    // Raw calls: the test reads which answers set a cookie.
    const signIn = await app.call<IosSignedIn>('appleIosSignIn', { body: { identityToken: token, nonce: 'raw-nonce', displayName: 'Iris' } });

    expect(signIn.status).toBe(200);
    expect(signIn.body.account).toMatchObject({ displayName: 'Iris', identities: [{ kind: 'apple', label: 'ios1@privaterelay.example.test', verified: true }] });
    expect(signIn.headers.get('set-cookie')).toBeNull();
    const code = handoffCodeOf(signIn.body.handoffUrl);
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(await totals(bed.server.ctx.db)).toEqual({ accounts: before.accounts + 1, identities: before.identities + 1, sessions: before.sessions });

    // The web view first names the account to the person (a link someone else made must not sign in blindly): the code stays unused.
    const webView = bed.server.client();
    const preview = await webView.call('appleIosHandoffPreview', { body: { code } });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ displayName: 'Iris' });
    expect(preview.headers.get('set-cookie')).toBeNull();
    expect(await totals(bed.server.ctx.db)).toMatchObject({ sessions: before.sessions });

    const handoff = await webView.call<{ account: Account }>('appleIosHandoff', { body: { code } });
    expect(handoff.status).toBe(200);
    expect(handoff.body.account.id).toBe(signIn.body.account.id);
    expect(handoff.headers.get('set-cookie')).toMatch(/^sid=/);
    const session = await webView.api.call('getSession');
    expect(session.account?.id).toBe(signIn.body.account.id);

    const afterHandoff = await totals(bed.server.ctx.db);
    const reused = await bed.server.client().call('appleIosHandoff', { body: { code } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: { code: 'link_invalid', details: { field: 'body.code' } } });
    expect(reused.headers.get('set-cookie')).toBeNull();
    const previewOfUsed = await bed.server.client().call('appleIosHandoffPreview', { body: { code } });
    expect(previewOfUsed.status).toBe(400);
    expect(previewOfUsed.body).toMatchObject({ error: { code: 'link_invalid', details: { field: 'body.code' } } });
    await expect(bed.server.client().api.call('appleIosHandoffPreview', { body: { code: 'A'.repeat(43) } })).rejects.toMatchObject({ code: 'link_invalid' });
    expect(await totals(bed.server.ctx.db)).toEqual(afterHandoff);
  });

  it('is the same account as Sign in with Apple on the web for the same Apple user', async () => {
    const web = bed.server.client();
    await signInWith(web, 'apple', 'both-ways');
    const webAccount = (await web.api.call('getSession')).account;
    const before = await totals(bed.server.ctx.db);

    const token = await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'both-ways' });
    const signIn = await bed.server.client().api.call('appleIosSignIn', { body: { identityToken: token } });
    expect(signIn.account.id).toBe(webAccount?.id);
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('accepts the nonce as the app made it or as the token carries it', async () => {
    const token = await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'ios-user-2', nonce: 'plain-nonce' });
    await bed.server.client().api.call('appleIosSignIn', { body: { identityToken: token, nonce: 'plain-nonce' } });
  });

  it('refuses a hand-off code after 5 minutes', async () => {
    const token = await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'ios-slow' });
    const signIn = await bed.server.client().api.call('appleIosSignIn', { body: { identityToken: token } });
    const before = await totals(bed.server.ctx.db);
    bed.server.advanceClock(5 * 60_000 + 1_000);
    try {
      await expect(bed.server.client().api.call('appleIosHandoff', { body: { code: handoffCodeOf(signIn.handoffUrl) } })).rejects.toMatchObject({ status: 400, code: 'link_invalid' });
    } finally {
      bed.server.advanceClock(-(5 * 60_000 + 1_000));
    }
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  describe('refuses, creating nothing,', () => {
    let otherIssuer: Awaited<ReturnType<typeof startTestOidcProvider>>;
    beforeAll(async () => {
      otherIssuer = await startTestOidcProvider({ clients: [] });
    });
    afterAll(() => otherIssuer.close());

    const cases: [string, () => Promise<{ identityToken: string; nonce?: string }>, string][] = [
      ['a token from another issuer', async () => ({ identityToken: await otherIssuer.signIdentityToken({ audience: appleIos.clientId, subject: 'intruder' }) }), 'body.identityToken'],
      [
        "a token claiming the provider's issuer, signed with another key",
        async () => ({ identityToken: await otherIssuer.signIdentityToken({ audience: appleIos.clientId, subject: 'intruder', claims: { iss: bed.provider.issuer } }) }),
        'body.identityToken',
      ],
      ['a token for another app', async () => ({ identityToken: await bed.provider.signIdentityToken({ audience: 'com.example.other-app', subject: 'intruder' }) }), 'body.identityToken'],
      [
        'an expired token',
        async () => ({ identityToken: await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'intruder', issuedAt: new Date(Date.now() - 3_600_000), expiresInSeconds: 600 }) }),
        'body.identityToken',
      ],
      [
        'a token whose payload was changed',
        async () => {
          const [header, , signature] = (await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'honest' })).split('.');
          const payload = Buffer.from(JSON.stringify({ iss: bed.provider.issuer, aud: appleIos.clientId, sub: 'intruder', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
          return { identityToken: `${header}.${payload}.${signature}` };
        },
        'body.identityToken',
      ],
      ['a token with another nonce', async () => ({ identityToken: await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'intruder', nonce: sha256Hex('other') }), nonce: 'mine' }), 'body.nonce'],
      ['a token without the nonce the app sent', async () => ({ identityToken: await bed.provider.signIdentityToken({ audience: appleIos.clientId, subject: 'intruder' }), nonce: 'mine' }), 'body.nonce'],
      ['something that is not a token', () => Promise.resolve({ identityToken: 'not.a.token' }), 'body.identityToken'],
    ];
    for (const [name, body, field] of cases) {
      it(name, async () => {
        const before = await totals(bed.server.ctx.db);
        await expect(bed.server.client().api.call('appleIosSignIn', { body: await body() })).rejects.toMatchObject({ status: 400, code: 'oidc_failed', field });
        expect(await totals(bed.server.ctx.db)).toEqual(before);
        const [handoffs] = await bed.server.ctx.db.query<{ count: number }>("SELECT count(*)::int AS count FROM auth_tokens t JOIN identities i ON i.account_id = t.account_id WHERE t.purpose = 'ios_handoff' AND i.subject = 'intruder'");
        expect(handoffs?.count).toBe(0);
      });
    }
  });
});
