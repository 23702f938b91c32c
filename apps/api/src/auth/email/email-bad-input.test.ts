import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../test-support/test-client.ts';
import {
  expectNoMailTo,
  mailMark,
  newAddress,
  passwordHashOf,
  registerAndVerify,
  signIn,
  snapshotTables,
  startEmailTestBed,
  strongPassword,
  tokenIn,
  type EmailTestBed,
} from '../../test-support/email-flow.ts';

let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed();
});

/** The 202 answer (the contract's only success of these routes) that says nothing of the address. */
const accepted = { status: 'accepted' };

describe('signing in with a wrong password or an unknown address', () => {
  it('gets one answer for both, and changes nothing', async () => {
    const email = newAddress();
    await registerAndVerify(bed, email);
    const before = await snapshotTables(bed);
    const client = bed.server.client();
    // Raw: the two refusals' whole bodies are compared.
    const wrong = await client.call('emailLogin', { body: { email, password: 'not-the-password-1' } });
    const unknown = await client.call('emailLogin', { body: { email: newAddress('nobody'), password: 'not-the-password-1' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'bad_credentials', message: 'Wrong e-mail or password.' } } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(client.cookies.size).toBe(0);
    expect(await snapshotTables(bed)).toEqual(before);
  });

  it('names the wrong field of a malformed request', async () => {
    const client = bed.server.client();
    await expect(client.api.call('emailLogin', { body: { email: 'not-an-address', password: 'x' } })).rejects.toMatchObject({ status: 400, code: 'validation_failed', field: 'body.email' });
    await expect(client.api.call('emailLogin', { body: { email: newAddress(), password: '' } })).rejects.toMatchObject({ status: 400, code: 'validation_failed', field: 'body.password' });
  });
});

describe('registering', () => {
  it('refuses short, common and address-like passwords with weak_password on body.password, creating and mailing nothing', async () => {
    const email = newAddress('weak');
    const before = await snapshotTables(bed);
    const mark = mailMark(bed);
    for (const password of ['k9$Lm2!', 'password', 'Password1', 'qwertyuiop', email, email.split('@')[0] ?? '']) {
      const answer = await refusal(bed.server.client().api.call('emailRegister', { body: { email, password } }));
      expect(answer, password).toMatchObject({ status: 400, code: 'weak_password', field: 'body.password' });
    }
    expect(await snapshotTables(bed)).toEqual(before);
    await expectNoMailTo(bed, mark, email);
  });

  it('refuses unknown fields and malformed ones, creating and mailing nothing', async () => {
    const email = newAddress('typo');
    const before = await snapshotTables(bed);
    const mark = mailMark(bed);
    const client = bed.server.client();
    const cases: [Record<string, unknown>, string][] = [
      [{ email, password: strongPassword, role: 'admin' }, 'body.role'],
      [{ email: 'two@@example.test', password: strongPassword }, 'body.email'],
      [{ email, password: strongPassword, displayName: '   ' }, 'body.displayName'],
      [{ email, password: strongPassword, inviteCode: 'no spaces!' }, 'body.inviteCode'],
      [{ email }, 'body.password'],
    ];
    for (const [body, field] of cases) {
      expect(await client.call('emailRegister', { body }), field).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: { field } } } });
    }
    expect(await snapshotTables(bed)).toEqual(before);
    await expectNoMailTo(bed, mark, email);
  });

  it('answers an address that has an account exactly like a new one, mails it a notice, and creates nothing', async () => {
    const email = newAddress('taken');
    await registerAndVerify(bed, email);
    const hash = await passwordHashOf(bed, email);
    const before = await snapshotTables(bed);

    const fresh = await bed.server.client().api.call('emailRegister', { body: { email: newAddress('fresh'), password: strongPassword } });
    const again = await bed.server.client().api.call('emailRegister', { body: { email, password: 'another-long-password-5', displayName: 'Mallory' } });
    expect(fresh).toEqual(accepted);
    expect(again).toEqual(fresh);

    const notice = await bed.smtp.waitForMessage({ to: email });
    expect(notice.subject).toBe('You already have a Core Games account');
    expect(notice.links).toEqual(['http://127.0.0.1:5173/email-login', 'http://127.0.0.1:5173/email-login?forgot=1']);
    expect(await snapshotTables(bed)).toEqual({ ...before, links: (before.links as number) + 1 });
    expect(await passwordHashOf(bed, email)).toBe(hash);
    await expect(bed.server.client().api.call('emailLogin', { body: { email, password: 'another-long-password-5' } })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a used, unknown or malformed link with link_invalid, and a used one signs in nobody', async () => {
    const email = newAddress('twice');
    const client = bed.server.client();
    await client.api.call('emailRegister', { body: { email, password: strongPassword } });
    const token = tokenIn(await bed.smtp.waitForMessage({ to: email }), 'verify');
    await client.api.call('emailVerify', { body: { token } });
    const before = await snapshotTables(bed);

    const stranger = bed.server.client();
    const reused = await refusal(stranger.api.call('emailVerify', { body: { token } }));
    expect(reused).toMatchObject({ status: 400, code: 'link_invalid', field: 'body.token' });
    expect(stranger.cookies.size).toBe(0);
    await expect(stranger.api.call('emailVerify', { body: { token: 'A'.repeat(43) } })).rejects.toMatchObject({ status: 400, code: 'link_invalid' });
    await expect(stranger.api.call('emailVerify', { body: { token: 'short' } })).rejects.toMatchObject({ status: 400, code: 'validation_failed', field: 'body.token' });
    expect(await snapshotTables(bed)).toEqual(before);
  });

  it('keeps only the newest registration of an address: its link works, the earlier one does not', async () => {
    const email = newAddress('again');
    await bed.server.client().api.call('emailRegister', { body: { email, password: strongPassword } });
    const first = tokenIn(await bed.smtp.waitForMessage({ to: email }), 'verify');
    await bed.server.client().api.call('emailRegister', { body: { email, password: 'second-choice-password', displayName: 'Second' } });
    const second = tokenIn(await bed.smtp.waitForMessage({ to: email }), 'verify');

    await expect(bed.server.client().api.call('emailVerify', { body: { token: first } })).rejects.toMatchObject({ code: 'link_invalid' });
    expect(await bed.server.client().api.call('emailVerify', { body: { token: second } })).toMatchObject({ account: { displayName: 'Second' } });
    await bed.server.client().api.call('emailLogin', { body: { email, password: 'second-choice-password' } });
  });
});

describe('mailing the verification link again', () => {
  it('mails a new link for a waiting registration, which replaces the first', async () => {
    const email = newAddress('resend');
    await bed.server.client().api.call('emailRegister', { body: { email, password: strongPassword } });
    const first = tokenIn(await bed.smtp.waitForMessage({ to: email }), 'verify');
    expect(await bed.server.client().api.call('emailResend', { body: { email: email.toUpperCase() } })).toEqual(accepted);
    const second = tokenIn(await bed.smtp.waitForMessage({ to: email }), 'verify');
    expect(second).not.toBe(first);
    await expect(bed.server.client().api.call('emailVerify', { body: { token: first } })).rejects.toMatchObject({ status: 400 });
    await bed.server.client().api.call('emailVerify', { body: { token: second } });
  });

  it('answers the same for an unknown address and one that has an account, and mails neither', async () => {
    const registered = newAddress('has-account');
    await registerAndVerify(bed, registered);
    const unknown = newAddress('unknown');
    const before = await snapshotTables(bed);
    const mark = mailMark(bed);
    expect(await bed.server.client().api.call('emailResend', { body: { email: unknown } })).toEqual(accepted);
    expect(await bed.server.client().api.call('emailResend', { body: { email: registered } })).toEqual(accepted);
    expect(await bed.server.client().call('emailResend', { body: { email: unknown, extra: 1 } })).toMatchObject({ status: 400, body: { error: { details: { field: 'body.extra' } } } });
    expect(await snapshotTables(bed)).toEqual(before);
    await expectNoMailTo(bed, mark, unknown, registered);
  });
});

describe('a forgotten password', () => {
  it('answers an unknown address like a known one, and mails and stores nothing for it', async () => {
    const unknown = newAddress('forgot-unknown');
    const before = await snapshotTables(bed);
    const mark = mailMark(bed);
    expect(await bed.server.client().api.call('passwordForgot', { body: { email: unknown } })).toEqual(accepted);
    expect(await snapshotTables(bed)).toEqual(before);
    await expectNoMailTo(bed, mark, unknown);
  });

  it('refuses a weak new password, keeping the link usable, then refuses the link once used', async () => {
    const email = newAddress('reset');
    await registerAndVerify(bed, email);
    await bed.server.client().api.call('passwordForgot', { body: { email } });
    const token = tokenIn(await bed.smtp.waitForMessage({ to: email, subject: 'Reset' }), 'reset');
    const before = await snapshotTables(bed);
    const client = bed.server.client();

    for (const password of ['12345678', 'short', email]) {
      await expect(client.api.call('passwordReset', { body: { token, password } }), password).rejects.toMatchObject({ status: 400, code: 'weak_password', field: 'body.password' });
    }
    expect(await client.call('passwordReset', { body: { token, password: 'amber-lantern-quay-42', sessions: 'keep' } })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', details: { field: 'body.sessions' } } },
    });
    expect(await snapshotTables(bed)).toEqual(before);

    await client.api.call('passwordReset', { body: { token, password: 'amber-lantern-quay-42' } });
    const afterReset = await snapshotTables(bed);
    const stranger = bed.server.client();
    await expect(stranger.api.call('passwordReset', { body: { token, password: 'someone-elses-choice-1' } })).rejects.toMatchObject({ status: 400, code: 'link_invalid', field: 'body.token' });
    expect(stranger.cookies.size).toBe(0);
    expect(await snapshotTables(bed)).toEqual(afterReset);
  });

  it('keeps one reset link at a time: a newer request ends the older link', async () => {
    const email = newAddress('reset-twice');
    await registerAndVerify(bed, email);
    await bed.server.client().api.call('passwordForgot', { body: { email } });
    const first = tokenIn(await bed.smtp.waitForMessage({ to: email, subject: 'Reset' }), 'reset');
    await bed.server.client().api.call('passwordForgot', { body: { email } });
    const second = tokenIn(await bed.smtp.waitForMessage({ to: email, subject: 'Reset' }), 'reset');
    await expect(bed.server.client().api.call('passwordReset', { body: { token: first, password: 'amber-lantern-quay-42' } })).rejects.toMatchObject({ status: 400 });
    await bed.server.client().api.call('passwordReset', { body: { token: second, password: 'amber-lantern-quay-42' } });
  });
});

describe('adding an e-mail and password to a signed-in account', () => {
  it('adds a free address once its mailed link is followed; either sign-in reaches the account', async () => {
    const first = newAddress('first');
    const client = await registerAndVerify(bed, first);
    const accountId = (await client.api.call('getSession')).account?.id;
    const second = newAddress('second');

    expect(await client.api.call('emailLink', { body: { email: second, password: 'second-long-password' } })).toEqual(accepted);
    const message = await bed.smtp.waitForMessage({ to: second });
    expect(message.text).toContain('add this address');
    const verified = await bed.server.client().api.call('emailVerify', { body: { token: tokenIn(message, 'verify') } });
    expect(verified.account).toMatchObject({ id: accountId, identities: [{ label: first }, { label: second, verified: true }] });
    expect((await signIn(bed, second, 'second-long-password').then((other) => other.api.call('getSession'))).account?.id).toBe(accountId);
  });

  it('never takes an address that belongs to another account: the same 202, a notice, no link, nothing changed', async () => {
    const owner = newAddress('owner');
    await registerAndVerify(bed, owner);
    const intruder = await registerAndVerify(bed, newAddress('intruder'));
    const before = await snapshotTables(bed);

    expect(await intruder.api.call('emailLink', { body: { email: owner, password: 'intruders-password-1' } })).toEqual(accepted);
    const notice = await bed.smtp.waitForMessage({ to: owner });
    expect(notice.subject).toBe('This address already has a Core Games account');
    expect(notice.links.some((link) => link.includes('verify='))).toBe(false);
    expect(await snapshotTables(bed)).toEqual(before);
    await expect(bed.server.client().api.call('emailLogin', { body: { email: owner, password: 'intruders-password-1' } })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses the link when the address found an account meanwhile', async () => {
    const linker = await registerAndVerify(bed, newAddress('linker'));
    const contested = newAddress('contested');
    await linker.api.call('emailLink', { body: { email: contested, password: 'linkers-password-1' } });
    const linkToken = tokenIn(await bed.smtp.waitForMessage({ to: contested }), 'verify');
    await registerAndVerify(bed, contested);
    const before = await snapshotTables(bed);
    await expect(linker.api.call('emailVerify', { body: { token: linkToken } })).rejects.toMatchObject({ status: 400, code: 'link_invalid' });
    expect(await snapshotTables(bed)).toEqual(before);
  });

  it('needs a session, a strong password and known fields', async () => {
    const before = await snapshotTables(bed);
    await expect(bed.server.client().api.call('emailLink', { body: { email: newAddress(), password: strongPassword } })).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    const client = await registerAndVerify(bed, newAddress('weak-link'));
    const signedIn = await snapshotTables(bed);
    await expect(client.api.call('emailLink', { body: { email: newAddress(), password: 'iloveyou' } })).rejects.toMatchObject({ status: 400, code: 'weak_password', field: 'body.password' });
    expect(await client.call('emailLink', { body: { email: newAddress(), password: strongPassword, link: true } })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', details: { field: 'body.link' } } },
    });
    expect(await snapshotTables(bed)).toEqual(signedIn);
    expect(before.accounts).toBe((signedIn.accounts as number) - 1);
  });
});
