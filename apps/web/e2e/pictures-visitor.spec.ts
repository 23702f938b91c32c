import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAllOnScreen, expectNoHorizontalOverflow, expectOnScreen } from './support/geometry.ts';
import { expectPictures, forEachDevice } from './support/pictures.ts';
import { text } from './support/translations.ts';

// What a visitor who is not signed in sees, compared with the committed pictures
// (e2e/pictures/<page>/<device>-<scheme>.png), and the parts that must be seen checked by their boxes.

test.describe.configure({ mode: 'default' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

forEachDevice((device) => {
  test('home, signed out', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText(text('home.heading'));
    // The live page (the build-time preview is aria-hidden): its connect button works.
    await expect(page.getByRole('banner').getByRole('button', { name: text('connect.button') })).toBeEnabled();
    await expect(page.getByRole('tab', { name: text('home.tabs.levels.label') })).toHaveAttribute('aria-selected', 'true');
    await expectNoHorizontalOverflow(page);
    await expectAllOnScreen([heading(page), page.getByTestId('play-next-level')]);
    await expectOnScreen(heading(page), { fullyInView: true });
    await expectPictures(page, 'home-signed-out', { device, fullPage: true });
  });

  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page)).toHaveText(text('titles.login'));
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(heading(page), { fullyInView: true });
    await expectAllOnScreen(await page.getByRole('main').getByRole('link').all());
    await expectPictures(page, 'login', { device, fullPage: true });
  });

  test('/email-register', async ({ page }) => {
    await page.goto('/email-register');
    await expect(heading(page)).toHaveText(text('titles.emailRegister'));
    const form = page.getByRole('form', { name: text('emailAuth.registerHeading') });
    await expect(form.getByLabel(text('emailAuth.email'), { exact: true })).toBeEditable();
    await expectNoHorizontalOverflow(page);
    await expectAllOnScreen([
      heading(page),
      form.getByLabel(text('emailAuth.email'), { exact: true }),
      form.getByLabel(text('emailAuth.password'), { exact: true }),
      form.getByLabel(text('account.displayName')),
      form.getByRole('button', { name: text('emailAuth.register') }),
    ]);
    await expectPictures(page, 'email-register', { device, fullPage: true });
  });

  test('the wallet connect modal', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText(text('home.heading'));
    await page.getByRole('banner').getByRole('button', { name: text('connect.button') }).click();
    const modal = page.getByRole('dialog', { name: text('wallet.selectTitle') });
    await expect(modal).toBeVisible();
    // No wallet in this browser: the modal says so (its catalogue and ways out are below).
    await expect(modal.getByText(text('wallet.noWallets'))).toBeVisible();
    await expectOnScreen(modal, { fullyInView: true });
    await expectOnScreen(modal.getByRole('heading', { name: text('wallet.selectTitle') }), { fullyInView: true });
    await expectNoHorizontalOverflow(page);
    await expectPictures(page, 'wallet-connect-modal', { device });
  });

  test('the error screen', async ({ page }) => {
    await page.goto('/?e2e-fail=render');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(alert).toContainText('Test failure while rendering');
    await expectAllOnScreen([alert.getByRole('heading', { name: 'Something went wrong' }), page.getByRole('main').getByRole('button', { name: 'Refresh page' })], { fullyInView: true });
    await expectNoHorizontalOverflow(page);
    await expectPictures(page, 'error-screen', { device });
  });
});
