import type { SessionInfo } from '@site/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAddress, registerAndVerify, startEmailTestBed, strongPassword, type EmailTestBed } from '../test-support/email-flow.ts';
import { LAST_SEEN_PRECISION_MS } from '../sessions/sessions.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { enableTotp, totpCode } from '../test-support/second-factor-test-helpers.ts';

const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed();
});

/** A browser that signs in to `email` sending `userAgent`. */
async function signInAs(email: string, userAgent: string): Promise<TestClient> {
  const client = bed.server.client();
  client.userAgent = userAgent;
  await client.api.call('emailLogin', { body: { email, password: strongPassword } });
  return client;
}

async function sessionsSeenBy(client: TestClient): Promise<SessionInfo[]> {
  const answer = await client.api.call('listSessions');
  return (answer).sessions;
}

describe('the sessions /setting lists', () => {
  it('name the browser and system each session was signed in with, and which one asks', async () => {
    const email = newAddress('sessions');
    await registerAndVerify(bed, email);
    const phone = await signInAs(email, chromeOnAndroid);
    const desktop = await signInAs(email, firefoxOnWindows);
    const unnamed = await signInAs(email, '');

    const sessions = await sessionsSeenBy(phone);
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ userAgent: chromeOnAndroid, browser: 'Chrome', system: 'Android' })]);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions).toContainEqual(expect.objectContaining({ current: false, userAgent: firefoxOnWindows, browser: 'Firefox', system: 'Windows' }));
    expect(sessions).toContainEqual(expect.objectContaining({ current: false, userAgent: '', browser: null, system: null }));
    expect((await sessionsSeenBy(desktop)).find((session) => session.current)).toMatchObject({ browser: 'Firefox', system: 'Windows' });
    expect((await sessionsSeenBy(unnamed)).find((session) => session.current)).toMatchObject({ browser: null, system: null });
  });

  it('tell apart sessions of one browser by network, and list a sign-in pending its second factor only once it is finished', async () => {
    const email = newAddress('pending');
    const owner = await registerAndVerify(bed, email);
    const { secret } = await enableTotp(bed.server, owner);
    expect(await sessionsSeenBy(owner)).toEqual([expect.objectContaining({ current: true, network: '127.0.0.0/24' })]);

    const stopped = bed.server.client();
    stopped.userAgent = chromeOnAndroid;
    expect(await refusal(stopped.api.call('emailLogin', { body: { email, password: strongPassword } }))).toMatchObject({ code: 'second_factor_pending' });
    const finishing = bed.server.client();
    finishing.userAgent = chromeOnAndroid;
    expect(await refusal(finishing.api.call('emailLogin', { body: { email, password: strongPassword } }))).toMatchObject({ code: 'second_factor_pending' });
    // Two sign-ins stopped after the password: neither is signed in, so neither is listed.
    expect(await sessionsSeenBy(owner)).toHaveLength(1);

    // The code is given two minutes after the password.
    bed.server.advanceClock(120_000);
    const givenAt = bed.server.ctx.now().getTime();
    await finishing.api.call('secondFactorVerify', { body: { code: totpCode(secret, bed.server.ctx.now()) } });
    const listed = await sessionsSeenBy(owner);
    expect(listed).toHaveLength(2);
    // The finished one keeps when it started and its network; it is now fully signed in.
    expect(listed[1]).toMatchObject({ current: false, browser: 'Chrome', system: 'Android', network: '127.0.0.0/24' });
    expect(Date.parse(listed[1]?.createdAt ?? '')).toBeLessThan(givenAt - 60_000);
    expect((await sessionsSeenBy(finishing)).find((session) => session.current)?.id).toBe(listed[1]?.id);
    expect(await stopped.api.call('getSession')).toEqual({ account: null, secondFactorPending: true });
  });

  it('refuse a second factor on a session already signed in, whatever the code, and change nothing', async () => {
    const email = newAddress('finished');
    const owner = await registerAndVerify(bed, email);
    const { secret } = await enableTotp(bed.server, owner);
    const [before] = await sessionsSeenBy(owner);
    for (const code of ['000000', totpCode(secret, bed.server.ctx.now()), 'abcd-efgh']) {
      expect(await refusal(owner.api.call('secondFactorVerify', { body: { code } }))).toMatchObject({ status: 409, code: 'second_factor_not_pending' });
    }
    // Without two-step sign-in on, the same refusal.
    const plain = await registerAndVerify(bed, newAddress('plain'));
    expect(await refusal(plain.api.call('secondFactorVerify', { body: { code: '123456' } }))).toMatchObject({ status: 409, code: 'second_factor_not_pending' });
    expect(await sessionsSeenBy(owner)).toEqual([before]);
  });

  it('keep only the first 200 characters of a long User-Agent, still read', async () => {
    const email = newAddress('long-agent');
    await registerAndVerify(bed, email);
    const long = await signInAs(email, `${firefoxOnWindows} ${'x'.repeat(5000)}`);
    const current = (await sessionsSeenBy(long)).find((session) => session.current);
    expect(current?.userAgent).toBe(`${firefoxOnWindows} ${'x'.repeat(5000)}`.slice(0, 200));
    expect(current).toMatchObject({ browser: 'Firefox', system: 'Windows' });
  });

  it('update "last used" once it is older than its precision, not on every request', async () => {
    const email = newAddress('last-used');
    await registerAndVerify(bed, email);
    const phone = await signInAs(email, chromeOnAndroid);
    const [opened] = (await sessionsSeenBy(phone)).filter((session) => session.current);
    expect(opened?.lastSeenAt).toBe(opened?.createdAt);

    bed.server.advanceClock(LAST_SEEN_PRECISION_MS / 2);
    const [soon] = (await sessionsSeenBy(phone)).filter((session) => session.current);
    expect(soon?.lastSeenAt).toBe(opened?.createdAt);

    bed.server.advanceClock(LAST_SEEN_PRECISION_MS);
    const before = bed.server.ctx.now();
    const [later] = (await sessionsSeenBy(phone)).filter((session) => session.current);
    expect(later?.createdAt).toBe(opened?.createdAt);
    expect(Date.parse(later?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(before.getTime());
  });

  it('sign another session out, which is then signed out, and refuse an unknown one', async () => {
    const email = newAddress('sign-out');
    await registerAndVerify(bed, email);
    const phone = await signInAs(email, chromeOnAndroid);
    const desktop = await signInAs(email, firefoxOnWindows);
    const other = (await sessionsSeenBy(phone)).find((session) => session.browser === 'Firefox');
    expect(other).toBeDefined();

    expect(await phone.api.call('revokeSession', { params: { id: other?.id ?? '' } })).toMatchObject({ ok: true });
    expect(await desktop.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    await expect(desktop.api.call('listSessions')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    expect((await sessionsSeenBy(phone)).some((session) => session.id === other?.id)).toBe(false);
    expect((await phone.api.call('getSession')).account).not.toBeNull();
    await expect(phone.api.call('revokeSession', { params: { id: other?.id ?? '' } })).rejects.toMatchObject({ status: 404, code: 'session_not_found' });
  });

  it('sign every other session out at once, keeping this one', async () => {
    const email = newAddress('others');
    const first = await registerAndVerify(bed, email);
    const phone = await signInAs(email, chromeOnAndroid);
    const desktop = await signInAs(email, firefoxOnWindows);

    expect(await phone.api.call('revokeOtherSessions')).toMatchObject({ ended: 2 });
    expect(await first.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    expect(await desktop.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
    expect(await sessionsSeenBy(phone)).toEqual([expect.objectContaining({ current: true, browser: 'Chrome', system: 'Android' })]);
    expect(await phone.api.call('revokeOtherSessions')).toMatchObject({ ended: 0 });
  });
});
