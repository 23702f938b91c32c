import { type CDPSession, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed, signedInName } from './support/account.ts';
import { shootArtifacts } from './support/artifacts.ts';
import { uniqueEmail } from './support/mail.ts';
import { sitePort } from './support/ports.mjs';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp, totpCode } from './support/second-factor.ts';
import { text } from './support/translations.ts';
import { setSiteScheme } from './support/site-scheme.ts';

// Passkeys end to end in Chromium with its virtual authenticator (DevTools' WebAuthn domain: a
// platform authenticator that keeps discoverable credentials and verifies the user at once).
// WebAuthn needs a domain name, so these pages are opened at localhost, which the e2e game server
// has as its passkeys' domain (global-setup.ts: EXTRA_ORIGINS); the other specs use 127.0.0.1.

const siteOnLocalhost = `http://localhost:${sitePort}`;
test.use({ baseURL: siteOnLocalhost });

const password = 'lantern orchard pebbles 52';

/** A translation with any value in its {{placeholders}}, as a whole-text pattern. */
const pattern = (key: string): RegExp => new RegExp(`^${text(key).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`);

/** A translation with its {{values}} filled in. */
const filled = (key: string, values: Record<string, string>): string => Object.entries(values).reduce((sentence, [name, value]) => sentence.replaceAll(`{{${name}}}`, value), text(key));

interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  credentials: () => Promise<{ credentialId: string; isResidentCredential: boolean; signCount: number }[]>;
}

/** A virtual platform authenticator in this page's browser: passkeys made and used without a prompt. */
async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId, credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** The section alone, close up, on a phone and a desktop in both schemes (artifacts/<name>-<size>-<scheme>.png), after the full pages of checkAndShootBothSchemes. */
async function shootCloseUp(page: Page, section: Locator, name: string): Promise<void> {
  if (!shootArtifacts) return;
  for (const scheme of ['light', 'dark'] as const) {
    await setSiteScheme(page, scheme);
    for (const [size, viewport] of [['mobile', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
      await page.setViewportSize(viewport);
      await section.screenshot({ path: `artifacts/${name}-${size}-${scheme}.png`, animations: 'disabled', caret: 'hide' });
    }
  }
}

const passkeysSection = (page: Page) => page.getByRole('region', { name: text('passkeys.heading') });
const passkeyRows = (page: Page) => passkeysSection(page).getByRole('list').getByRole('listitem');

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await signedInName(page)).toBeNull();
}

/** Adds a passkey from /setting (open on `page`) as a person does, named `name` or left to the server. */
async function addPasskeyInSettings(page: Page, name?: string): Promise<void> {
  const form = passkeysSection(page).getByRole('form', { name: text('passkeys.add') });
  if (name !== undefined) await form.getByLabel(text('passkeys.nameLabel')).fill(name);
  await form.getByRole('button', { name: text('passkeys.add') }).click();
}

test('add a passkey in /setting, sign out, sign in with it on /login, rename it and remove it', async ({ page }) => {
  test.slow(); // a whole journey: two sign-ups' worth of pages and two sign-ins
  const authenticator = await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey');
  await registerConfirmed(page, { email, password, displayName: 'Paula Passkey' });

  await page.goto('/setting');
  await expect(passkeysSection(page)).toContainText(text('passkeys.none'));
  await addPasskeyInSettings(page);
  // Left without a name, the server names it after the browser and system that made it.
  await expect(passkeyRows(page)).toHaveCount(1);
  const defaultName = (await passkeyRows(page).locator('strong').innerText()).trim();
  expect(defaultName).toMatch(/\S/);
  await expect(passkeysSection(page).getByRole('status')).toHaveText(filled('passkeys.added', { name: defaultName }));
  await expect(passkeyRows(page).locator('.hint')).toHaveText(pattern('passkeys.addedNeverUsed'));
  const stored = await authenticator.credentials();
  expect(stored).toHaveLength(1);
  expect(stored[0]?.isResidentCredential).toBe(true);
  // The passkey is listed once, in its own section, not again among the other ways to sign in.
  await expect(page.getByRole('region', { name: text('account.identities') }).getByText(text('account.kinds.passkey'), { exact: true })).toHaveCount(0);

  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: text('passkeys.signIn') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await signedInName(page)).toBe('Paula Passkey');
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(stored[0]?.signCount ?? 0);

  await page.goto('/setting');
  await expect(passkeyRows(page).locator('.hint')).toHaveText(pattern('passkeys.addedAndUsed'));

  // Rename: the name opens in place, selected; Enter saves, and the focus returns to "Rename".
  await passkeysSection(page).getByRole('button', { name: filled('passkeys.renameOne', { name: defaultName }) }).click();
  const newName = passkeysSection(page).getByLabel(text('passkeys.newName'));
  await expect(newName).toBeFocused();
  await expect(newName).toHaveValue(defaultName);
  await page.keyboard.type('Work laptop');
  await page.keyboard.press('Enter');
  await expect(passkeysSection(page).getByRole('status')).toHaveText(filled('passkeys.renamed', { name: 'Work laptop' }));
  await expect(passkeysSection(page).getByRole('button', { name: filled('passkeys.renameOne', { name: 'Work laptop' }) })).toBeFocused();
  await page.reload();
  await expect(passkeyRows(page).locator('strong')).toHaveText('Work laptop');

  // Remove, after a question; the passkey signs in no more, and /login says why.
  await passkeysSection(page).getByRole('button', { name: filled('passkeys.removeOne', { name: 'Work laptop' }) }).click();
  const question = passkeysSection(page).getByRole('group', { name: filled('passkeys.confirmRemoveOne', { name: 'Work laptop' }) });
  await question.getByRole('button', { name: text('settings.remove'), exact: true }).click();
  await expect(passkeysSection(page).getByRole('status')).toHaveText(filled('passkeys.removed', { name: 'Work laptop' }));
  await expect(passkeysSection(page)).toContainText(text('passkeys.none'));

  await signOut(page);
  await page.goto('/login');
  const button = page.getByRole('button', { name: text('passkeys.signIn') });
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(text('errors.api.passkey_unknown'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(button).toBeVisible();
});

test('the passkeys section on a phone and a desktop, light and dark: listed, and renamed in place', async ({ page }) => {
  test.slow(); // screenshots in both schemes and sizes, twice
  await addVirtualAuthenticator(page);
  await registerConfirmed(page, { email: uniqueEmail('passkey-pictures'), password, displayName: 'Pia Pictures' });
  await page.goto('/setting');
  await addPasskeyInSettings(page, 'Work laptop');
  await expect(passkeyRows(page)).toHaveCount(1);
  await checkAndShootBothSchemes(page, 'passkeys-setting');
  await shootCloseUp(page, passkeysSection(page), 'passkeys-section');

  await passkeysSection(page).getByRole('button', { name: filled('passkeys.renameOne', { name: 'Work laptop' }) }).click();
  await expect(passkeysSection(page).getByLabel(text('passkeys.newName'))).toBeFocused();
  await checkAndShootBothSchemes(page, 'passkeys-setting-rename');
  await shootCloseUp(page, passkeysSection(page), 'passkeys-section-rename');
});

test('one passkey per device, Escape leaves a rename, and the last way to sign in is kept: a passkey alone is not offered for removal', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await registerConfirmed(page, { email: uniqueEmail('passkey-last'), password, displayName: 'Lena Last' });
  await page.goto('/setting');
  await addPasskeyInSettings(page, 'Only key');
  await expect(passkeyRows(page)).toHaveCount(1);
  // The same device again: the browser refuses (the server listed its passkey as excluded), and the form says so.
  await addPasskeyInSettings(page, 'Second');
  const addForm = passkeysSection(page).getByRole('form', { name: text('passkeys.add') });
  await expect(addForm.getByRole('alert')).toHaveText(text('passkeys.failures.already-registered'));
  await expect(addForm.getByRole('alert')).toBeFocused();
  await expect(passkeyRows(page)).toHaveCount(1);

  // Rename opened and left with Escape: nothing changes, and the focus is back on "Rename".
  const rename = passkeysSection(page).getByRole('button', { name: filled('passkeys.renameOne', { name: 'Only key' }) });
  await rename.click();
  await expect(passkeysSection(page).getByLabel(text('passkeys.newName'))).toBeFocused();
  await page.keyboard.type('Not saved');
  await page.keyboard.press('Escape');
  await expect(rename).toBeFocused();
  await expect(passkeyRows(page).locator('strong')).toHaveText('Only key');

  const identities = page.getByRole('region', { name: text('account.identities') });
  await identities.getByRole('button', { name: new RegExp(`^${text('settings.remove')} `) }).click();
  await identities.getByRole('button', { name: text('settings.remove'), exact: true }).click();
  await expect(identities.getByRole('status')).toContainText(text('account.kinds.email'));

  // The passkey is now the only way to sign in: it is not offered for removal, and the page says why.
  await expect(passkeysSection(page).getByRole('button', { name: filled('passkeys.removeOne', { name: 'Only key' }) })).toHaveCount(0);
  await expect(passkeyRows(page)).toHaveCount(1);
  await expect(passkeyRows(page)).toContainText(text('settings.onlyWay'));
});

test('a passkey sign-in of an account with two-step sign-in continues on /second-factor', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await registerConfirmed(page, { email: uniqueEmail('passkey-two-step'), password, displayName: 'Tomas Twofactor' });
  const { secret } = await enableTotp(page);
  await page.goto('/setting');
  await addPasskeyInSettings(page, 'Phone');
  await expect(passkeyRows(page)).toHaveCount(1);

  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: text('passkeys.signIn') }).click();
  await expect(page).toHaveURL(/\/second-factor$/);
  expect(await signedInName(page)).toBeNull();
  await page.getByLabel(text('secondFactor.codeLabel'), { exact: true }).fill(totpCode(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  expect(await signedInName(page)).toBe('Tomas Twofactor');
});

// Chromium's virtual authenticator answers a conditional request (the autofill) by itself with the
// passkey it holds, as a person picking it in the e-mail field's suggestions would.
test('the passkey autofill of the e-mail field signs in; a passkey the account no longer has is said, and the password still works', async ({ page }) => {
  await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey-autofill');
  await registerConfirmed(page, { email, password, displayName: 'Alba Autofill' });
  await page.goto('/setting');
  await addPasskeyInSettings(page, 'Laptop');
  await expect(passkeyRows(page)).toHaveCount(1);
  await signOut(page);

  const conditional = page.waitForRequest((request) => request.url().endsWith('/api/auth/passkeys/authentication/verify'));
  await page.goto('/email-login');
  await conditional;
  await expect(page).toHaveURL(/\/profile$/);
  expect(await signedInName(page)).toBe('Alba Autofill');

  await page.goto('/setting');
  await passkeysSection(page).getByRole('button', { name: filled('passkeys.removeOne', { name: 'Laptop' }) }).click();
  await passkeysSection(page).getByRole('button', { name: text('settings.remove'), exact: true }).click();
  await expect(passkeysSection(page)).toContainText(text('passkeys.none'));
  await signOut(page);

  await page.goto('/email-login');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(text('errors.api.passkey_unknown'));
  await expect(page).toHaveURL(/\/email-login$/);
  const form = page.getByRole('form', { name: text('titles.emailLogin') });
  await expect(form.getByLabel(text('emailAuth.email'), { exact: true })).toHaveAttribute('autocomplete', 'username webauthn');
  await form.getByLabel(text('emailAuth.email'), { exact: true }).fill(email);
  await form.getByLabel(text('emailAuth.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text('emailAuth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await signedInName(page)).toBe('Alba Autofill');
});

test('a closed passkey prompt on /login is a calm note, and the button is there to try again', async ({ page }) => {
  test.slow(); // screenshots in both schemes and sizes, twice
  const authenticator = await addVirtualAuthenticator(page);
  // The person does not confirm (no fingerprint, no PIN): the browser gives no passkey.
  await authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.authenticatorId, isUserVerified: false });
  await page.goto('/login');
  await checkAndShootBothSchemes(page, 'passkeys-login');
  const button = page.getByRole('button', { name: text('passkeys.signIn') });
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: text('passkeys.failures.cancelled') })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(button).toBeFocused();
  await checkAndShootBothSchemes(page, 'passkeys-login-cancelled');
  expect(await signedInName(page)).toBeNull();
});

test.describe('on the site’s IP address, not the passkeys’ domain', () => {
  test.use({ baseURL: `http://127.0.0.1:${sitePort}` });

  test('/login offers no passkey, the e-mail field still asks for the autofill, /setting says where passkeys are added', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: new RegExp(text('login.methods.emailLogin.title')) })).toBeVisible();
    await expect(page.getByRole('button', { name: text('passkeys.signIn') })).toHaveCount(0);
    await page.goto('/email-login');
    await expect(page.getByLabel(text('emailAuth.email'), { exact: true })).toHaveAttribute('autocomplete', 'username webauthn');

    await registerConfirmed(page, { email: uniqueEmail('passkey-ip'), password, displayName: 'Ivo Address' });
    await page.goto('/setting');
    await expect(passkeysSection(page)).toContainText(text('passkeys.none'));
    await expect(passkeysSection(page)).toContainText(filled('passkeys.otherHost', { host: 'localhost' }));
    await expect(passkeysSection(page).getByRole('button', { name: text('passkeys.add') })).toHaveCount(0);
  });
});
