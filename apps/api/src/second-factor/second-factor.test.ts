import { describe, expect, it } from 'vitest';
import { newAddress, registerAndVerify, startEmailTestBed, strongPassword } from '../test-support/email-flow.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
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
  const answer = await refusal(client.api.call('emailLogin', { body: { email, password: strongPassword } }));
  expect(answer).toMatchObject({ status: 401, code: 'second_factor_pending' });
  expect(client.cookies.get('sid')).toBeTruthy();
  return client;
}

async function playerWithTotp(): Promise<{ email: string; client: TestClient; secret: string; backupCodes: string[] }> {
  const email = newAddress('totp');
  const client = await registerAndVerify(bed, email);
  return { email, client, ...(await enableTotp(server, client)) };
}

/** The refusal of a wrong, used or expired code (an `ApiError`'s fields). */
const wrongCode = { status: 400, code: 'second_factor_invalid', field: 'body.code' };

describe('enabling the authenticator app', () => {
  it('gives a secret as text and as a QR code, and turns on only with a right code, answering ten backup codes', async () => {
    const client = await registerAndVerify(bed, newAddress('enable'));
    expect(await client.api.call('secondFactorStatus')).toEqual({ totpEnabled: false, backupCodesLeft: 0, requiredForRole: false });
    const setup = await client.api.call('totpSetupStart');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const now = startOfNextStep();
    const wrong = String((Number(totpCode(setup.secret, now)) + 1) % 1_000_000).padStart(6, '0');
    await expect(client.api.call('totpSetupConfirm', { body: { code: wrong } })).rejects.toMatchObject(wrongCode);
    expect(await client.api.call('secondFactorStatus')).toMatchObject({ totpEnabled: false });

    const confirmed = await client.api.call('totpSetupConfirm', { body: { code: totpCode(setup.secret, now) } });
    expect(confirmed.backupCodes).toHaveLength(10);
    expect(new Set(confirmed.backupCodes).size).toBe(10);
    for (const code of confirmed.backupCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await client.api.call('secondFactorStatus')).toEqual({ totpEnabled: true, backupCodesLeft: 10, requiredForRole: false });
    // The session that enabled it stays signed in; a second setup is refused while it is on.
    await client.api.call('listSessions');
    await expect(client.api.call('totpSetupStart')).rejects.toMatchObject({ status: 409, code: 'second_factor_enabled' });
  });
});

describe('signing in with the second factor on', () => {
  it('keeps a new session pending until a code of the previous, current or next step; a replayed step is refused', async () => {
    const { email, secret } = await playerWithTotp();
    const now = startOfNextStep();

    const pending = await signIn(bed, email);
    expect(await pending.api.call('getSession')).toEqual({ account: null, secondFactorPending: true });
    await expect(pending.api.call('listSessions')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    await expect(pending.api.call('updateAccount', { body: { displayName: 'Not yet' } })).rejects.toMatchObject({ status: 401 });

    await pending.api.call('secondFactorVerify', { body: { code: totpCode(secret, new Date(now.getTime() - STEP_MS)) } });
    expect(await pending.api.call('getSession')).toMatchObject({ account: { id: expect.any(String) }, secondFactorPending: false });
    await pending.api.call('listSessions');

    const current = await signIn(bed, email);
    await current.api.call('secondFactorVerify', { body: { code: totpCode(secret, now) } });

    const next = await signIn(bed, email);
    const nextCode = totpCode(secret, new Date(now.getTime() + STEP_MS));
    await next.api.call('secondFactorVerify', { body: { code: nextCode } });

    const replay = await signIn(bed, email);
    await expect(replay.api.call('secondFactorVerify', { body: { code: nextCode } })).rejects.toMatchObject(wrongCode);
    expect(await replay.api.call('getSession')).toEqual({ account: null, secondFactorPending: true });
  });

  it('refuses a code two steps away', async () => {
    const { email, secret } = await playerWithTotp();
    const now = startOfNextStep();
    const client = await signIn(bed, email);
    await expect(client.api.call('secondFactorVerify', { body: { code: totpCode(secret, new Date(now.getTime() + 2 * STEP_MS)) } })).rejects.toMatchObject(wrongCode);
    await expect(client.api.call('secondFactorVerify', { body: { code: totpCode(secret, new Date(now.getTime() - 2 * STEP_MS)) } })).rejects.toMatchObject(wrongCode);
  });

  it('takes each backup code once, typed in any case, and answers a used one as a wrong code', async () => {
    const { email, client: owner, backupCodes } = await playerWithTotp();
    const [code = ''] = backupCodes;
    const first = await signIn(bed, email);
    await first.api.call('secondFactorVerify', { body: { code: code.toUpperCase() } });
    expect(await owner.api.call('secondFactorStatus')).toMatchObject({ backupCodesLeft: 9 });

    const again = await signIn(bed, email);
    // Raw: the two refusals' whole bodies are compared.
    const usedAnswer = await again.call('secondFactorVerify', { body: { code } });
    const wrongTotpAnswer = await again.call('secondFactorVerify', { body: { code: '000000' === code ? '111111' : '000000' } });
    expect(usedAnswer).toMatchObject({ status: wrongCode.status, body: { error: { code: wrongCode.code, details: { field: wrongCode.field } } } });
    expect(usedAnswer.body).toEqual(wrongTotpAnswer.body);
  });

  it('counts every attempt per account: past the limit even the right code waits', async () => {
    startOfNextMinute();
    const { email, secret } = await playerWithTotp();
    const client = await signIn(bed, email);
    // enableTotp's confirming code was the first of this minute's six attempts.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(client.api.call('secondFactorVerify', { body: { code: 'wrong-code' } })).rejects.toMatchObject({ status: 400 });
    }
    const limited = await refusal(client.api.call('secondFactorVerify', { body: { code: totpCode(secret, server.ctx.now()) } }));
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(await client.api.call('getSession')).toEqual({ account: null, secondFactorPending: true });
  });
});

describe('turning it off and new backup codes', () => {
  it('need a fresh code; new backup codes replace the old ones; once off, sign-in needs no code', async () => {
    const { email, client, secret, backupCodes } = await playerWithTotp();
    await expect(client.api.call('backupCodesRegenerate', { body: { code: 'abcd-efgh' } })).rejects.toMatchObject(wrongCode);
    const regenerated = await client.api.call('backupCodesRegenerate', { body: { code: backupCodes[0] ?? '' } });
    expect(regenerated.backupCodes).toHaveLength(10);
    await expect(client.api.call('totpDisable', { body: { code: backupCodes[1] ?? '' } })).rejects.toMatchObject(wrongCode);

    const now = startOfNextStep();
    expect(await client.api.call('totpDisable', { body: { code: totpCode(secret, now) } })).toMatchObject({ ok: true });
    expect(await client.api.call('secondFactorStatus')).toEqual({ totpEnabled: false, backupCodesLeft: 0, requiredForRole: false });
    await expect(client.api.call('totpDisable', { body: { code: totpCode(secret, now) } })).rejects.toMatchObject({ status: 409, code: 'second_factor_not_enabled' });
    const after = server.client();
    await after.api.call('emailLogin', { body: { email, password: strongPassword } });
    expect(await after.api.call('getSession')).toMatchObject({ account: { id: expect.any(String) }, secondFactorPending: false });
  });
});

describe('moderators and admins', () => {
  it('are kept out of the admin API until they enable a second factor; players stay forbidden', async () => {
    const email = newAddress('admin');
    const admin = await registerAndVerify(bed, email);
    const session = await admin.api.call('getSession');
    await server.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [session.account?.id]);
    await expect(admin.api.call('searchAccounts', { query: { q: 'someone' } })).rejects.toMatchObject({ status: 403, code: 'second_factor_required' });
    await expect(admin.api.call('listReviews')).rejects.toMatchObject({ status: 403, code: 'second_factor_required' });
    expect(await admin.api.call('secondFactorStatus')).toMatchObject({ totpEnabled: false, requiredForRole: true });

    const player = await registerAndVerify(bed, newAddress('player'));
    await expect(player.api.call('searchAccounts', { query: { q: 'someone' } })).rejects.toMatchObject({ status: 403, code: 'forbidden' });

    const { secret } = await enableTotp(server, admin);
    await admin.api.call('searchAccounts', { query: { q: 'someone' } });
    // A new admin session is pending, so the admin API answers it as signed out until the code.
    const now = startOfNextStep();
    const fresh = await signIn(bed, email);
    await expect(fresh.api.call('searchAccounts', { query: { q: 'someone' } })).rejects.toMatchObject({ status: 401 });
    await fresh.api.call('secondFactorVerify', { body: { code: totpCode(secret, now) } });
    await fresh.api.call('searchAccounts', { query: { q: 'someone' } });
  });
});
