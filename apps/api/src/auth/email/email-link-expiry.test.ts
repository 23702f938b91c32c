import { beforeAll, describe, expect, it } from 'vitest';
import { newAddress, passwordHashOf, registerAndVerify, snapshotTables, startEmailTestBed, strongPassword, tokenIn, type EmailTestBed } from '../../test-support/email-flow.ts';
import { refusal } from '../../test-support/test-client.ts';

// Its own server: moving the clock here must not expire the links of other files' tests.
let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed();
});

const HOUR = 3_600_000;

describe('mailed links expire', () => {
  it('a verification link works for 24 hours and not after, creating nothing then', async () => {
    const early = newAddress('early');
    await bed.server.client().api.call('emailRegister', { body: { email: early, password: strongPassword } });
    const earlyToken = tokenIn(await bed.smtp.waitForMessage({ to: early }), 'verify');
    const late = newAddress('late');
    await bed.server.client().api.call('emailRegister', { body: { email: late, password: strongPassword } });
    const lateToken = tokenIn(await bed.smtp.waitForMessage({ to: late }), 'verify');

    bed.server.advanceClock(24 * HOUR - 60_000);
    await bed.server.client().api.call('emailVerify', { body: { token: earlyToken } });

    bed.server.advanceClock(2 * 60_000);
    const before = await snapshotTables(bed);
    const expired = await refusal(bed.server.client().api.call('emailVerify', { body: { token: lateToken } }));
    expect(expired).toMatchObject({ status: 400, code: 'link_invalid', field: 'body.token' });
    expect(await snapshotTables(bed)).toEqual(before);
    await bed.server.client().api.call('emailResend', { body: { email: late } });
    expect(await snapshotTables(bed)).toEqual(before);
  });

  it('a reset link works for 1 hour and not after, changing nothing then', async () => {
    const email = newAddress('reset');
    const client = await registerAndVerify(bed, email);
    await bed.server.client().api.call('passwordForgot', { body: { email } });
    const token = tokenIn(await bed.smtp.waitForMessage({ to: email, subject: 'Reset' }), 'reset');
    const hash = await passwordHashOf(bed, email);

    bed.server.advanceClock(HOUR + 1000);
    const before = await snapshotTables(bed);
    const expired = await refusal(bed.server.client().api.call('passwordReset', { body: { token, password: 'amber-lantern-quay-42' } }));
    expect(expired).toMatchObject({ status: 400, code: 'link_invalid', field: 'body.token' });
    expect(await snapshotTables(bed)).toEqual(before);
    expect(await passwordHashOf(bed, email)).toBe(hash);
    expect((await client.api.call('getSession')).account).not.toBeNull();
  });
});
