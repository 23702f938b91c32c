import type { Account, Passkey } from '@site/api-contract';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, type TestClient } from '../../test-support/test-client.ts';
import { startTestServer } from '../../test-support/test-server.ts';
import { newAddress, registerAndVerify, startEmailTestBed, type EmailTestBed } from '../../test-support/email-flow.ts';
import { SoftwareAuthenticator, type CeremonyOverrides } from '../../test-support/software-authenticator.ts';

const ORIGIN = 'http://localhost:5173';
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let bed: EmailTestBed;

beforeAll(async () => {
  bed = await startEmailTestBed({ PUBLIC_ORIGIN: ORIGIN, EXTRA_ORIGINS: 'http://127.0.0.1:5173' });
});

async function registrationOptions(client: TestClient): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const answer = await client.api.call('passkeyRegistrationOptions', { body: {} });
  // The contract types transports as plain strings; the server made them with @simplewebauthn/server.
  return answer.options as PublicKeyCredentialCreationOptionsJSON;
}

async function signInOptions(client: TestClient): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const answer = await client.api.call('passkeyAuthenticationOptions', { body: {} });
  return answer.options as PublicKeyCredentialRequestOptionsJSON;
}

/** A new account (verified e-mail) holding a passkey of `authenticator`. */
async function accountWithPasskey(
  authenticator = new SoftwareAuthenticator(ORIGIN),
): Promise<{ client: TestClient; authenticator: SoftwareAuthenticator; passkey: Passkey; account: Account; email: string }> {
  const email = newAddress('passkey');
  const client = await registerAndVerify(bed, email);
  const response = authenticator.create(await registrationOptions(client));
  client.userAgent = CHROME_ON_LINUX;
  const added = await client.api.call('passkeyRegistrationVerify', { body: { response } });
  return { client, authenticator, passkey: added.passkey, account: added.account, email };
}

async function signInWithPasskey(authenticator: SoftwareAuthenticator, overrides: CeremonyOverrides = {}, client = bed.server.client()) {
  const response = authenticator.get(await signInOptions(client), overrides);
  return { client, answer: await client.api.call('passkeyAuthenticationVerify', { body: { response } }) };
}

/** A passkey sign-in the server refuses: the browser and its `ApiError`. */
async function refusedPasskeySignIn(authenticator: SoftwareAuthenticator, overrides: CeremonyOverrides = {}, client = bed.server.client()) {
  const response = authenticator.get(await signInOptions(client), overrides);
  return { client, refused: await refusal(client.api.call('passkeyAuthenticationVerify', { body: { response } })) };
}

const passkeyRows = (accountId: string) => bed.server.ctx.db.query<{ counter: string | number }>('SELECT counter FROM passkey_credentials WHERE account_id = $1', [accountId]);

describe('passkeys', () => {
  it('tells the site the rpID: PUBLIC_ORIGIN’s host name', async () => {
    const config = await bed.server.client().api.call('publicConfig');
    expect(config.signIn.passkeyRpId).toBe('localhost');
  });

  it('adds a passkey to the signed-in account, named after the browser and system, as an identity', async () => {
    const client = await registerAndVerify(bed, newAddress('passkey'));
    const options = await registrationOptions(client);
    expect(options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' }, attestation: 'none' });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    client.userAgent = CHROME_ON_LINUX;
    const added = await client.api.call('passkeyRegistrationVerify', { body: { response: authenticator.create(options) } });
    expect(added.passkey).toMatchObject({ name: 'Chrome on Linux', lastUsedAt: null, synced: false });
    expect(added.account.identities).toEqual([expect.objectContaining({ kind: 'email' }), expect.objectContaining({ kind: 'passkey', id: added.passkey.id, label: 'Chrome on Linux' })]);
    const listed = await client.api.call('listPasskeys');
    expect(listed.passkeys).toEqual([added.passkey]);

    // The next options exclude it, so the same authenticator is not registered twice.
    const again = await registrationOptions(client);
    expect(again.excludeCredentials).toEqual([expect.objectContaining({ id: [...authenticator.keys.keys()][0] })]);
  });

  it('signs in with the passkey, from another browser, and records its use and counter', async () => {
    const { account, authenticator, passkey } = await accountWithPasskey(new SoftwareAuthenticator(ORIGIN, { synced: true }));
    const { client, answer } = await signInWithPasskey(authenticator);
    expect(answer.account.id).toBe(account.id);
    expect((await client.api.call('getSession')).account?.id).toBe(account.id);
    const listed = await client.api.call('listPasskeys');
    expect(listed.passkeys).toEqual([{ ...passkey, lastUsedAt: expect.any(String), synced: true }]);
    expect(Number((await passkeyRows(account.id))[0]?.counter)).toBe(2);
  });

  it('refuses an answer from another origin, for another rpID, or for another challenge', async () => {
    const { authenticator, account } = await accountWithPasskey();
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { challenge: Buffer.from('not the challenge').toString('base64url') }]) {
      const { client, refused } = await refusedPasskeySignIn(authenticator, overrides);
      expect(refused, JSON.stringify(overrides)).toMatchObject({ status: 400, code: 'passkey_invalid' });
      expect((await client.api.call('getSession')).account).toBeNull();
    }
    await expect(bed.server.client().api.call('passkeyAuthenticationVerify', { body: { response: authenticator.get(await signInOptions(bed.server.client())) } })).rejects.toMatchObject({ code: 'passkey_challenge_invalid' });

    const registering = await registerAndVerify(bed, newAddress('passkey'));
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { challenge: Buffer.from('not the challenge').toString('base64url') }]) {
      const response = new SoftwareAuthenticator(ORIGIN).create(await registrationOptions(registering), overrides);
      const refused = await refusal(registering.api.call('passkeyRegistrationVerify', { body: { response } }));
      expect(refused, JSON.stringify(overrides)).toMatchObject({ status: 400, code: 'passkey_invalid', field: 'body.response' });
    }
    expect((await registering.api.call('listPasskeys')).passkeys).toEqual([]);
    expect((await passkeyRows(account.id)).length).toBe(1);
  });

  it('uses a challenge once, in the browser that asked for it, within 5 minutes', async () => {
    const { authenticator } = await accountWithPasskey();
    // Replayed: the same browser's cookie and the same signed answer again.
    const browser = bed.server.client();
    const options = await signInOptions(browser);
    const cookie = browser.cookies.get('site_passkey') ?? '';
    const response = authenticator.get(options);
    await browser.api.call('passkeyAuthenticationVerify', { body: { response } });
    const replay = bed.server.client();
    replay.cookies.set('site_passkey', cookie);
    await expect(replay.api.call('passkeyAuthenticationVerify', { body: { response } })).rejects.toMatchObject({ code: 'passkey_challenge_invalid' });

    // Another browser: the options were given to the first one.
    const first = bed.server.client();
    const stolen = authenticator.get(await signInOptions(first));
    const other = bed.server.client();
    const refused = await refusal(other.api.call('passkeyAuthenticationVerify', { body: { response: stolen } }));
    expect(refused).toMatchObject({ status: 400, code: 'passkey_challenge_invalid' });
    expect((await other.api.call('getSession')).account).toBeNull();

    // Expired.
    const late = bed.server.client();
    const lateOptions = await signInOptions(late);
    bed.server.advanceClock(5 * 60_000 + 1000);
    await expect(late.api.call('passkeyAuthenticationVerify', { body: { response: authenticator.get(lateOptions) } })).rejects.toMatchObject({ code: 'passkey_challenge_invalid' });
  });

  it('refuses a signature counter that does not go up (a copied key)', async () => {
    const { authenticator, account } = await accountWithPasskey();
    await signInWithPasskey(authenticator, { counter: 5 });
    const { refused } = await refusedPasskeySignIn(authenticator, { counter: 5 });
    expect(refused).toMatchObject({ status: 400, code: 'passkey_invalid' });
    expect(Number((await passkeyRows(account.id))[0]?.counter)).toBe(5);
  });

  it('refuses a passkey no account holds, creating nothing', async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create({ ...(await registrationOptions(await registerAndVerify(bed, newAddress('passkey')))) });
    const [before] = await bed.server.ctx.db.query<{ count: string | number }>('SELECT count(*) AS count FROM accounts');
    const { refused } = await refusedPasskeySignIn(stranger);
    expect(refused).toMatchObject({ status: 401, code: 'passkey_unknown' });
    const [after] = await bed.server.ctx.db.query<{ count: string | number }>('SELECT count(*) AS count FROM accounts');
    expect(Number(after?.count)).toBe(Number(before?.count));
  });

  it('renames a passkey (the account’s only), and keeps the last way to sign in', async () => {
    const { client, passkey, account, authenticator } = await accountWithPasskey();
    const renamed = await client.api.call('renamePasskey', { params: { id: passkey.id }, body: { name: '  Work laptop ' } });
    expect(renamed).toMatchObject({ passkey: { id: passkey.id, name: 'Work laptop' } });
    expect((await client.api.call('getSession')).account?.identities).toContainEqual(expect.objectContaining({ kind: 'passkey', label: 'Work laptop' }));
    await expect(client.api.call('renamePasskey', { params: { id: passkey.id }, body: { name: 'a\u0000b' } })).rejects.toMatchObject({ status: 400 });
    const someoneElse = await registerAndVerify(bed, newAddress('passkey'));
    await expect(someoneElse.api.call('renamePasskey', { params: { id: passkey.id }, body: { name: 'Mine' } })).rejects.toMatchObject({ code: 'not_found' });

    const email = account.identities.find((identity) => identity.kind === 'email');
    await client.api.call('unlinkIdentity', { params: { id: email?.id ?? '' } });
    const last = await refusal(client.api.call('unlinkIdentity', { params: { id: passkey.id } }));
    expect(last).toMatchObject({ status: 409, code: 'last_identity' });
    expect((await signInWithPasskey(authenticator)).answer.account.id).toBe(account.id);
  });

  it('removes a passkey with its identity: it signs in no more', async () => {
    const { client, passkey, authenticator } = await accountWithPasskey();
    await client.api.call('unlinkIdentity', { params: { id: passkey.id } });
    expect((await client.api.call('listPasskeys')).passkeys).toEqual([]);
    expect((await refusedPasskeySignIn(authenticator)).refused.code).toBe('passkey_unknown');
  });

  it('tells the account a passkey was added; removed, the sessions it signed in end but the one removing it, and the account is told', async () => {
    const { client, passkey, authenticator, email } = await accountWithPasskey();
    const added = await bed.smtp.waitForMessage({ to: email, subject: 'passkey was added' });
    expect(added.subject).toBe('A passkey was added to your Core Games account');
    expect(added.text).toContain(`The passkey "${passkey.name}" was added to your Core Games account`);
    expect(added.text).toContain('From: Chrome on Linux, network address 127.0.0.1');

    const { client: lost } = await signInWithPasskey(authenticator);
    const { client: remover } = await signInWithPasskey(authenticator);
    await remover.api.call('unlinkIdentity', { params: { id: passkey.id } });
    expect(await lost.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    expect((await remover.api.call('getSession')).account).not.toBeNull();
    // The session signed in with the e-mail address is not the passkey's.
    expect((await client.api.call('getSession')).account).not.toBeNull();
    expect((await remover.api.call('listSessions')).sessions).toHaveLength(2);

    const removed = await bed.smtp.waitForMessage({ to: email, subject: 'passkey was removed' });
    expect(removed.subject).toBe('A passkey was removed from your Core Games account');
    expect(removed.text).toContain(`The passkey "${passkey.name}" was removed from your Core Games account`);
  });
});

describe('passkeys without a domain name', () => {
  it('are off when every origin is an IP address', async () => {
    const server = await startTestServer({ PUBLIC_ORIGIN: 'http://127.0.0.1:5173' });
    const client = server.client();
    expect((await client.api.call('publicConfig')).signIn.passkeyRpId).toBeNull();
    await expect(client.api.call('passkeyAuthenticationOptions', { body: {} })).rejects.toMatchObject({ code: 'passkeys_disabled' });
  });
});
