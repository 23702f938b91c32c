import { randomInt } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed, sendRegistrationForm } from './support/account.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { signedLaunchHash, telegramTestUser } from './support/sign-in-helpers.ts';
import { darkTheme, installTelegramBridge } from './support/telegram.ts';
import { text } from './support/translations.ts';

// /invite-users end to end: the account's own link, a friend who opens it and registers, the
// list of invited people, and the page's other states (signed out, loading, failed).

const password = 'violet tractor anchors 42';
const sentence = (key: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), text(key));
const invitedPeople = (page: Page) => page.getByRole('region', { name: text('invite.peopleHeading') }).getByRole('listitem');

interface InvitesAnswer {
  code: string;
  inviteeCount: number;
  invitedBy: { displayName: string } | null;
}

/** A new account signed in on `page` through the e-mail flow, on its /invite-users page. */
async function inviterOnInvitePage(page: Page, displayName: string): Promise<void> {
  await registerConfirmed(page, { email: uniqueEmail('inviter'), password, displayName });
  await page.goto('/invite-users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.inviteUsers'));
}

/** Copies the link with the page's button and reads it back from the clipboard. */
async function copyInviteLink(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: text('invite.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('invite.copied') })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A new visitor, in a browser of its own, opens `link` and registers with e-mail through the site's form. */
async function registerThroughLink(browser: Browser, link: string, inviterName: string, displayName: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  // The friend reads who invited them: the live page, which keeps the link's code for the sign-up.
  await expect(page.getByRole('heading', { name: sentence('invite.welcome.heading', { name: inviterName }) })).toBeVisible();
  await page.goto('/email-register');
  const email = uniqueEmail('invitee');
  await sendRegistrationForm(page, { email, password, displayName });
  // The mailed link is opened in yet another browser: the invite travels in the registration.
  const verify = linkIn(await nextMail(email), '/email-register');
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(verify.pathname + verify.search);
  await expect(elsewhere).toHaveURL(/\/profile$/);
  await elsewhere.context().close();
  await context.close();
}

test('signed out: why there is no link, and the way to sign in', async ({ page }) => {
  await page.goto('/invite-users');
  await expect(page.getByText(text('invite.signInToInvite'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('region', { name: text('invite.rulesHeading') })).toContainText(sentence('invite.ruleReward', { points: '100' }));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'invite-users-signed-out');
});

test("a friend who opens the account's link and registers is listed as waiting for a first game; the account's own link invites nobody", async ({ page, browser }) => {
  await inviterOnInvitePage(page, 'Ada Inviter');
  await expect(page.getByText(text('invite.nobodyYet'))).toBeVisible();
  const link = await copyInviteLink(page);
  const { code } = await callApi<InvitesAnswer>(page, 'GET', '/api/invites');
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  expect(link).toBe(new URL(`/?ref=${code}`, page.url()).href);
  await expect(page.getByLabel(text('invite.linkLabel'))).toHaveValue(link);

  await registerThroughLink(browser, link, 'Ada Inviter', 'Bea Invited');
  await page.reload();
  await expect(invitedPeople(page)).toHaveCount(1);
  await expect(invitedPeople(page)).toContainText('Bea Invited');
  await expect(invitedPeople(page)).toContainText(text('invite.state.waiting_first_run'));
  await expect(page.getByText(sentence('invite.peopleCount_one', { formatted: '1' }))).toBeVisible();
  await checkAndShootBothSchemes(page, 'invite-users-one-invited');

  // Ada opens her own link while signed in: she does not become her own invitee, and the site forgets the code.
  await page.goto(link);
  await page.goto('/invite-users');
  await expect(invitedPeople(page)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('site.referrer'))).toBeNull();
  expect(await callApi<InvitesAnswer>(page, 'GET', '/api/invites')).toMatchObject({ inviteeCount: 1, invitedBy: null });
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'site_invite')).toBeUndefined();
});

test('inside Telegram: the link opens the mini app, and a friend who starts it from the link is listed', async ({ page, browser }) => {
  await inviterOnInvitePage(page, 'Cy Telegram');
  const { code } = await callApi<InvitesAnswer>(page, 'GET', '/api/invites');

  const friend = await (await browser.newContext()).newPage();
  await installTelegramBridge(friend);
  const userId = randomInt(1_000_000, 2_000_000_000);
  const signIn = friend.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app'));
  await friend.goto(`/invite-users${signedLaunchHash({ userId, theme: darkTheme, startParam: code })}`);
  expect((await signIn).status()).toBe(200);
  // The friend's own page inside Telegram: its link opens the mini app with its own code.
  await expect(friend.getByLabel(text('invite.linkLabel'))).toHaveValue(/^https:\/\/t\.me\/CoreGamesTestBot\/play\?startapp=[0-9A-HJKMNP-TV-Z]{10}$/);
  expect(await callApi<InvitesAnswer>(friend, 'GET', '/api/invites')).toMatchObject({ invitedBy: { displayName: 'Cy Telegram' } });
  await expect(friend.getByText(sentence('invite.invitedBy', { name: 'Cy Telegram' }))).toBeVisible();
  await friend.context().close();

  await page.reload();
  const { first_name, last_name } = telegramTestUser(userId);
  await expect(invitedPeople(page)).toContainText(`${first_name} ${last_name}`);
});

test('loading, then a server that fails: the page says so and tries again', async ({ page }) => {
  await inviterOnInvitePage(page, 'Dee Loading');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/invites', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  await page.reload();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: text('common.loading') })).toBeVisible();
  await checkAndShootBothSchemes(page, 'invite-users-loading');
  release();

  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await checkAndShootBothSchemes(page, 'invite-users-failed');
  await page.unroute('**/api/invites');
  await alert.getByRole('button', { name: text('common.retry') }).click();
  await expect(page.getByText(text('invite.nobodyYet'))).toBeVisible();
  await expect(page.getByRole('region', { name: text('invite.rewardsHeading') })).toContainText(sentence('invite.rewardsLeftTodayValue', { left: '50', limit: '50' }));
  await checkAndShootBothSchemes(page, 'invite-users-empty');
});

test('entering a code after signing up without the link: a wrong code is named at the field, then a real one is saved', async ({ page, browser }) => {
  const inviterPage = await (await browser.newContext()).newPage();
  await inviterOnInvitePage(inviterPage, 'Eve Earlier');
  const { code } = await callApi<InvitesAnswer>(inviterPage, 'GET', '/api/invites');
  await inviterPage.context().close();

  await inviterOnInvitePage(page, 'Fay Later');
  const form = page.getByRole('region', { name: text('invite.acceptHeading') });
  const field = form.getByLabel(text('invite.codeLabel'));
  await field.fill('ZZZZZZZZZZ');
  await form.getByRole('button', { name: text('invite.accept') }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(text('errors.api.invite_unknown').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await checkAndShootBothSchemes(page, 'invite-users-accept-unknown');

  await field.fill(code);
  await form.getByRole('button', { name: text('invite.accept') }).click();
  await expect(page.getByRole('status').filter({ hasText: sentence('invite.accepted', { name: 'Eve Earlier' }) })).toBeFocused();
  expect(await callApi<InvitesAnswer>(page, 'GET', '/api/invites')).toMatchObject({ invitedBy: { displayName: 'Eve Earlier' } });
});
