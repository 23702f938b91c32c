import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMessage } from '@site/testing/smtp';
import type { TestClient } from '../test-support/test-client.ts';
import {
  expectNoMailTo,
  mailMark,
  newAddress,
  registerAndVerify,
  startEmailTestBed,
  strongPassword,
  tokenIn,
  type EmailTestBed,
} from '../test-support/email-flow.ts';
import { enableTotp, totpCode } from '../test-support/second-factor-test-helpers.ts';
import { NOTICES_PER_ADDRESS_PER_HOUR } from './send-security-notice.ts';

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed();
});

/** What every notice must say: when, from what, and what to do if it was not the owner; and nothing secret. */
function expectPlainNotice(message: ReceivedMessage, device: string): void {
  expect(message.text).toMatch(/When: \w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(UTC\)/);
  expect(message.text).toContain(`From: ${device}, network address 127.0.0.1`);
  expect(message.text).toContain('If it was not you');
  expect(message.links).toEqual(['http://127.0.0.1:5173/change-password', 'http://127.0.0.1:5173/setting', 'http://127.0.0.1:5173/email-login?forgot=1']);
  expect(message.text).not.toContain(strongPassword);
}

async function signInFrom(email: string, userAgent: string, client: TestClient = bed.server.client()): Promise<TestClient> {
  client.userAgent = userAgent;
  await client.api.call('emailLogin', { body: { email, password: strongPassword } });
  return client;
}

describe('security notices by mail', () => {
  it('tells every address of the account that its password was changed, from which browser, without the password', async () => {
    const email = newAddress('changer');
    const client = await registerAndVerify(bed, email);
    const newPassword = 'copper-kettle-lagoon-31';
    client.userAgent = firefoxOnWindows;
    await client.api.call('passwordChange', { body: { currentPassword: strongPassword, newPassword } });
    const notice = await bed.smtp.waitForMessage({ to: email, subject: 'password was changed' });
    expect(notice.subject).toBe('Your Core Games password was changed');
    expectPlainNotice(notice, 'Firefox on Windows');
    expect(notice.text).not.toContain(newPassword);
  });

  it('tells the account that its password was reset through the mailed link', async () => {
    const email = newAddress('resetter');
    await registerAndVerify(bed, email);
    const client = bed.server.client();
    await client.api.call('passwordForgot', { body: { email } });
    const link = await bed.smtp.waitForMessage({ to: email, subject: 'Reset' });
    client.userAgent = chromeOnAndroid;
    await client.api.call('passwordReset', { body: { token: tokenIn(link, 'reset'), password: 'amber-lantern-quay-42' } });
    const notice = await bed.smtp.waitForMessage({ to: email, subject: 'password was reset' });
    expectPlainNotice(notice, 'Chrome on Android');
    expect(notice.text).not.toContain(tokenIn(link, 'reset'));
  });

  it('tells the new address and the account’s other address that an address was added, and the removed one that it was removed', async () => {
    const first = newAddress('first');
    const second = newAddress('second');
    const client = await registerAndVerify(bed, first);
    await client.api.call('emailLink', { body: { email: second, password: strongPassword } });
    const confirm = await bed.smtp.waitForMessage({ to: second, subject: 'Confirm' });
    client.userAgent = firefoxOnWindows;
    await client.api.call('emailVerify', { body: { token: tokenIn(confirm, 'verify') } });

    for (const to of [first, second]) {
      const notice = await bed.smtp.waitForMessage({ to, subject: 'was added' });
      expect(notice.subject).toBe('An e-mail address was added to your Core Games account');
      expect(notice.text).toContain(`The address ${second} was added`);
      expectPlainNotice(notice, 'Firefox on Windows');
    }

    const account = (await client.api.call('getSession')).account;
    const secondIdentity = account?.identities.find((identity) => identity.label === second);
    const mark = mailMark(bed);
    client.userAgent = chromeOnAndroid;
    await client.api.call('unlinkIdentity', { params: { id: secondIdentity?.id ?? '' } });
    const removed = await bed.smtp.waitForMessage({ to: second, subject: 'removed' });
    expect(removed.subject).toBe('This address was removed from a Core Games account');
    expect(removed.text).toContain(`The address ${second} was removed`);
    expectPlainNotice(removed, 'Chrome on Android');
    await expectNoMailTo(bed, mark, first);
  });

  it('tells the account of a sign-in from a new device, but not of its first sign-in nor of a device it knows', async () => {
    const email = newAddress('traveller');
    const home = await registerAndVerify(bed, email);
    const mark = mailMark(bed);
    await home.api.call('logout');
    await signInFrom(email, firefoxOnWindows, home);
    await expectNoMailTo(bed, mark, email);

    const phone = await signInFrom(email, chromeOnAndroid);
    const notice = await bed.smtp.waitForMessage({ to: email, subject: 'New sign-in' });
    expect(notice.subject).toBe('New sign-in to your Core Games account');
    expectPlainNotice(notice, 'Chrome on Android');

    const again = mailMark(bed);
    await phone.api.call('logout');
    await signInFrom(email, chromeOnAndroid, phone);
    await expectNoMailTo(bed, again, email);
  });

  it('tells the account that two-step sign-in was turned on, that a backup code was used and how many are left, and that it was turned off', async () => {
    const email = newAddress('two-step');
    const client = await registerAndVerify(bed, email);
    client.userAgent = firefoxOnWindows;
    const { secret, backupCodes } = await enableTotp(bed.server, client);
    const on = await bed.smtp.waitForMessage({ to: email, subject: 'turned on' });
    expect(on.subject).toBe('Two-step sign-in was turned on for your Core Games account');
    expectPlainNotice(on, 'Firefox on Windows');

    const phone = bed.server.client();
    phone.userAgent = chromeOnAndroid;
    await expect(phone.api.call('emailLogin', { body: { email, password: strongPassword } })).rejects.toMatchObject({ code: 'second_factor_pending' });
    await phone.api.call('secondFactorVerify', { body: { code: backupCodes[0] ?? '' } });
    const used = await bed.smtp.waitForMessage({ to: email, subject: 'backup code' });
    expect(used.subject).toBe('A backup code of your Core Games account was used');
    expect(used.text).toContain('9 backup codes are left.');
    expectPlainNotice(used, 'Chrome on Android');

    // A sign-in with the app's code is no news: only backup codes are told of.
    const mark = mailMark(bed);
    await phone.api.call('totpDisable', { body: { code: totpCode(secret, bed.server.ctx.now()) } });
    const off = await bed.smtp.waitForMessage({ to: email, subject: 'turned off' });
    expect(off.subject).toBe('Two-step sign-in was turned off for your Core Games account');
    expectPlainNotice(off, 'Chrome on Android');
    expect(bed.smtp.messages().slice(mark).filter((message) => message.to === email).map((message) => message.subject)).toEqual([off.subject]);
  });

  it(`mails at most ${NOTICES_PER_ADDRESS_PER_HOUR} notices of a kind to an address in an hour, so a bot cannot flood it`, async () => {
    const email = newAddress('flooded');
    await registerAndVerify(bed, email);
    const mark = mailMark(bed);
    for (let attempt = 0; attempt < NOTICES_PER_ADDRESS_PER_HOUR + 3; attempt++) await signInFrom(email, chromeOnAndroid);
    for (let notice = 0; notice < NOTICES_PER_ADDRESS_PER_HOUR; notice++) await bed.smtp.waitForMessage({ to: email, subject: 'New sign-in' });
    // A marker sent after every request under test has arrived: nothing more came to the address.
    await expectNoMailTo(bed, bed.smtp.messages().length, email);
    expect(bed.smtp.messages().slice(mark).filter((message) => message.to === email)).toHaveLength(NOTICES_PER_ADDRESS_PER_HOUR);

    bed.server.advanceClock(3_600_000 + 1000);
    await signInFrom(email, chromeOnAndroid);
    await bed.smtp.waitForMessage({ to: email, subject: 'New sign-in' });
  });
});

describe('the name a new account starts with', () => {
  it('never shows the e-mail address: "Player" and four random characters', async () => {
    const email = newAddress('secretive.person');
    const client = await registerAndVerify(bed, email);
    const displayName = (await client.api.call('getSession')).account?.displayName ?? '';
    expect(displayName).toMatch(/^Player [0-9A-HJKMNP-TV-Z]{4}$/);
    expect(displayName.toLowerCase()).not.toContain('secretive');
  });
});
