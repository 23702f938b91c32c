import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from '../../accounts/identity-store.ts';
import { SESSION_COOKIE } from '../../sessions/session-cookie.ts';
import { createSession } from '../../sessions/sessions.ts';
import { newAddress, passwordHashOf, registerAndVerify, signIn, snapshotTables, startEmailTestBed, strongPassword, tokenIn, type EmailTestBed } from '../../test-support/email-flow.ts';
import { refusal } from '../../test-support/test-client.ts';

let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed();
});

describe('e-mail and password, the happy path', () => {
  it('registers through the mailed link, signs out, and signs in again with the password', async () => {
    const email = newAddress('alice');
    const client = bed.server.client();
    const registered = await client.api.call('emailRegister', { body: { email: email.toUpperCase(), password: strongPassword, displayName: ' Alice ' } });
    expect(registered).toMatchObject({ status: 'accepted' });
    expect(await client.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    expect(await snapshotTables(bed)).toMatchObject({ accounts: 0, links: 1 });

    const message = await bed.smtp.waitForMessage({ to: email });
    expect(message.subject).toBe('Confirm your e-mail address for Core Games');
    expect(message.text).toContain('24 hours');
    expect(message.links).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:5173\/email-register\?verify=[A-Za-z0-9_-]{43}$/)]);

    const verified = await client.api.call('emailVerify', { body: { token: tokenIn(message, 'verify') } });
    expect(verified.account).toMatchObject({ displayName: 'Alice', role: 'player', identities: [{ kind: 'email', label: email, verified: true }] });
    expect((await client.api.call('getSession')).account?.id).toBe(verified.account.id);
    expect(JSON.stringify(verified)).not.toContain('scrypt');

    await client.api.call('logout');
    expect(await client.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });

    const login = await client.api.call('emailLogin', { body: { email: email.toUpperCase(), password: strongPassword } });
    expect(login).toMatchObject({ account: { id: verified.account.id } });
    expect((await client.api.call('getSession')).account?.id).toBe(verified.account.id);
  });

  it('resets a forgotten password through the mailed link, ending every session of the account', async () => {
    const email = newAddress('bob');
    const first = await registerAndVerify(bed, email);
    const second = await signIn(bed, email);
    const forgetful = bed.server.client();

    expect(await forgetful.api.call('passwordForgot', { body: { email } })).toMatchObject({ status: 'accepted' });
    const message = await bed.smtp.waitForMessage({ to: email, subject: 'Reset' });
    expect(message.subject).toBe('Reset your Core Games password');
    expect(message.text).toContain('1 hour');
    expect(message.links).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:5173\/email-login\?reset=[A-Za-z0-9_-]{43}$/)]);

    const newPassword = 'amber-lantern-quay-42';
    const reset = await forgetful.api.call('passwordReset', { body: { token: tokenIn(message, 'reset'), password: newPassword } });
    expect(reset).toMatchObject({ account: { identities: [{ kind: 'email', label: email }] } });
    expect((await forgetful.api.call('getSession')).account?.id).toBe(reset.account.id);
    expect(await first.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    expect(await second.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });

    await expect(bed.server.client().api.call('emailLogin', { body: { email, password: strongPassword } })).rejects.toMatchObject({ status: 401 });
    await bed.server.client().api.call('emailLogin', { body: { email, password: newPassword } });
  });

  it('changes the password knowing the current one, ending every other session but this one', async () => {
    const email = newAddress('carol');
    const here = await registerAndVerify(bed, email);
    const elsewhere = await signIn(bed, email);
    const newPassword = 'quiet-meadow-falcon-9';

    const changed = await here.api.call('passwordChange', { body: { currentPassword: strongPassword, newPassword } });
    expect(changed).toMatchObject({ account: { identities: [{ kind: 'email', label: email }] } });
    expect((await here.api.call('getSession')).account?.id).toBe(changed.account.id);
    expect(await elsewhere.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    const sessions = await here.api.call('listSessions');
    expect(sessions.sessions).toEqual([expect.objectContaining({ current: true })]);

    await expect(bed.server.client().api.call('emailLogin', { body: { email, password: strongPassword } })).rejects.toMatchObject({ status: 401 });
    await bed.server.client().api.call('emailLogin', { body: { email, password: newPassword } });
  });

  it('refuses a wrong current password or a weak new one, changing nothing', async () => {
    const email = newAddress('dave');
    const client = await registerAndVerify(bed, email);
    const elsewhere = await signIn(bed, email);
    const before = await snapshotTables(bed);

    const wrong = await refusal(client.api.call('passwordChange', { body: { currentPassword: 'not-my-password-1', newPassword: 'quiet-meadow-falcon-9' } }));
    expect(wrong).toMatchObject({ status: 401, code: 'bad_credentials', field: 'body.currentPassword' });
    const weak = await refusal(client.api.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'password1' } }));
    expect(weak).toMatchObject({ status: 400, code: 'weak_password', field: 'body.newPassword' });
    const short = await refusal(client.api.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'x7#q' } }));
    expect(short).toMatchObject({ status: 400, code: 'weak_password', field: 'body.newPassword' });
    const same = await refusal(client.api.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: email } }));
    expect(same).toMatchObject({ status: 400, code: 'weak_password', field: 'body.newPassword' });
    // Raw: a field the contract's types do not allow.
    const unknownField = await client.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'quiet-meadow-falcon-9', confirm: 'x' } });
    expect(unknownField).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: { field: 'body.confirm' } } } });

    expect(await snapshotTables(bed)).toEqual(before);
    expect((await elsewhere.api.call('getSession')).account).not.toBeNull();
    await expect(bed.server.client().api.call('passwordChange', { body: { currentPassword: strongPassword, newPassword: 'quiet-meadow-falcon-9' } })).rejects.toMatchObject({ status: 401 });
  });

  it('says clearly that an account without an e-mail address has no password to change', async () => {
    const db = bed.server.ctx.db;
    const accountId = await createAccountWithIdentity(db, { kind: 'telegram', subject: '424242', label: '@erin', verified: true }, { now: new Date() });
    const session = await createSession(db, { accountId, userAgent: 'test', ttlDays: 1, now: new Date() });
    const client = bed.server.client();
    client.cookies.set(SESSION_COOKIE, session.token);
    const answer = await refusal(client.api.call('passwordChange', { body: { currentPassword: 'anything-at-all', newPassword: 'quiet-meadow-falcon-9' } }));
    expect(answer).toMatchObject({ status: 409, code: 'no_password', message: expect.stringContaining('no password') });
  });

  it('keeps the address as one lowercase identity, and stores only a scrypt hash', async () => {
    const email = newAddress('Frank');
    await registerAndVerify(bed, email);
    const rows = await bed.server.ctx.db.query<{ subject: string; label: string }>("SELECT subject, label FROM identities WHERE kind = 'email' AND subject = $1", [email.toLowerCase()]);
    expect(rows).toEqual([{ subject: email.toLowerCase(), label: email.toLowerCase() }]);
    // N = 2^10: the test beds' PASSWORD_HASH_COST (test-support/test-server.ts).
    expect(await passwordHashOf(bed, email.toLowerCase())).toMatch(/^\$scrypt\$n=1024,r=8,p=1\$/);
  });
});
