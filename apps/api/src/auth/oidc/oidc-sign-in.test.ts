import type { Account } from '@site/api-contract';
import { signInAtTestProviderOverHttp } from '@site/testing/oidc';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizeAtProvider, publicOrigin, returnToCallback, signInWith, startOidcTestBed, totals, type OidcTestBed } from '../../test-support/oidc-test-bed.ts';

let bed: OidcTestBed;
beforeAll(async () => {
  bed = await startOidcTestBed();
});

async function sessionAccount(client: ReturnType<OidcTestBed['server']['client']>): Promise<Account | null> {
  const session = await client.api.call('getSession');
  return session.account;
}

describe('signing in with Google', () => {
  it('asks the provider for a code with PKCE S256, a state and a nonce, coming back to our callback', async () => {
    const client = bed.server.client();
    const start = await client.api.call('oidcStart', { params: { provider: 'google' }, body: { intent: 'signin' } });
    const url = new URL(start.authorizationUrl);
    expect(url.origin).toBe(bed.provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'site-google',
      redirect_uri: `${publicOrigin}/api/auth/oidc/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const secret of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(secret)).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.has('code_verifier')).toBe(false);
  });

  it('signs in through the provider, creating the account with the Google name and e-mail', async () => {
    const client = bed.server.client();
    const before = await totals(bed.server.ctx.db);
    const callback = await signInWith(client, 'google', 'alice');

    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${publicOrigin}/profile`);
    expect(callback.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))).toMatch(/^sid=[\w-]{43};.*HttpOnly/i);
    const account = await sessionAccount(client);
    expect(account).toMatchObject({ displayName: 'Alice Liddell', identities: [{ kind: 'google', label: 'alice@example.test', verified: true }] });
    expect(await totals(bed.server.ctx.db)).toEqual({ accounts: before.accounts + 1, identities: before.identities + 1, sessions: before.sessions + 1 });

    const again = bed.server.client();
    await signInWith(again, 'google', 'alice');
    expect((await sessionAccount(again))?.id).toBe(account?.id);
    expect((await totals(bed.server.ctx.db)).accounts).toBe(before.accounts + 1);
  });

  it('refuses a replayed callback: the state is used once', async () => {
    const client = bed.server.client();
    const back = await authorizeAtProvider(client, 'google', 'replay-user');
    expect((await returnToCallback(client, back)).headers.get('location')).toBe(`${publicOrigin}/profile`);
    const before = await totals(bed.server.ctx.db);

    const attacker = bed.server.client();
    const replay = await returnToCallback(attacker, back);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe(`${publicOrigin}/google-login?error=oidc_other_browser`);
    expect(replay.headers.get('set-cookie')).toBeNull();
    expect(await sessionAccount(attacker)).toBeNull();
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('refuses a forged state, a missing one, and a state of the other provider', async () => {
    const client = bed.server.client();
    const back = await authorizeAtProvider(client, 'google', 'forged-user');
    const before = await totals(bed.server.ctx.db);

    const forged = new URL(back);
    forged.searchParams.set('state', 'A'.repeat(43));
    const missing = new URL(back);
    missing.searchParams.delete('state');
    const otherProvider = new URL(back.href.replace('/oidc/google/', '/oidc/apple/'));
    // A state this browser did not start (its cookie holds another, or none for Apple) is another browser's.
    for (const [url, page, code] of [
      [forged, 'google', 'oidc_other_browser'],
      [missing, 'google', 'oidc_failed'],
      [otherProvider, 'apple', 'oidc_other_browser'],
    ] as const) {
      const answer = await returnToCallback(client, url);
      expect(answer.headers.get('location'), url.href).toBe(`${publicOrigin}/${page}-login?error=${code}`);
    }
    expect(await sessionAccount(client)).toBeNull();
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('refuses a state older than 10 minutes', async () => {
    const client = bed.server.client();
    const back = await authorizeAtProvider(client, 'google', 'slow-user');
    const before = await totals(bed.server.ctx.db);
    bed.server.advanceClock(10 * 60_000 + 1_000);
    try {
      const answer = await returnToCallback(client, back);
      expect(answer.headers.get('location')).toBe(`${publicOrigin}/google-login?error=oidc_failed`);
    } finally {
      bed.server.advanceClock(-(10 * 60_000 + 1_000));
    }
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('refuses a code that the provider did not issue, and an answer naming another issuer', async () => {
    const client = bed.server.client();
    const before = await totals(bed.server.ctx.db);

    const wrongCode = await authorizeAtProvider(client, 'google', 'code-user');
    wrongCode.searchParams.set('code', 'not-a-code-the-provider-issued');
    expect((await returnToCallback(client, wrongCode)).headers.get('location')).toBe(`${publicOrigin}/google-login?error=oidc_failed`);

    const wrongIssuer = await authorizeAtProvider(client, 'google', 'code-user');
    wrongIssuer.searchParams.set('iss', 'https://accounts.example.test');
    expect((await returnToCallback(client, wrongIssuer)).headers.get('location')).toBe(`${publicOrigin}/google-login?error=oidc_failed`);

    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('comes back with oidc_failed when the person cancels at the provider, and burns the state', async () => {
    const client = bed.server.client();
    const start = await client.api.call('oidcStart', { params: { provider: 'google' }, body: { intent: 'signin' } });
    const before = await totals(bed.server.ctx.db);
    const back = await signInAtTestProviderOverHttp(start.authorizationUrl, 'alice', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await returnToCallback(client, back)).headers.get('location')).toBe(`${publicOrigin}/google-login?error=oidc_failed`);
    expect(await totals(bed.server.ctx.db)).toEqual(before);
    const [state] = await bed.server.ctx.db.query<{ used: boolean }>("SELECT used_at IS NOT NULL AS used FROM auth_tokens WHERE purpose = 'oidc_state' ORDER BY created_at DESC LIMIT 1");
    expect(state?.used).toBe(true);
  });
});

describe('signing in with Apple', () => {
  it('signs in with openid only (query response), the account labelled by the Apple subject', async () => {
    const client = bed.server.client();
    const start = await client.api.call('oidcStart', { params: { provider: 'apple' }, body: { intent: 'signin' } });
    expect(new URL(start.authorizationUrl).searchParams.get('scope')).toBe('openid');
    expect(new URL(start.authorizationUrl).searchParams.has('response_mode')).toBe(false);

    const back = await signInAtTestProviderOverHttp(start.authorizationUrl, 'apple-user-1');
    const callback = await returnToCallback(client, back);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${publicOrigin}/profile`);
    expect(await sessionAccount(client)).toMatchObject({ displayName: expect.stringMatching(/^Player [0-9A-Z]{4}$/), identities: [{ kind: 'apple', label: 'apple-user-1', verified: true }] });
  });
});

describe('linking a provider to the signed-in account', () => {
  it('adds Google to an account that signed in with Apple, and either then signs in to it', async () => {
    const client = bed.server.client();
    await signInWith(client, 'apple', 'linker');
    const account = await sessionAccount(client);
    const before = await totals(bed.server.ctx.db);

    const link = await signInWith(client, 'google', 'linker-google', 'link');
    expect(link.headers.get('location')).toBe(`${publicOrigin}/profile`);
    const linked = await sessionAccount(client);
    expect(linked?.id).toBe(account?.id);
    expect(linked?.identities.map((identity) => identity.kind).sort()).toEqual(['apple', 'google']);
    expect(await totals(bed.server.ctx.db)).toEqual({ ...before, identities: before.identities + 1 });

    const elsewhere = bed.server.client();
    await signInWith(elsewhere, 'google', 'linker-google');
    expect((await sessionAccount(elsewhere))?.id).toBe(account?.id);
  });

  it('refuses a Google account that another account holds, changing nothing', async () => {
    const owner = bed.server.client();
    await signInWith(owner, 'google', 'taken-google');
    const other = bed.server.client();
    await signInWith(other, 'apple', 'taker');
    const taker = await sessionAccount(other);
    const before = await totals(bed.server.ctx.db);

    const link = await signInWith(other, 'google', 'taken-google', 'link');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(`${publicOrigin}/google-login?error=identity_taken`);
    expect(await sessionAccount(other)).toEqual(taker);
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });

  it('needs a session to start a link, and the same session when the provider sends the browser back', async () => {
    const stranger = bed.server.client();
    await expect(stranger.api.call('oidcStart', { params: { provider: 'google' }, body: { intent: 'link' } })).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });

    const client = bed.server.client();
    await signInWith(client, 'apple', 'leaver');
    const back = await authorizeAtProvider(client, 'google', 'leaver-google', 'link');
    client.cookies.delete('sid');
    const before = await totals(bed.server.ctx.db);
    const answer = await returnToCallback(client, back);
    expect(answer.headers.get('location')).toBe(`${publicOrigin}/google-login?error=not_signed_in`);
    expect(await totals(bed.server.ctx.db)).toEqual(before);
  });
});

describe('bad requests', () => {
  it('refuses an unknown provider and an unknown intent with 400', async () => {
    const client = bed.server.client();
    // Raw: a provider and an intent the contract does not know, which the typed client would not send.
    const unknownProvider = await client.call('oidcStart', { params: { provider: 'facebook' }, body: { intent: 'signin' } });
    expect(unknownProvider.status).toBe(400);
    const unknownIntent = await client.call('oidcStart', { params: { provider: 'google' }, body: { intent: 'merge' } });
    expect(unknownIntent.status).toBe(400);
    expect(unknownIntent.body).toMatchObject({ error: { code: 'validation_failed' } });
  });
});
