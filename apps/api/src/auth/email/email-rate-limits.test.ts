import type { RouteName } from '@site/api-contract/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from '../../accounts/identity-store.ts';
import { refusal, type TestClient } from '../../test-support/test-client.ts';
import { newAddress, registerAndVerify, startEmailTestBed, strongPassword, tokenIn, type EmailTestBed } from '../../test-support/email-flow.ts';

const LIMIT = 2;
let bed: EmailTestBed;
let clockOffset = 0;
beforeAll(async () => {
  bed = await startEmailTestBed({ RATE_LIMIT_PER_IDENTITY: String(LIMIT) });
});

/**
 * Limits count per clock minute: move the server's clock to the start of a minute, so a burst of
 * attempts never straddles two windows however slowly the machine runs.
 */
function startOfAMinute(): void {
  const now = Date.now() + clockOffset;
  const step = 60_000 - (now % 60_000) + 50;
  bed.server.advanceClock(step);
  clockOffset += step;
}

/** LIMIT attempts are answered as usual, the next one is 429 naming when to retry. */
async function expectLimitedAfter(name: RouteName, body: () => object, client: () => TestClient = () => bed.server.client()) {
  startOfAMinute();
  for (let attempt = 1; attempt <= LIMIT; attempt++) {
    expect((await client().call(name, { body: body() })).status, `${name} attempt ${attempt}`).not.toBe(429);
  }
  const limited = await client().call(name, { body: body() });
  expect(limited, name).toMatchObject({ status: 429, body: { error: { code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } } } });
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('per-identity rate limits (each from another client, so only the address ties them)', () => {
  it('sign-in: a third attempt on one address is refused, another address is not', async () => {
    const email = newAddress('login');
    await expectLimitedAfter('emailLogin', () => ({ email, password: 'guess-number-one' }));
    const limited = await refusal(bed.server.client().api.call('emailLogin', { body: { email: email.toUpperCase(), password: 'guess-number-one' } }));
    expect(limited.status).toBe(429);
    await expect(bed.server.client().api.call('emailLogin', { body: { email: newAddress('other'), password: 'guess-number-one' } })).rejects.toMatchObject({ status: 401 });
  });

  it('registration, resend and forgotten password', async () => {
    const email = newAddress('mailing');
    await expectLimitedAfter('emailRegister', () => ({ email, password: strongPassword }));
    await expectLimitedAfter('emailResend', () => ({ email }));
    await expectLimitedAfter('passwordForgot', () => ({ email }));
  });

  it('reset, verification, adding an address and changing the password', async () => {
    const email = newAddress('owner');
    const client = await registerAndVerify(bed, email);
    await bed.server.client().api.call('passwordForgot', { body: { email } });
    const resetToken = tokenIn(await bed.smtp.waitForMessage({ to: email, subject: 'Reset' }), 'reset');
    await expectLimitedAfter('passwordReset', () => ({ token: resetToken, password: 'short' }));
    await expectLimitedAfter('passwordChange', () => ({ currentPassword: 'wrong-password-1', newPassword: 'amber-lantern-quay-42' }), () => client);
    const added = newAddress('added');
    await expectLimitedAfter('emailLink', () => ({ email: added, password: strongPassword }), () => client);

    // A link that stays usable while refused: its address got an account some other way meanwhile.
    const pending = newAddress('pending');
    await bed.server.client().api.call('emailRegister', { body: { email: pending, password: strongPassword } });
    const verifyToken = tokenIn(await bed.smtp.waitForMessage({ to: pending }), 'verify');
    await createAccountWithIdentity(bed.server.ctx.db, { kind: 'email', subject: pending, label: pending, verified: true }, { now: new Date() });
    await expectLimitedAfter('emailVerify', () => ({ token: verifyToken }));
  });
});
