import { type Page } from '@playwright/test';
import { expect, pageClock, test } from './support/test.ts';
import { callApi, registerConfirmed, signedInName } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp, totpCode } from './support/second-factor.ts';
import { sentence, text } from './support/translations.ts';

// Two-step sign-in end to end: turned on in /setting with a code computed from the key the page
// shows (as an authenticator app would), then asked for after the password on the next sign-in;
// and /admin closed to an admin until it is on.

const password = 'juniper compass ladders 38';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Turns it on from /setting as a person does: the key as text, a code from it, then the backup codes. */
async function turnOnInSettings(page: Page, shoot: boolean): Promise<string> {
  const section = page.getByRole('region', { name: text('secondFactor.heading') });
  await section.getByRole('button', { name: text('secondFactor.turnOn') }).click();
  await expect(section.getByRole('img', { name: text('secondFactor.qrAlt') })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).replaceAll(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (shoot) await checkAndShootBothSchemes(page, 'second-factor-setup');
  const code = field(page, text('secondFactor.confirmLabel'));
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(totpCode(secret));
  await section.getByRole('button', { name: text('secondFactor.confirm'), exact: true }).click();
  const codes = section.getByRole('list', { name: text('secondFactor.backupCodesHeading') }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  if (shoot) await checkAndShootBothSchemes(page, 'second-factor-backup-codes');
  await section.getByRole('button', { name: text('secondFactor.savedThem') }).click();
  await expect(section).toContainText(text('secondFactor.onIntro_other').replace('{{count}}', '10'));
  // Turning it off takes the app's code or a backup code: anything else is named before it is sent.
  const turnOff = section.getByRole('form', { name: text('secondFactor.turnOff') });
  const offCode = turnOff.getByLabel(text('secondFactor.freshCodeLabel'), { exact: true });
  await offCode.fill('abc');
  await turnOff.getByRole('button', { name: text('secondFactor.turnOff') }).click();
  await expect(offCode).toBeFocused();
  await expect(offCode).toHaveAccessibleDescription(new RegExp(text('secondFactor.codeInvalid.either')));
  // A backup code fits the field whole (abcd-efgh: nine characters).
  await offCode.fill('abcd-efgh');
  await expect(offCode).toHaveValue('abcd-efgh');
  await offCode.fill('');
  return secret;
}

test('turn on two-step sign-in in /setting, sign out, sign in: the code from the app opens the profile', async ({ page }) => {
  const email = uniqueEmail('two-step');
  await registerConfirmed(page, { email, password, displayName: 'Otto Twostep' });
  await page.goto('/setting');
  const secret = await turnOnInSettings(page, true);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await signedInName(page)).toBeNull();

  await page.goto('/email-login');
  await field(page, text('emailAuth.email')).fill(email);
  await field(page, text('emailAuth.password')).fill(password);
  await page.getByRole('button', { name: text('emailAuth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/second-factor$/);
  const code = field(page, text('secondFactor.codeLabel'));
  await expect(code).toBeVisible();
  // Signed in with the password only, the server answers as signed out.
  expect(await signedInName(page)).toBeNull();
  await checkAndShootBothSchemes(page, 'second-factor-step');

  // Not a code: said beside the field before anything is sent, naming the shape a code has.
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/second-factor') sent += 1;
  });
  await code.fill('abc');
  await page.keyboard.press('Enter');
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(new RegExp(text('secondFactor.codeInvalid.app')));
  expect(sent).toBe(0);
  await code.fill('');

  // The code that turned it on is used up: the next step's code (still accepted) signs in, typed and sent with Enter.
  await code.focus();
  await page.keyboard.type(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText('Otto Twostep');
  expect(await signedInName(page)).toBe('Otto Twostep');
});

const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

test('/setting lists a sign-in only once its code is given; each row says its network and how long ago it was active, by the page’s clock', { annotation: pageClock }, async ({ page, browser }) => {
  const email = uniqueEmail('two-step-sessions');
  await registerConfirmed(page, { email, password, displayName: 'Sia Sessions' });
  const { secret } = await enableTotp(page);

  // Another browser signs in three times: twice it stops after the password, once it gives the code.
  const otherContext = await browser.newContext({ userAgent: firefoxOnAndroid });
  const other = await otherContext.newPage();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = await other.request.post('/api/auth/email/login', { headers: { 'x-site-request': '1' }, data: { email, password } });
    expect(answer.status()).toBe(401);
  }
  await callApi(other, 'POST', '/api/auth/second-factor', { code: totpCode(secret) });
  // A finished sign-in has no code to give: the server refuses it, whatever the code.
  const again = await other.request.post('/api/auth/second-factor', { headers: { 'x-site-request': '1' }, data: { code: totpCode(secret) } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ error: { code: 'second_factor_not_pending' } });

  // The page's clock, not the server's, says how long ago: three hours after the latest activity.
  const { sessions } = await callApi<{ sessions: { lastSeenAt: string }[] }>(page, 'GET', '/api/account/sessions');
  const latest = Math.max(...sessions.map((session) => Date.parse(session.lastSeenAt)));
  await page.clock.setFixedTime(new Date(latest + 3 * 3_600_000 + 60_000));
  await page.goto('/setting');
  const list = page.getByRole('region', { name: text('settings.sessions') }).getByRole('list', { name: text('settings.sessions') });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText(text('settings.thisDevice'));
  await expect(list.getByRole('listitem').nth(1)).toContainText(sentence('settings.browserOn', { browser: 'Firefox', system: 'Android' }));
  for (const row of await list.getByRole('listitem').all()) {
    await expect(row).toContainText(sentence('settings.network', { network: '127.0.0.0/24' }));
    await expect(row).toContainText(sentence('settings.lastActive', { ago: '3 hours ago' }));
  }
  await checkAndShootBothSchemes(page, 'setting-sessions-two-step');
  await otherContext.close();
});

test('an admin is kept out of /admin until two-step sign-in is on', async ({ page }) => {
  await registerConfirmed(page, { email: testAdminEmails.secondFactor, password, displayName: 'Ada Twostep' });
  await page.goto('/admin');
  await expect(page.getByText(text('secondFactor.adminNeedsIt'))).toBeVisible();
  await expect(page.getByRole('heading', { name: text('submissions.queueHeading') })).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'second-factor-admin-gate');

  await page.getByRole('link', { name: text('secondFactor.turnOnInSettings') }).click();
  await expect(page).toHaveURL(/\/setting#two-step$/);
  await expect(page.getByRole('region', { name: text('secondFactor.heading') })).toContainText(text('secondFactor.requiredForRole'));
  await turnOnInSettings(page, false);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: text('submissions.queueHeading') })).toBeVisible();
});
