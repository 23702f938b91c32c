import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { picturesSiteUrl } from './support/pictures-servers.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';

// The first minutes of a visitor on the home page (issue 19, item 5): it leads with the game,
// speaks to who is there, and the header's account menu signs out, also on a phone.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const fill = (key: string, values: Record<string, string | number>): string => text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const password = 'correct horse battery staple';

/** The box `locator` is drawn in; fails the test when it is not drawn. */
async function drawnBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} is drawn`).not.toBeNull();
  return box as { x: number; y: number; width: number; height: number };
}

const playButton = (page: Page) => page.getByRole('main').getByTestId('home-play');
const signInLinks = (page: Page) => page.getByRole('link', { name: text('nav.login'), exact: true });

test.describe('on a phone', () => {
  test.use(phone);

  test('signed out: the game comes first (Play level 1 in the first screen, no wallet in the page), one Sign in', async ({ page }) => {
    const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
    await page.goto('/');
    await sessionChecked;
    const play = playButton(page);
    await expect(play).toHaveText(fill('home.levels.playNext', { level: 1 }));
    await expect(play).toHaveAttribute('href', '/games/levels?level=1');
    // The first thing in the page is the game: Play is on the first screen, and the page itself has no Connect wallet.
    const box = await drawnBox(play);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.width).toBeGreaterThan(100);
    await expect(page.getByRole('main').getByRole('button', { name: text('connect.button') })).toHaveCount(0);
    // The wallet is secondary: the header's button is smaller than Play.
    const wallet = await drawnBox(page.getByRole('banner').getByRole('button', { name: text('connect.button') }));
    expect(wallet.height).toBeLessThan(box.height);
    await expect(signInLinks(page)).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: text('nav.login'), exact: true })).toHaveAttribute('href', '/login');
    await checkAndShootBothSchemes(page, 'home-signed-out');
  });

  test('signed in: greeted by name with the progress, never asked to sign in; the account menu signs out', async ({ page }) => {
    const name = 'Noor Player';
    await registerConfirmed(page, { email: uniqueEmail('home'), password, displayName: name });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill('home.welcome', { name }));
    await expect(page.getByTestId('levels-completed')).toHaveText(/^0 of \d+ levels completed\.$/);
    await expect(playButton(page)).toHaveText(fill('home.levels.playNext', { level: 1 }));
    await expect(signInLinks(page)).toHaveCount(0);
    await expect(page.getByText(text('home.levels.signedOut'))).toHaveCount(0);
    await checkAndShootBothSchemes(page, 'home-signed-in');
    await page.setViewportSize(phone.viewport);

    const menuButton = page.getByRole('banner').getByRole('button', { name });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.tap();
    const menu = page.getByRole('navigation', { name: text('accountMenu.label') });
    const signOut = menu.getByRole('link', { name: text('titles.logout') });
    await expect(signOut).toBeVisible();
    await expect(menu.getByRole('link', { name: text('accountMenu.admin') })).toHaveCount(0);
    // Reachable on a phone: the whole menu is on screen.
    const menuBox = await drawnBox(menu);
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390);
    await saveArtifact(page, 'home-account-menu-mobile');
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Focus leaving it closes it too, as a menu button does: Tab on past its last link, or Shift+Tab back before its button.
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await signOut.focus();
    await page.keyboard.press('Tab');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(signOut).toBeHidden();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(signOut).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(signOut).toBeHidden();
    // Moving within it keeps it open.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();

    await menuButton.tap();
    await signOut.tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: text('nav.login'), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  });
});

test('an admin finds /admin in the account menu', async ({ page }) => {
  await registerConfirmed(page, { email: testAdminEmails.accountMenu, password, displayName: 'Ada Admin' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Ada Admin' }).click();
  await page.getByRole('navigation', { name: text('accountMenu.label') }).getByRole('link', { name: text('accountMenu.admin') }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the wallet modal with no wallet found offers the other ways to sign in, and leads to /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: text('connect.button') }).click();
  const modal = page.getByRole('dialog', { name: text('wallet.selectTitle') });
  await expect(modal.getByText(text('wallet.noWallets'))).toBeVisible();
  await expect(modal.getByText(text('wallet.otherSignInText'))).toBeVisible();
  await saveArtifact(page, 'wallet-modal-no-wallet-desktop');
  await modal.getByRole('link', { name: new RegExp(`^${text('wallet.otherSignInLink').replace('{{ways}}', '.+')}$`) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});

/** The pages the open tab's panel links to, in order. */
const panelLinks = (page: Page, tab: string): Promise<(string | null)[]> =>
  page
    .getByRole('tabpanel', { name: text(`home.tabs.${tab}.label`) })
    .locator('a.feature-card')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const levelsLinks = ['/recover-stamina', '/app', '/native-app'];
const coinsTab = (page: Page): Locator => page.getByRole('tab', { name: text('home.tabs.coins.label') });

test.describe('pages a server may not have (the Coins tab reads GET /api/config once the home is idle)', () => {
  test('the shared server has an iOS app and a treasury: Coins offers Buy with Apple and Deposit gold coins, also when a reload opens on Coins', async ({ page }) => {
    await page.goto('/');
    // The default tab, which index.html paints before anything is known, links the apps' page whatever the server has.
    await expect.poll(() => panelLinks(page, 'levels')).toEqual(levelsLinks);
    await coinsTab(page).click();
    const coins = ['/deposit-gold-coin', '/convert-game-coin', '/convert-invite-point', '/burn-game-coin', '/apple-iap', '/proofs'];
    await expect.poll(() => panelLinks(page, 'coins')).toEqual(coins);
    await expect(page.getByRole('tabpanel', { name: text('home.tabs.coins.label') })).toContainText(text('home.tabs.coins.text'));
    // The tab is remembered: the next visit opens on Coins and asks the server at once.
    await page.reload();
    await expect(coinsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => panelLinks(page, 'coins')).toEqual(coins);
  });

  test('a server with no iOS app and no treasury: Coins offers neither, Levels still the apps page (it says there are none and links /app)', async ({ page }) => {
    // The run's bare game server (support/pictures-servers.ts): no IOS_APP_URL, no TREASURY_ADDRESS; this test only reads from it.
    const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
    await page.goto(`${picturesSiteUrl()}/`);
    await coinsTab(page).click();
    expect(await (await config).json()).toMatchObject({ nativeApps: { ios: null, android: null }, deposits: { enabled: false, treasuryAddress: null } });
    // The answer drawn: the tab no longer speaks of deposits, and links neither page.
    await expect(page.getByRole('tabpanel', { name: text('home.tabs.coins.label') })).toContainText(text('home.tabs.coins.textWithoutDeposits'));
    await expect.poll(() => panelLinks(page, 'coins')).toEqual(['/convert-game-coin', '/convert-invite-point', '/burn-game-coin', '/proofs']);
    await page.getByRole('tab', { name: text('home.tabs.levels.label') }).click();
    await expect.poll(() => panelLinks(page, 'levels')).toEqual(levelsLinks);
  });
});
