import { expect, test } from './support/test.ts';
import { holdRequests } from './support/hold-requests.ts';
import { text } from './support/translations.ts';

// Every control whose action waits for code answers at the tap and acts once (docs/web/behaviour.md#controls-that-load-code): the code is held at the network until the busy state has been seen.

test("a link to a page whose code is not here yet says Loading at the tap, and a second tap adds no second visit", async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.news'));
  const { held, release } = await holdRequests(page, /\/assets\/login-page-[\w-]+\.js$/);
  const visits = await page.evaluate(() => history.length);

  const signIn = page.getByRole('banner').getByRole('link', { name: text('nav.login'), exact: true });
  await signIn.click();
  const loading = page.getByRole('main').getByRole('status').filter({ hasText: text('common.loading') });
  await expect(loading).toBeVisible();
  await expect(loading.locator('.spinner')).toBeVisible();
  await held;
  await expect(page.getByRole('heading', { level: 1, name: text('titles.news') })).toHaveCount(0);
  await signIn.click();

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.login'));
  await expect(loading).toHaveCount(0);
  expect(await page.evaluate(() => history.length)).toBe(visits + 1);
});

test("/wallet-login's Connect wallet is busy while the wallet's code loads, and a tap then opens one modal, once", async ({ page }) => {
  const { held, release } = await holdRequests(page, /\/assets\/wallet-ui-[\w-]+\.js$/);
  await page.goto('/wallet-login');
  const connect = page.getByRole('main').getByRole('button', { name: text('connect.button') });
  await expect(connect).toBeVisible();
  await held;
  await expect(connect).toHaveAttribute('aria-busy', 'true');
  await expect(connect).toHaveAttribute('aria-disabled', 'true');
  await expect(connect.locator('.spinner')).toBeVisible();
  // Tapped anyway (a busy button is aria-disabled, which Playwright would wait out).
  await connect.click({ force: true });
  await connect.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(page.getByRole('dialog', { name: text('wallet.selectTitle') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(connect).not.toHaveAttribute('aria-busy', 'true');
});
