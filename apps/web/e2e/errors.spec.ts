import { readdirSync, readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

// Test triggers (`?e2e-fail=…`) exist only in the test build (src/startup/e2e-hooks.ts).

/** No line of the page looks like a stack frame. */
async function expectNoStackTrace(page: Page): Promise<void> {
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/^\s*at\s.+:\d+/m);
  expect(body).not.toMatch(/\.js:\d+:\d+/);
}

test.describe('error screens', () => {
  test('a render error shows Something went wrong with the message and a working refresh button', async ({ page }) => {
    await page.goto('/?e2e-fail=render');
    const screen = page.getByRole('main');
    await expect(screen.getByRole('alert').getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(screen.getByRole('alert')).toContainText('Test failure while rendering');
    await expectNoStackTrace(page);

    const reloaded = page.waitForEvent('framenavigated');
    await screen.getByRole('button', { name: 'Refresh page' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('an uncaught error shows An unhandled error occurred: with its message', async ({ page }) => {
    await page.goto('/?e2e-fail=error');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('An unhandled error occurred:');
    await expect(dialog).toContainText('Test failure outside React');
    await expect(dialog.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    await expectNoStackTrace(page);
    await dialog.getByRole('button', { name: text('errors.close') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  });

  test('an unhandled rejection shows An unhandled error occurred: with its message', async ({ page }) => {
    await page.goto('/?e2e-fail=rejection');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('An unhandled error occurred:');
    await expect(dialog).toContainText('Test promise rejection');
  });

  test('a rejection without a message shows Unknown error', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      void Promise.reject(new Error(''));
    });
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('An unhandled error occurred:');
    await expect(dialog).toContainText('Unknown error');
  });

  test('a start-up failure shows the fallback screen without React', async ({ page }) => {
    await page.goto('/?e2e-fail=startup');
    const screen = page.locator('.startup-failure');
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(screen).toContainText('The site could not start.');
    await expect(screen).toContainText('Test failure during start-up');
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expectNoStackTrace(page);
    await expect(screen.getByRole('button', { name: 'Refresh page' })).toBeEnabled();
  });

  test('the triggers are inert in a normal build', async ({ page }) => {
    const plain = await startStaticServer({ root: 'dist-plain' });
    try {
      // The triggers are compiled out of a normal build: not a trace of them is left to run.
      const scripts = readdirSync(new URL('../dist-plain/assets/', import.meta.url)).filter((name) => name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const name of scripts) expect(readFileSync(new URL(`../dist-plain/assets/${name}`, import.meta.url), 'utf8')).not.toContain('e2e-fail');
      for (const trigger of ['startup', 'render', 'error', 'rejection']) {
        await page.goto(`${plain.url}/?e2e-fail=${trigger}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      }
    } finally {
      await plain.close();
    }
  });
});
