import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from '../../accounts/identity-store.ts';
import { SESSION_COOKIE } from '../../sessions/session-cookie.ts';
import { createSession } from '../../sessions/sessions.ts';
import { newAddress, passwordHashOf, registerAndVerify, signIn, snapshotTables, startEmailTestBed, strongPassword, tokenIn, type EmailTestBed } from '../../test-support/email-flow.ts';

let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed();
});

describe('e-mail and password, the happy path', () => {
  it('registers through the mailed link, signs out, and signs in again with the password', async () => {
    const email = newAddress('alice');
    const client = bed.server.client();
    const registered = await client.call('emailRegister', { body: { email: email.toUpperCase(), password: strongPassword, displayName: ' Alice ' } });
    expect(registered).toMatchObject({ status: 202, body: { status: 'accepted' } });
    expect((await client.call('getSession')).body).toEqual({ account: null, secondFactorPending: false });
    expect(await snapshotTables(bed)).toMatchObject({ accounts: 0, links: 1 });

    const message = await bed.smtp.waitForMessage({ to: email });
    expect(message.subject).toBe('Confirm your e-mail address for Core Games');
    expect(message.text).toContain('24 hours');
    expect(message.links).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:5173\/email-register\?verify=[A-Za-z0-9_-]{43}$/)]);

    const verified = await client.call('emailVerify', { body: { token: tokenIn(message, 'verify') } });
    expect(verified.status).toBe(200);
    expect(verified.body.account).toMatchObject({ displayName: 'Alice', role: 'player', identities: [{ kind: 'email', label: email, verified: true }] });
    expect((await client.call('getSession')).body.account.id).toBe(verified.body.account.id);
    expect(JSON.stringify(verified.body)).not.toContain('scrypt');

    await client.api.call('logout');
    expect((await client.call('getSession')).body).toEqual({ account: null, secondFactorPending: false });

    const login = await client.call('emailLogin', { body: { email: email.toUpperCase(), password: strongPassword } });
    expect(login).toMatchObject({ status: 200, body: { account: { id: verified.body.account.id } } });
    expect((await client.call('getSession')).body.account.id).toBe(verified.body.account.id);
  });

  it('resets a forgotten password through the mailed link, ending every session of the account', async () => {
    const email = newAddress('bob');
    const first = await registerAndVerify(bed, email);
    const second = await signIn(bed, email);
    const forgetful = bed.server.client();

    expect(await forgetful.call('passwordForgot', { body: { email } })).toMatchObject({ status: 202, body: { status: 'accepted' } });
    const message = await bed.smtp.waitForMessage({ to: email, subject: 'Reset' });
    expect(message.subject).toBe('Reset your Core Games password');
    expect(message.text).toContain('1 hour');
    expect(message.links).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:5173\/email-login\?reset=[A-Za-z0-9_-]{43}$/)]);

    const newPassword = 'amber-lantern-quay-42';
    const reset = await forgetful.call('passwordReset', { body: { token: tokenIn(message, 'reset'), password: newPassword } });
    expect(reset).toMatchObject({ status: 200, body: { account: { identities: [{ kind: 'email', label: email }] } } });
    expect((await forgetful.call('getSession')).body.account.id).toBe(reset.body.account.id);
    expect((await first.call('getSession')).body).toEqual({ account: null, secondFactorPending: false });
    expect((await second.call('getSession')).body).toEqual({ account: null, secondFactorPending: false });

    expect((await bed.server.client().call('emailLogin', { body: { email, password: strongPassword } })).status).toBe(401);
    await bed.server.client().api.call('emailLogin', { body: { email, password: newPassword } });
  });

  it('changes the password knowing the current one, ending every other session but this one', async () => {
    const email = newAddress('carol');
    const here = await registerAndVerify(bed, email);
    const elsewhere = await signIn(bed, email);
    const newPassword = 'quiet-meadow-falcon-9';

    const changed = await here.call('passwordChange', { body: { currentPassword: strongPassword, newPassword } });
    expect(changed).toMatchObject({ status: 200, body: { account: { identities: [{ kind: 'email', label: email }] } } });
    expect((await here.call('getSession')).body.account.id).toBe(changed.body.account.id);
    expect((await elsewhere.call('getSession')).body).toEqual({ account: null, secondFactorPending: false });
    const sessions = await here.call('listSessions');
    expect(sessions.body.sessions).toEqual([expect.objectContaining({ current: true })]);

    expect((await bed.server.client().call('emailLogin', { body: { email, password: strongPassword } })).status).toBe(401);
    await bed.server.client().api.call('emailLogin', { body: { email, password: newPassword } });
  });

  it('refuses a wrong current password or a weak new one, changing nothing', async () => {
    const email = newAddress('dave');
    const client = await registerAndVerify(bed, email);
    const elsewhere = await signIn(bed, email);
    const before = await snapshotTables(bed);

    const wrong = await client.call('passwordChange', { body: { currentPassword: 'not-my-password-1', newPassword: 'quiet-meadow-falcon-9' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'bad_credentials', details: { field: 'body.currentPassword' } } } });
    const weak = await client.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'password1' } });
    expect(weak).toMatchObject({ status: 400, body: { error: { code: 'weak_password', details: { field: 'body.newPassword' } } } });
    const short = await client.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'x7#q' } });
    expect(short).toMatchObject({ status: 400, body: { error: { code: 'weak_password', details: { field: 'body.newPassword' } } } });
    const same = await client.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: email } });
    expect(same).toMatchObject({ status: 400, body: { error: { code: 'weak_password', details: { field: 'body.newPassword' } } } });
    const unknownField = await client.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'quiet-meadow-falcon-9', confirm: 'x' } });
    expect(unknownField).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: { field: 'body.confirm' } } } });

    expect(await snapshotTables(bed)).toEqual(before);
    expect((await elsewhere.call('getSession')).body.account).not.toBeNull();
    expect((await bed.server.client().call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'quiet-meadow-falcon-9' } })).status).toBe(401);
  });

  it('says clearly that an account without an e-mail address has no password to change', async () => {
    const db = bed.server.ctx.db;
    const accountId = await createAccountWithIdentity(db, { kind: 'telegram', subject: '424242', label: '@erin', verified: true }, { now: new Date() });
    const session = await createSession(db, { accountId, userAgent: 'test', ttlDays: 1, now: new Date() });
    const client = bed.server.client();
    client.cookies.set(SESSION_COOKIE, session.token);
    const answer = await client.call('passwordChange', { body: { currentPassword: 'anything-at-all', newPassword: 'quiet-meadow-falcon-9' } });
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'no_password', message: expect.stringContaining('no password') } } });
  });

  it('keeps the address as one lowercase identity, and stores only a scrypt hash', async () => {
    const email = newAddress('Frank');
    await registerAndVerify(bed, email);
    const rows = await bed.server.ctx.db.query<{ subject: string; label: string }>("SELECT subject, label FROM identities WHERE kind = 'email' AND subject = $1", [email.toLowerCase()]);
    expect(rows).toEqual([{ subject: email.toLowerCase(), label: email.toLowerCase() }]);
    expect(await passwordHashOf(bed, email.toLowerCase())).toMatch(/^\$scrypt\$n=32768,r=8,p=1\$/);
  });
});
