import { type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { sendRegistrationForm } from './support/account.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// Journey (issue 19): an inviter and the friend who joins, on a phone, through the UI only. The
// inviter signs up and copies the invite link; the friend opens it in a browser of their own,
// sees who invited them and what to do, signs up, plays level 1 to a finished run; the inviter
// then sees the friend and the invite points on /invite-users. The only thing read outside the
// browser is the confirmation mail the local SMTP server received.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const password = 'correct horse battery staple';
const fill = (key: string, values: Record<string, string | number>): string => text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test.setTimeout(180_000);

/** The box `locator` is drawn in; fails the test when it is not drawn. */
async function drawnBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} is drawn`).not.toBeNull();
  return box as { x: number; y: number; width: number; height: number };
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(phone);
}

/** Signs up with e-mail as a visitor does: /login, "Create an account" (unless already on the form), the form, the mailed link. */
async function signUpWithEmail(page: Page, displayName: string, label: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/email-register')) await page.getByRole('main').getByRole('link', { name: text('titles.emailRegister') }).tap();
  const email = uniqueEmail(label);
  await sendRegistrationForm(page, { email, password, displayName });
  // The link in the mail, opened in the same browser as a person taps it in their mail app.
  const verify = linkIn(await nextMail(email), '/email-register');
  await page.goto(verify.pathname + verify.search);
  // Signed in, back where the sign-in started.
  await expect(page.getByRole('banner').getByRole('button', { name: displayName })).toBeVisible();
}

/** Opens the header's account menu and follows one of its links. */
async function fromAccountMenu(page: Page, displayName: string, link: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: displayName }).tap();
  await page.getByRole('navigation', { name: text('accountMenu.label') }).getByRole('link', { name: link }).tap();
}

test('an inviter and the friend who joins through the link: the friend sees who invited them, plays a level, and the inviter gets the points', async ({ browser }) => {
  const inviterName = 'Ada Inviter';
  const friendName = 'Bea Friend';

  // The inviter signs up from the home page's one Sign in and copies the link from /invite-users.
  const inviterContext = await phoneContext(browser);
  await inviterContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const inviter = await inviterContext.newPage();
  await inviter.goto('/');
  await inviter.getByRole('banner').getByRole('link', { name: text('nav.login'), exact: true }).tap();
  await signUpWithEmail(inviter, inviterName, 'journey-inviter');
  await fromAccountMenu(inviter, inviterName, text('titles.inviteUsers'));
  await expect(inviter).toHaveURL(/\/invite-users$/);
  await expect(inviter.getByText(text('invite.nobodyYet'))).toBeVisible();
  await inviter.getByRole('button', { name: text('invite.copy') }).tap();
  await expect(inviter.getByRole('status').filter({ hasText: text('invite.copied') })).toBeVisible();
  const link = await inviter.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?ref=[0-9A-HJKMNP-TV-Z]{10}$/);

  // The friend opens the link in a browser of their own: who invited them and what to do.
  const friendContext = await phoneContext(browser);
  const friend = await friendContext.newPage();
  await friend.goto(link);
  const welcome = friend.getByRole('region', { name: fill('invite.welcome.heading', { name: inviterName }) });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText(text('invite.welcome.play'));
  await expect(welcome).toContainText(fill('invite.welcome.reward', { name: inviterName }));
  // The invitation is the first thing on the page, and the game right after it.
  const welcomeBox = await drawnBox(welcome);
  const playBox = await drawnBox(friend.getByTestId('home-play'));
  expect(welcomeBox.y).toBeLessThan(playBox.y);
  expect(welcomeBox.x + welcomeBox.width).toBeLessThanOrEqual(390);
  await checkAndShootBothSchemes(friend, 'journey-invite-home-invited');
  await friend.setViewportSize(phone.viewport);

  // The friend signs up from the invitation, which opens the sign-up form itself (not /login's choice
  // of ways first), then plays level 1 from the home page to a finished run.
  await welcome.getByRole('link', { name: text('invite.welcome.signUp') }).tap();
  await expect(friend).toHaveURL(/\/email-register$/);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText(text('titles.emailRegister'));
  await signUpWithEmail(friend, friendName, 'journey-friend');
  await friend.getByRole('banner').getByRole('link', { name: text('site.name') }).tap();
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText(fill('home.welcome', { name: friendName }));
  await expect(friend.getByRole('region', { name: fill('invite.welcome.heading', { name: inviterName }) })).toHaveCount(0);
  await friend.getByTestId('home-play').tap();
  await expect(friend).toHaveURL(/\/games\/levels\?level=1$/);
  await friend.getByRole('button', { name: /^(Play|Play level \d+)$/ }).tap();
  // The stage the player sees: the game loaded hidden ahead of Play matches neither locator, so a
  // Play that did not show the game fails here, not on a tap inside a hidden frame.
  const stage = friend.getByTestId('game-stage');
  await expect(stage).toBeVisible();
  await expect(stage.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const game = friend.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');
  await game.locator('#start-button').tap();
  await game.getByRole('button', { name: 'Slide right' }).tap();
  await expect(game.locator('#end-heading')).toHaveText('Level 1 complete');
  // The site waits for the server's minimum run time by itself, then shows what the server paid.
  await expect(friend.getByTestId('run-outcome')).toBeVisible({ timeout: 20_000 });
  await friendContext.close();

  // The inviter sees the friend, rewarded, and the invite points on the page.
  await inviter.reload();
  const invited = inviter.locator('.invitee-list__item');
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText(friendName);
  await expect(invited).toContainText(fill('invite.state.rewarded', { points: '100' }));
  const rewards = inviter.getByRole('region', { name: text('invite.rewardsHeading') });
  await expect(rewards.getByText(text('invite.pointsEarned'), { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('100');
  await checkAndShootBothSchemes(inviter, 'journey-invite-inviter-rewarded');
  await inviterContext.close();
});
