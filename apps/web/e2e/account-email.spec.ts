import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed, signedInName } from './support/account.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// E-mail sign-in end to end: the production build, the real game server behind /api, and the
// messages the local SMTP server received. Each test makes its own account.

const password = 'violet tractor anchors 42';
const sentence = (key: string, values: Record<string, string>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), text(key));
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const containing = (value: string): RegExp => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('register: "check your inbox", the mailed link signs in and opens the profile, and works only once', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/email-register');
  const form = page.getByRole('form', { name: text('emailAuth.registerHeading') });
  await expect(form.getByText(sentence('emailAuth.passwordRules', { min: '8' }))).toBeVisible();
  await checkAndShootBothSchemes(page, 'email-register-form');

  await field(page, text('emailAuth.email')).fill(email);
  await field(page, text('emailAuth.password')).fill(password);
  await page.getByLabel(text('account.displayName')).fill('Ana Register');
  await form.getByRole('button', { name: text('emailAuth.register') }).click();
  const result = page.getByRole('status').filter({ hasText: text('emailAuth.checkInbox') });
  await expect(result).toContainText(sentence('emailAuth.verificationSent', { email }));
  await expect(result).toBeFocused();
  await checkAndShootBothSchemes(page, 'email-register-check-inbox');

  const link = linkIn(await nextMail(email), '/email-register');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/profile$/);
  const account = page.getByRole('region', { name: text('account.heading') });
  await expect(account).toContainText('Ana Register');
  await expect(account).toContainText(email);
  await checkAndShootBothSchemes(page, 'profile-signed-in');

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert').filter({ hasText: text('errors.api.link_invalid') })).toBeFocused();
  await expect(page.getByRole('form', { name: text('emailAuth.resendHeading') })).toBeVisible();
  await checkAndShootBothSchemes(page, 'email-register-link-used');

  // A link cut short says so (not "check the highlighted field" on a page without one), and sends nothing.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/email/verify') sent.push(request.url());
  });
  await page.goto(`${link.pathname}?verify=${(link.searchParams.get('verify') ?? '').slice(0, 10)}`);
  await expect(page.getByRole('alert').filter({ hasText: text('emailAuth.linkIncomplete') })).toBeFocused();
  await expect(page.getByRole('form', { name: text('emailAuth.resendHeading') })).toBeVisible();
  expect(sent).toEqual([]);
});

test('register: a password too short or too common is refused next to its field, which takes focus', async ({ page }) => {
  await page.goto('/email-register');
  await field(page, text('emailAuth.email')).fill(uniqueEmail('weak'));
  const passwordField = field(page, text('emailAuth.password'));
  await passwordField.fill('short');
  await page.getByRole('button', { name: text('emailAuth.register') }).click();
  await expect(passwordField).toBeFocused();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAccessibleDescription(containing(sentence('forms.passwordTooShort', { min: '8' })));

  // Long enough, but on every list of common passwords: the server says no, next to the field.
  await passwordField.fill('password123');
  await page.getByRole('button', { name: text('emailAuth.register') }).click();
  await expect(page.getByText(text('errors.api.weak_password'))).toBeVisible();
  await expect(passwordField).toBeFocused();
  await checkAndShootBothSchemes(page, 'email-register-weak-password');
});

test('sign out, then sign in with e-mail; a wrong password is refused and said', async ({ page }) => {
  const email = uniqueEmail('signin');
  await registerConfirmed(page, { email, password, displayName: 'Bea Signin' });
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await signedInName(page)).toBeNull();

  await page.goto('/email-login');
  await field(page, text('emailAuth.email')).fill(email);
  await field(page, text('emailAuth.password')).fill('not the password');
  await page.getByRole('button', { name: text('emailAuth.signIn'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('errors.api.bad_credentials') })).toBeFocused();
  await checkAndShootBothSchemes(page, 'email-login-wrong-password');

  await field(page, text('emailAuth.password')).fill(password);
  await page.getByRole('button', { name: text('emailAuth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText('Bea Signin');
});

test("a sign-in after a visitor's run keeps the account's own save of the game, with no refused request and no console error", async ({ page }) => {
  const email = uniqueEmail('save-meets');
  await registerConfirmed(page, { email, password, displayName: 'Sam Saves' });
  await callApi(page, 'POST', '/api/games/levels/save', { baseVersion: 0, data: { unlocked: 4 } });
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  // What a visitor's run of Levels leaves in this browser (play.spec.ts plays one).
  await page.evaluate(() => {
    localStorage.setItem('game-save:levels', JSON.stringify({ version: 1, data: { unlocked: 2 } }));
  });
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/save') && response.status() >= 400) refused.push(`${String(response.status())} ${response.url()}`);
  });

  await page.goto('/email-login');
  await field(page, text('emailAuth.email')).fill(email);
  await field(page, text('emailAuth.password')).fill(password);
  await page.getByRole('button', { name: text('emailAuth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The account's save wins: the browser's is dropped, and nothing was refused on the way.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('game-save:levels'))).toBeNull();
  expect(await callApi(page, 'GET', '/api/games/levels/save')).toMatchObject({ save: { version: 1, data: { unlocked: 4 } } });
  expect(refused).toEqual([]);
  expect(said.filter((line) => /409|Conflict|save/i.test(line))).toEqual([]);
});

test('forgot password: the reset mail, a new password, signed in; the link works only once', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerConfirmed(page, { email, password, displayName: 'Cleo Reset' });
  await callApi(page, 'POST', '/api/auth/logout');

  await page.goto('/email-login');
  await page.getByRole('link', { name: text('emailAuth.forgotLink') }).click();
  await field(page, text('emailAuth.email')).fill(email);
  await page.getByRole('button', { name: text('emailAuth.sendResetLink') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('emailAuth.resetSent') })).toBeFocused();
  await checkAndShootBothSchemes(page, 'email-login-reset-sent');

  const link = linkIn(await nextMail(email), '/email-login');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: text('emailAuth.resetHeading') })).toBeVisible();
  await checkAndShootBothSchemes(page, 'email-login-reset-form');
  await field(page, text('emailAuth.newPassword')).fill('a brand new passphrase');
  await page.getByRole('button', { name: text('emailAuth.setPassword') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('emailAuth.resetDone') })).toBeFocused();
  expect(await signedInName(page)).toBe('Cleo Reset');

  await page.goto(link.pathname + link.search);
  await field(page, text('emailAuth.newPassword')).fill('yet another passphrase');
  await page.getByRole('button', { name: text('emailAuth.setPassword') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('errors.api.link_invalid') })).toBeFocused();
  await checkAndShootBothSchemes(page, 'email-login-reset-link-used');
});

test('change password: the current one is checked, a common one refused, then it changes', async ({ page }) => {
  const email = uniqueEmail('change');
  await registerConfirmed(page, { email, password, displayName: 'Dora Change' });
  await page.goto('/change-password');
  const current = field(page, text('emailAuth.currentPassword'));
  const next = field(page, text('emailAuth.newPassword'));
  const submit = page.getByRole('button', { name: text('emailAuth.changePassword') });
  await checkAndShootBothSchemes(page, 'change-password-form');

  await current.fill('not the password');
  await next.fill('a fresh passphrase here');
  await submit.click();
  // Beside the field it is about: this form has no e-mail, so not the sign-in's "Wrong e-mail or password."
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription(text('emailAuth.currentPasswordWrong'));
  await expect(page.getByText(text('errors.api.bad_credentials'))).toHaveCount(0);

  await current.fill(password);
  await next.fill('password123');
  await submit.click();
  await expect(page.getByText(text('errors.api.weak_password'))).toBeVisible();
  await expect(next).toBeFocused();

  await next.fill('a fresh passphrase here');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: text('emailAuth.passwordChanged') })).toBeFocused();
  await checkAndShootBothSchemes(page, 'change-password-done');
  await callApi(page, 'POST', '/api/auth/logout');
  await callApi(page, 'POST', '/api/auth/email/login', { email, password: 'a fresh passphrase here' });
  expect(await signedInName(page)).toBe('Dora Change');
});
