import { expect, test } from './support/test.ts';
import { callApi, signedInName, signInWithGoogle } from './support/account.ts';
import { nextMail, uniqueEmail } from './support/mail.ts';
import { pictureDevices } from './support/pictures.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { sentence, text } from './support/translations.ts';

// /setting and /logout against the real game server: the name, the ways to sign in, the sessions.

const password = 'violet tractor anchors 42';

/** A person id at the local Google stand-in, new for each test (the account is named "Test user <id>"). */
const googleUser = (label: string): string => uniqueEmail(label).split('@')[0] ?? label;

test('rename: the new name is saved, said, and shown on the profile', async ({ page }) => {
  const user = googleUser('rename');
  await signInWithGoogle(page, user);
  await page.goto('/setting');
  const name = page.getByLabel(text('account.displayName'));
  await expect(name).toHaveValue(`Test user ${user}`);
  await checkAndShootBothSchemes(page, 'setting-signed-in');
  await name.fill('New Name');
  await page.getByRole('button', { name: text('account.saveName') }).click();
  await expect(page.getByRole('status').filter({ hasText: sentence('account.nameSaved', { name: 'New Name' }) })).toBeFocused();
  expect(await signedInName(page)).toBe('New Name');
  await page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.profile') }).click();
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText('New Name');
});

test('a name pasted past its limit is kept whole and named too long, not cut, and not sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = googleUser('paste');
  await signInWithGoogle(page, user);
  await page.goto('/setting');
  const name = page.getByLabel(text('account.displayName'));
  await expect(name).toHaveValue(`Test user ${user}`);
  const pasted = 'A name far longer than the forty characters it may have';
  await page.evaluate((value) => navigator.clipboard.writeText(value), pasted);
  await name.selectText();
  await name.press('ControlOrMeta+V');
  await expect(name).toHaveValue(pasted);
  const tooLong = sentence('forms.tooLong_other', { count: String(pasted.length), max: '40' });
  await expect(name).toHaveAccessibleDescription(new RegExp(tooLong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await checkAndShootBothSchemes(page, 'setting-name-too-long');

  await page.getByRole('button', { name: text('account.saveName') }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(pasted);
  expect(await signedInName(page)).toBe(`Test user ${user}`);
});

test('an account that signs in with Google adds an e-mail by the mailed link, then removes Google', async ({ page }) => {
  const email = uniqueEmail('link');
  await signInWithGoogle(page, googleUser('link'));
  await page.goto('/setting');
  const identities = page.getByRole('region', { name: text('account.identities') });
  const identityList = identities.getByRole('list', { name: text('account.identities') });
  await expect(identityList.getByRole('listitem')).toHaveCount(1);
  await expect(identityList.getByRole('listitem')).toContainText(text('account.kinds.google'));

  const addEmail = identities.getByRole('form', { name: text('settings.addEmail') });
  await addEmail.getByLabel(text('emailAuth.email'), { exact: true }).fill(email);
  await addEmail.getByLabel(text('emailAuth.password'), { exact: true }).fill(password);
  await addEmail.getByRole('button', { name: text('settings.addEmailSubmit') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('settings.emailLinkSent') })).toBeFocused();

  const [link] = (await nextMail(email)).links;
  if (!link) throw new Error('The message has no link.');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: text('account.heading') })).toContainText(email);

  await page.goto('/setting');
  await expect(identityList.getByRole('listitem')).toHaveCount(2);
  const removeGoogle = identities.getByRole('button', { name: new RegExp(`^${text('settings.remove')} ${text('account.kinds.google')}`) });
  const confirm = identities.getByRole('button', { name: text('settings.remove'), exact: true });
  const cancel = identities.getByRole('button', { name: text('settings.cancel') });
  // The question starts on the safe answer; Cancel gives the focus back to the button that asked.
  await removeGoogle.click();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(removeGoogle).toBeFocused();
  await removeGoogle.click();
  await expect(cancel).toBeFocused();
  await checkAndShootBothSchemes(page, 'setting-confirm-remove');
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: text('account.kinds.google') })).toBeFocused();
  await expect(identityList.getByRole('listitem')).toHaveCount(1);
  await expect(identityList.getByRole('listitem')).toContainText(email);
  // The e-mail and password now sign in to this same account.
  await callApi(page, 'POST', '/api/auth/logout');
  await callApi(page, 'POST', '/api/auth/email/login', { email, password });
  expect(await signedInName(page)).not.toBeNull();
});

for (const language of ['en', 'es'] as const) {
  test(`the only way to sign in is never offered for removal, on a phone in ${language}; the server refuses it with its code`, async ({ browser }) => {
    const context = await browser.newContext({ ...pictureDevices.phone, locale: language === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    await signInWithGoogle(page, googleUser(`last-${language}`));
    await page.goto('/setting');
    const identities = page.getByRole('region', { name: text('account.identities', language) });
    const identityList = identities.getByRole('list', { name: text('account.identities', language) });
    await expect(identityList.getByRole('listitem')).toHaveCount(1);
    await expect(identityList.getByRole('listitem')).toContainText(text('settings.onlyWay', language));
    await expect(identities.getByRole('button', { name: new RegExp(`^${text('settings.remove', language)}`) })).toHaveCount(0);
    await checkAndShootBothSchemes(page, `setting-only-way-${language}`);

    // Asked all the same (an old page, another client), the server keeps it and says why.
    const { account } = await callApi<{ account: { identities: { id: string }[] } }>(page, 'GET', '/api/session');
    const refused = await page.request.delete(`/api/account/identities/${account.identities[0]?.id ?? ''}`, { headers: { 'x-site-request': '1' } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'last_identity' } });
    await context.close();
  });
}

// Two browsers that name themselves differently: the server reads each session's User-Agent.
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const safariOnMacos = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

test('sessions: each names its browser and system; another one, then all the others, are signed out from here', async ({ browser }) => {
  const user = googleUser('sessions');
  const hereContext = await browser.newContext({ userAgent: chromeOnWindows });
  const otherContext = await browser.newContext({ userAgent: firefoxOnAndroid });
  const thirdContext = await browser.newContext({ userAgent: safariOnMacos });
  const page = await hereContext.newPage();
  const other = await otherContext.newPage();
  const third = await thirdContext.newPage();
  await signInWithGoogle(page, user);
  await signInWithGoogle(third, user);
  await signInWithGoogle(other, user);
  expect(await signedInName(other)).toBe(`Test user ${user}`);

  await page.goto('/setting');
  const sessions = page.getByRole('region', { name: text('settings.sessions') });
  const list = sessions.getByRole('list', { name: text('settings.sessions') });
  const here = sentence('settings.browserOn', { browser: 'Chrome', system: 'Windows' });
  const there = sentence('settings.browserOn', { browser: 'Firefox', system: 'Android' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // This device first, then the others, the most recently used first.
  await expect(list.getByRole('listitem').nth(0)).toContainText(`${here}${text('settings.thisDevice')}`);
  await expect(list.getByRole('listitem').nth(1)).toContainText(there);
  await expect(list.getByRole('listitem').nth(2)).toContainText(sentence('settings.browserOn', { browser: 'Safari', system: 'macOS' }));
  await expect(list.getByRole('listitem').filter({ hasText: text('settings.thisDevice') })).toHaveCount(1);
  // Each "Sign out" names its session: this device's, and the other's with when it started.
  await expect(list.getByRole('link', { name: sentence('settings.signOutThisDevice', { device: here }) })).toBeVisible();
  const signOutThere = list.getByRole('button', { name: new RegExp(`^${text('settings.signOut')} ${there}, `) });
  await expect(signOutThere).toBeVisible();
  await checkAndShootBothSchemes(page, 'setting-sessions');

  await signOutThere.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: text('settings.sessionRevoked') })).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await signedInName(other)).toBeNull();
  await other.goto('/');
  await expect(other.getByRole('banner').getByRole('link', { name: text('nav.login') })).toBeVisible();
  expect(await signedInName(third)).toBe(`Test user ${user}`);
  await otherContext.close();

  await sessions.getByRole('button', { name: text('settings.signOutOthers') }).click();
  await expect(page.getByRole('status').filter({ hasText: sentence('settings.otherSessionsRevoked_one', { count: '1' }) })).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: text('settings.signOutOthers') })).toHaveCount(0);
  expect(await signedInName(third)).toBeNull();
  expect(await signedInName(page)).toBe(`Test user ${user}`);
  await thirdContext.close();

  await page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.profile') }).click();
  await expect(page.getByText(sentence('account.sessionsCount_one', { count: '1' }))).toBeVisible();
  await page.getByRole('link', { name: text('account.manageSessions') }).click();
  await expect(page).toHaveURL(/\/setting#settings-sessions$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await hereContext.close();
});

test('sessions in Spanish: the device and dates read in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: firefoxOnAndroid });
  const page = await context.newPage();
  await signInWithGoogle(page, googleUser('sessions-es'));
  const { sessions } = await callApi<{ sessions: { current: boolean; createdAt: string }[] }>(page, 'GET', '/api/account/sessions');
  const createdAt = sessions.find((session) => session.current)?.createdAt ?? '';
  await page.goto('/setting?lng=es');
  const item = page.getByRole('list', { name: 'Sesiones' }).getByRole('listitem');
  await expect(item).toContainText('Firefox en Android');
  await expect(item).toContainText('Este navegador');
  await expect(item).toContainText('Red 127.0.0.0/24');
  await expect(item).toContainText('activa ahora');
  const started = await page.evaluate((iso) => new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), createdAt);
  await expect(item).toContainText(`Sesión iniciada el ${started}`);
  await expect(item.getByRole('link', { name: 'Cerrar sesión: Firefox en Android, este navegador' })).toBeVisible();
  await checkAndShootBothSchemes(page, 'setting-sessions-es');
  await context.close();
});

test('/logout ends the session on the server and returns home', async ({ page }) => {
  await signInWithGoogle(page, googleUser('logout'));
  await page.getByRole('contentinfo').getByRole('link', { name: text('titles.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await signedInName(page)).toBeNull();
  await page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.profile') }).click();
  await expect(page.getByText(text('account.signInToSee'))).toBeVisible();
});
