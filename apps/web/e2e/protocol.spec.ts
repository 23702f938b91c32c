import { expect, test } from './support/test.ts';
import { text } from './support/translations.ts';

test.describe('web+ protocol handler and /?id=', () => {
  test('registers web+coregames to open /?id=%s', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.defineProperty(window, '__protocolCalls', { value: calls });
      const original = Navigator.prototype.registerProtocolHandler.bind(navigator);
      Navigator.prototype.registerProtocolHandler = (scheme: string, url: string) => {
        calls.push([scheme, url]);
        try {
          original(scheme, url);
        } catch (error) {
          calls.push(['threw', String(error)]);
        }
      };
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { __protocolCalls: unknown[][] }).__protocolCalls);
    expect(calls).toEqual([['web+coregames', '/?id=%s']]);
  });

  test('a link handed over by the handler opens its page', async ({ page }) => {
    // What the browser opens for web+coregames:welcome: %s is the whole link, escaped.
    await page.goto(`/?id=${encodeURIComponent('web+coregames:welcome')}`);
    await expect(page).toHaveURL('/news/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Core Games');
  });

  test('an id naming a page opens it', async ({ page }) => {
    await page.goto('/?id=invite-users');
    await expect(page).toHaveURL('/invite-users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.inviteUsers'));
  });

  test('an id for a page that acts is not followed', async ({ page }) => {
    await page.goto('/?id=logout');
    await expect(page.getByRole('status').filter({ hasText: text('home.linkNotice.unknown') })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('an unknown id is ignored with a notice', async ({ page }) => {
    await page.goto('/?id=no-such-thing&tab=x');
    const notice = page.getByRole('status').filter({ hasText: text('home.linkNotice.unknown') });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL('/?tab=x');
    await notice.getByRole('button', { name: text('common.dismiss') }).click();
    await expect(notice).toHaveCount(0);
  });

  test('an invalid id is ignored with a notice, never an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/?id=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('status').filter({ hasText: text('home.linkNotice.invalid') })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.getByText(text('errors.somethingWentWrong'))).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
