import { expect, test } from './support/test.ts';
import { signInWithGoogle } from './support/account.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// The account pages' other states: signed in on /login, no server, signed out, empty forms.

test('/login lists every way the server enables', async ({ page }) => {
  await page.goto('/login');
  const ways = page.getByRole('main').getByRole('listitem');
  await expect(ways).toHaveText([/^Wallet/, /^E-mail/, /^Telegram/, /^Google/, /^Apple/, /^Apple on iOS/]);
});

test('/login still offers the wallet and e-mail when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  const ways = page.getByRole('main').getByRole('listitem');
  await expect(ways).toHaveText([new RegExp(`^${text('login.methods.walletLogin.title')}`), new RegExp(`^${text('login.methods.emailLogin.title')}`)]);
});

test('/login when signed in says so, with the profile and sign-out a click away', async ({ page }) => {
  const user = uniqueEmail('login').split('@')[0] ?? 'login';
  await signInWithGoogle(page, user);
  await page.goto('/login');
  await expect(page.getByRole('status').filter({ hasText: text('login.signedInAs').replace('{{name}}', `Test user ${user}`) })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('login.toProfile') })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('main').getByRole('link', { name: text('titles.logout') })).toHaveAttribute('href', '/logout');
  await checkAndShootBothSchemes(page, 'login-signed-in');
});

test('the header offers "Sign in" only when signed out, and the footer "Sign out" only when signed in', async ({ page }) => {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
  await page.goto('/');
  await sessionChecked;
  await expect(header.getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', '/login');
  await expect(footer.getByRole('link', { name: text('titles.logout') })).toHaveCount(0);

  await signInWithGoogle(page, uniqueEmail('header').split('@')[0] ?? 'header');
  await expect(footer.getByRole('link', { name: text('titles.logout') })).toBeVisible();
  await expect(header.getByRole('link', { name: text('nav.login') })).toHaveCount(0);

  await footer.getByRole('link', { name: text('titles.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: text('nav.login') })).toBeVisible();
  await expect(footer.getByRole('link', { name: text('titles.logout') })).toHaveCount(0);
});

test("the home's Account tab offers sign-in and sign-up only when signed out", async ({ page }) => {
  const accountTab = async () => {
    await page.getByRole('tab', { name: text('home.tabs.account.label') }).click();
    return page.getByRole('tabpanel', { name: text('home.tabs.account.label') });
  };
  const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
  await page.goto('/');
  await sessionChecked;
  let panel = await accountTab();
  await expect(panel.getByText(text('home.tabs.account.text'))).toBeVisible();
  await expect(panel.getByRole('link', { name: text('titles.login') })).toHaveAttribute('href', '/login');
  await expect(panel.getByRole('link', { name: text('titles.emailRegister') })).toHaveAttribute('href', '/email-register');

  await signInWithGoogle(page, uniqueEmail('account-tab').split('@')[0] ?? 'account-tab');
  await page.goto('/');
  panel = await accountTab();
  await expect(panel.getByText(text('home.tabs.account.textSignedIn'))).toBeVisible();
  await expect(panel.getByRole('link', { name: text('titles.profile') })).toHaveAttribute('href', '/profile');
  await expect(panel.getByRole('link', { name: text('titles.login') })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: text('titles.emailRegister') })).toHaveCount(0);
});

test('/change-password signed out: an invitation to sign in, not an error', async ({ page }) => {
  await page.goto('/change-password');
  await expect(page.getByText(text('emailAuth.changePasswordSignIn'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'change-password-signed-out');
});

test('/email-login: an empty form names each missing field, and focus goes to the first', async ({ page }) => {
  await page.goto('/email-login');
  await page.getByRole('button', { name: text('emailAuth.signIn'), exact: true }).click();
  const email = page.getByLabel(text('emailAuth.email'), { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(text('forms.required'));
  await expect(page.getByLabel(text('emailAuth.password'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await checkAndShootBothSchemes(page, 'email-login-empty');
});

test('/email-login in Spanish: the forgot-password form', async ({ page }) => {
  await page.goto('/email-login?forgot=1&lng=es');
  await expect(page.getByRole('heading', { name: text('emailAuth.forgotHeading', 'es') })).toBeVisible();
  await expect(page.getByLabel(text('emailAuth.email', 'es'), { exact: true })).toBeVisible();
  await checkAndShootBothSchemes(page, 'email-login-forgot-es');
});
