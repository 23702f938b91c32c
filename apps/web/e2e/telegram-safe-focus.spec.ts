import { type Page } from '@playwright/test';
import { TestTonWallet } from '@site/api/src/test-support/ton-test-wallet.ts';
import { expect, test } from './support/test.ts';
import { expectAtItsTop, expectBelowTopInset, expectClearOfTopInset, openMiniAppOnPhone } from './support/mini-app-screen.ts';
import { injectTonWallet } from './support/ton-injected-wallet.ts';
import { darkTheme, sendTelegramEvent } from './support/telegram.ts';
import { text } from './support/translations.ts';

// After navigation inside the mini app in full screen, focus and scroll keep the new page's heading
// and the focused element below Telegram's controls (docs/web/behaviour.md#inside-telegram).
// What broke it: moving the focus to `main` scrolled a page already taller than the screen so that
// `main` met the top of the viewport (its heading at 16-41 px). It shows only when the new page
// has rendered by the time the focus moves (its code loaded before) and nothing scrolls after it;
// each test below brings about that order rather than hoping for it.

const stage = (page: Page) => page.getByTestId('game-stage');
const playButton = (page: Page) => page.getByRole('button', { name: /^(Play|Play level \d+)$/ });
const scrollToEnd = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });

test('tapping Profile in the header, scrolled down or not, shows the profile with its heading below Telegram’s controls', async ({ page }) => {
  await openMiniAppOnPhone(page, '/', { theme: darkTheme });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: text('nav.profile') }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: text('titles.profile') })).toBeVisible();
  await expect(page.getByText(text('common.loading'))).toHaveCount(0);
  await expectClearOfTopInset(page, 'profile from the header');
  await expectAtItsTop(page, 'profile from the header');

  await page.getByRole('banner').getByRole('link', { name: text('nav.news') }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.getByText(text('common.loading'))).toHaveCount(0);
  await scrollToEnd(page);
  await page.getByRole('banner').getByRole('link', { name: text('nav.profile') }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(text('common.loading'))).toHaveCount(0);
  await expectClearOfTopInset(page, 'profile from the header, scrolled down');
  await expectAtItsTop(page, 'profile from the header, scrolled down');
});

test('Telegram’s Back twice from a game page with its game open lands home with the heading below Telegram’s controls', async ({ page }) => {
  // Chromium restores a history entry's scroll position after its popstate, that is after the
  // route has moved the focus (React handles popstate synchronously): home's saved top would undo
  // the focus's scroll and hide it. With the browser's restoration off, as a page that restores
  // scroll itself has it, nothing comes after the route's own focus and scroll: the order that put
  // home's heading at 41 px.
  await page.addInitScript(() => {
    window.history.scrollRestoration = 'manual';
  });
  await openMiniAppOnPhone(page, '/', { theme: darkTheme });
  await expect(page.getByTestId('home-play')).toBeVisible();
  await page.getByTestId('home-play').click();
  await expect(page).toHaveURL(/\/games\/levels/);
  await expect(playButton(page)).toBeEnabled();
  await expectClearOfTopInset(page, 'game page');
  await playButton(page).click();
  await expect(stage(page)).toBeVisible();
  await expect(page.frameLocator('iframe.game-stage__frame').locator('#start-button')).toBeVisible();

  await sendTelegramEvent(page, 'back_button_pressed');
  await expect(stage(page)).toHaveCount(0);
  await expectClearOfTopInset(page, 'game page after its game closed');
  await sendTelegramEvent(page, 'back_button_pressed');
  await expect(page).toHaveURL(/:\d+\/(#.*)?$/);
  await expect(page.getByTestId('home-play')).toBeVisible();
  await expectClearOfTopInset(page, 'home after Back');
  await expectAtItsTop(page, 'home after Back');
});

test('a TON sign-in (the wallet answering in the page) lands on /profile with its heading below Telegram’s controls', async ({ page }) => {
  const wallet = new TestTonWallet();
  await injectTonWallet(page, wallet);
  // The visitor first opens /profile and signs in from there: the profile's code is loaded when
  // the sign-in lands on it, so it renders at once, taller than the screen, before the focus moves.
  await openMiniAppOnPhone(page, '/profile', { theme: darkTheme, signedIn: false });
  await page.getByRole('main').getByRole('link', { name: text('nav.login') }).click();
  await expect(page).toHaveURL('/login');
  // Nothing beyond the site: the wallet answers in the page.
  await page.route(/^https:\/\//, (route) => route.abort());
  await page.getByRole('button', { name: text('tonConnect.signIn') }).click();
  // Back where the visitor started (the page as opened, with Telegram's launch data in its hash).
  await expect(page).toHaveURL(/:\d+\/profile(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: text('titles.profile') })).toBeVisible();
  await expect(page.getByText(text('common.loading'))).toHaveCount(0);
  await expectClearOfTopInset(page, 'profile after a TON sign-in');
  await expectAtItsTop(page, 'profile after a TON sign-in');
  await page.getByRole('banner').getByRole('link', { name: text('nav.settings') }).click();
  await expect(page.getByText(wallet.address.toString({ urlSafe: true, bounceable: false }))).toBeVisible();
});

test('the profile’s link to the sessions scrolls them into view below Telegram’s controls', async ({ page }) => {
  await openMiniAppOnPhone(page, '/profile', { theme: darkTheme });
  await page.getByRole('link', { name: text('account.manageSessions') }).click();
  await expect(page).toHaveURL('/setting#settings-sessions');
  const heading = page.getByRole('heading', { level: 2, name: text('settings.sessions') });
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the sessions' }).toBeGreaterThan(0);
  await expectBelowTopInset(heading, 'the sessions’ heading');
});
