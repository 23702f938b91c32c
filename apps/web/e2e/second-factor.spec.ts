import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed, signedInName } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { totpCode } from './support/second-factor.ts';
import { text } from './support/translations.ts';

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

  // The code that turned it on is used up: the next step's code (still accepted) signs in, typed and sent with Enter.
  await code.focus();
  await page.keyboard.type(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText('Otto Twostep');
  expect(await signedInName(page)).toBe('Otto Twostep');
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
