import { describe, expect, it } from 'vitest';
import { newAddress, registerAndVerify, startEmailTestBed, strongPassword } from '../test-support/email-flow.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { enableTotp, totpCode } from '../test-support/second-factor-test-helpers.ts';

// Six attempts a minute per account: low enough to reach in a test, enough for each scenario below.
const bed = await startEmailTestBed({ RATE_LIMIT_PER_IDENTITY: '6' });
const { server } = bed;
const STEP_MS = 30_000;

/** Moves the server's clock to just after the start of a 30-second step, so a scenario never straddles two. */
function startOfNextStep(): Date {
  const now = server.ctx.now().getTime();
  server.advanceClock(STEP_MS - (now % STEP_MS) + 1_000);
  return server.ctx.now();
}

/** Moves the server's clock to just after the start of a minute, the rate limit's window. */
function startOfNextMinute(): void {
  const now = server.ctx.now().getTime();
  server.advanceClock(60_000 - (now % 60_000) + 1_000);
}

/** Signs in with the right password: answered 401 `second_factor_pending`, with a pending session's cookie. */
async function signIn(_bed: typeof bed, email: string): Promise<TestClient> {
  const client = server.client();
  const answer = await client.call('emailLogin', { body: { email, password: strongPassword } });
  expect(answer).toMatchObject({ status: 401, body: { error: { code: 'second_factor_pending' } } });
  expect(client.cookies.get('sid')).toBeTruthy();
  return client;
}

async function playerWithTotp(): Promise<{ email: string; client: TestClient; secret: string; backupCodes: string[] }> {
  const email = newAddress('totp');
  const client = await registerAndVerify(bed, email);
  return { email, client, ...(await enableTotp(server, client)) };
}

const wrongCodeAnswer = { status: 400, body: { error: { code: 'second_factor_invalid', details: { field: 'body.code' } } } };

describe('enabling the authenticator app', () => {
  it('gives a secret as text and as a QR code, and turns on only with a right code, answering ten backup codes', async () => {
    const client = await registerAndVerify(bed, newAddress('enable'));
    expect((await client.call('secondFactorStatus')).body).toEqual({ totpEnabled: false, backupCodesLeft: 0, requiredForRole: false });
    const setup = await client.call<{ secret: string; otpauthUrl: string; qrSvg: string }>('totpSetupStart');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const now = startOfNextStep();
    const wrong = String((Number(totpCode(setup.body.secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect(await client.call('totpSetupConfirm', { body: { code: wrong } })).toMatchObject(wrongCodeAnswer);
    expect((await client.call('secondFactorStatus')).body).toMatchObject({ totpEnabled: false });

    const confirmed = await client.call<{ backupCodes: string[] }>('totpSetupConfirm', { body: { code: totpCode(setup.body.secret, now) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.backupCodes).toHaveLength(10);
    expect(new Set(confirmed.body.backupCodes).size).toBe(10);
    for (const code of confirmed.body.backupCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await client.call('secondFactorStatus')).body).toEqual({ totpEnabled: true, backupCodesLeft: 10, requiredForRole: false });
    // The session that enabled it stays signed in; a second setup is refused while it is on.
    await client.api.call('listSessions');
    expect(await client.call('totpSetupStart')).toMatchObject({ status: 409, body: { error: { code: 'second_factor_enabled' } } });
  });
});

describe('signing in with the second factor on', () => {
  it('keeps a new session pending until a code of the previous, current or next step; a replayed step is refused', async () => {
    const { email, secret } = await playerWithTotp();
    const now = startOfNextStep();

    const pending = await signIn(bed, email);
    expect((await pending.call('getSession')).body).toEqual({ account: null, secondFactorPending: true });
    expect(await pending.call('listSessions')).toMatchObject({ status: 401, body: { error: { code: 'not_signed_in' } } });
    expect(await pending.call('updateAccount', { body: { displayName: 'Not yet' } })).toMatchObject({ status: 401 });

    const previous = await pending.call('secondFactorVerify', { body: { code: totpCode(secret, new Date(now.getTime() - STEP_MS)) } });
    expect(previous.status).toBe(200);
    expect((await pending.call('getSession')).body).toMatchObject({ account: { id: expect.any(String) }, secondFactorPending: false });
    await pending.api.call('listSessions');

    const current = await signIn(bed, email);
    await current.api.call('secondFactorVerify', { body: { code: totpCode(secret, now) } });

    const next = await signIn(bed, email);
    const nextCode = totpCode(secret, new Date(now.getTime() + STEP_MS));
    await next.api.call('secondFactorVerify', { body: { code: nextCode } });

    const replay = await signIn(bed, email);
    expect(await replay.call('secondFactorVerify', { body: { code: nextCode } })).toMatchObject(wrongCodeAnswer);
    expect((await replay.call('getSession')).body).toEqual({ account: null, secondFactorPending: true });
  });

  it('refuses a code two steps away', async () => {
    const { email, secret } = await playerWithTotp();
    const now = startOfNextStep();
    const client = await signIn(bed, email);
    expect(await client.call('secondFactorVerify', { body: { code: totpCode(secret, new Date(now.getTime() + 2 * STEP_MS)) } })).toMatchObject(wrongCodeAnswer);
    expect(await client.call('secondFactorVerify', { body: { code: totpCode(secret, new Date(now.getTime() - 2 * STEP_MS)) } })).toMatchObject(wrongCodeAnswer);
  });

  it('takes each backup code once, typed in any case, and answers a used one as a wrong code', async () => {
    const { email, client: owner, backupCodes } = await playerWithTotp();
    const [code = ''] = backupCodes;
    const first = await signIn(bed, email);
    await first.api.call('secondFactorVerify', { body: { code: code.toUpperCase() } });
    expect((await owner.call('secondFactorStatus')).body).toMatchObject({ backupCodesLeft: 9 });

    const again = await signIn(bed, email);
    const usedAnswer = await again.call('secondFactorVerify', { body: { code } });
    const wrongTotpAnswer = await again.call('secondFactorVerify', { body: { code: '000000' === code ? '111111' : '000000' } });
    expect(usedAnswer).toMatchObject(wrongCodeAnswer);
    expect(usedAnswer.body).toEqual(wrongTotpAnswer.body);
  });

  it('counts every attempt per account: past the limit even the right code waits', async () => {
    startOfNextMinute();
    const { email, secret } = await playerWithTotp();
    const client = await signIn(bed, email);
    // enableTotp's confirming code was the first of this minute's six attempts.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.call('secondFactorVerify', { body: { code: 'wrong-code' } })).status).toBe(400);
    }
    const limited = await client.call('secondFactorVerify', { body: { code: totpCode(secret, server.ctx.now()) } });
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect((await client.call('getSession')).body).toEqual({ account: null, secondFactorPending: true });
  });
});

describe('turning it off and new backup codes', () => {
  it('need a fresh code; new backup codes replace the old ones; once off, sign-in needs no code', async () => {
    const { email, client, secret, backupCodes } = await playerWithTotp();
    expect(await client.call('backupCodesRegenerate', { body: { code: 'abcd-efgh' } })).toMatchObject(wrongCodeAnswer);
    const regenerated = await client.call<{ backupCodes: string[] }>('backupCodesRegenerate', { body: { code: backupCodes[0] } });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.backupCodes).toHaveLength(10);
    expect(await client.call('totpDisable', { body: { code: backupCodes[1] } })).toMatchObject(wrongCodeAnswer);

    const now = startOfNextStep();
    expect(await client.call('totpDisable', { body: { code: totpCode(secret, now) } })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await client.call('secondFactorStatus')).body).toEqual({ totpEnabled: false, backupCodesLeft: 0, requiredForRole: false });
    expect(await client.call('totpDisable', { body: { code: totpCode(secret, now) } })).toMatchObject({ status: 409, body: { error: { code: 'second_factor_not_enabled' } } });
    const after = server.client();
    await after.api.call('emailLogin', { body: { email, password: strongPassword } });
    expect((await after.call('getSession')).body).toMatchObject({ account: { id: expect.any(String) }, secondFactorPending: false });
  });
});

describe('moderators and admins', () => {
  it('are kept out of the admin API until they enable a second factor; players stay forbidden', async () => {
    const email = newAddress('admin');
    const admin = await registerAndVerify(bed, email);
    const session = await admin.call<{ account: { id: string } }>('getSession');
    await server.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [session.body.account.id]);
    expect(await admin.call('searchAccounts', { query: { q: 'someone' } })).toMatchObject({ status: 403, body: { error: { code: 'second_factor_required' } } });
    expect(await admin.call('listReviews')).toMatchObject({ status: 403, body: { error: { code: 'second_factor_required' } } });
    expect((await admin.call('secondFactorStatus')).body).toMatchObject({ totpEnabled: false, requiredForRole: true });

    const player = await registerAndVerify(bed, newAddress('player'));
    expect(await player.call('searchAccounts', { query: { q: 'someone' } })).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });

    const { secret } = await enableTotp(server, admin);
    await admin.api.call('searchAccounts', { query: { q: 'someone' } });
    // A new admin session is pending, so the admin API answers it as signed out until the code.
    const now = startOfNextStep();
    const fresh = await signIn(bed, email);
    expect(await fresh.call('searchAccounts', { query: { q: 'someone' } })).toMatchObject({ status: 401 });
    await fresh.api.call('secondFactorVerify', { body: { code: totpCode(secret, now) } });
    await fresh.api.call('searchAccounts', { query: { q: 'someone' } });
  });
});
