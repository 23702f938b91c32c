import type { Locator, Page } from '@playwright/test';
import { supportedLanguages } from '../src/i18n/languages.ts';
import { expect, test } from './support/test.ts';
import { callApi } from './support/account.ts';
import { linkIn, nextMail, uniqueEmail } from './support/mail.ts';
import { showScheme, pictureSchemes } from './support/pictures.ts';
import { text } from './support/translations.ts';

// The header on a phone (issue 36): one or two rows in every shipped language at 360 and 390 px,
// signed out and signed in, and no item wrapped alone onto a row of its own (Spanish's
// "Conectar billetera" once sat alone on a third row at 390 px). Measured in the real browser.

const password = 'correct horse battery staple';
// A name long enough to reach the header's cap on a name's width: the widest a name is drawn.
const longName = 'Maximiliana Oyarzábal Fernández';

interface Item {
  label: string;
  top: number;
  bottom: number;
}

/** The header's items as drawn (brand, each link, the wallet, the account), from the top. */
async function headerItems(page: Page): Promise<Item[]> {
  const banner = page.getByRole('banner');
  const items = banner.locator('.site-header__brand, .site-header__nav a, .site-header__end > *');
  const drawn: Item[] = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (!box || box.width === 0) continue;
    drawn.push({ label: ((await item.textContent()) ?? '').trim() || (await item.getAttribute('class')) || '?', top: box.y, bottom: box.y + box.height });
  }
  return drawn.sort((a, b) => a.top - b.top);
}

/** Items whose boxes overlap vertically share a row. */
function rowsOf(items: readonly Item[]): Item[][] {
  const rows: Item[][] = [];
  for (const item of items) {
    const row = rows.at(-1);
    const rowBottom = row ? Math.max(...row.map((member) => member.bottom)) : -Infinity;
    if (row && item.top < rowBottom - 1) row.push(item);
    else rows.push([item]);
  }
  return rows;
}

async function expectTwoRowsAtMost(page: Page, where: string): Promise<void> {
  const rows = rowsOf(await headerItems(page));
  const described = rows.map((row) => row.map((item) => item.label).join(' · ')).join(' / ');
  expect(rows.length, `${where}: the header's rows (${described})`).toBeLessThanOrEqual(2);
  for (const row of rows) expect(row.length, `${where}: an item alone on a row (${described})`).toBeGreaterThanOrEqual(2);
  // Nothing cut at the sides.
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.width, `${where}: the header's width`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Registers and confirms an account named `longName` on `page`, in whatever language the page speaks. */
async function signUp(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  await callApi(page, 'POST', '/api/auth/email/register', { email, password, displayName: longName });
  const link = linkIn(await nextMail(email), '/email-register');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('banner').getByRole('button', { name: longName })).toBeVisible();
}

/** The header, settled: its account place drawn (Sign in or the account's name) and the wallet's button there. */
async function headerReady(page: Page, language: (typeof supportedLanguages)[number], signedIn: boolean): Promise<Locator> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: text('connect.button', language) })).toBeVisible();
  if (signedIn) await expect(banner.getByRole('button', { name: longName })).toBeVisible();
  else await expect(banner.getByRole('link', { name: text('nav.login', language), exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return banner;
}

for (const width of [360, 390]) {
  test.describe(`a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'en-US' });

    for (const language of supportedLanguages) {
      test(`${language}: one or two rows signed out and signed in, no item alone`, async ({ page }) => {
        await page.goto(`/news?lng=${language}`);
        await headerReady(page, language, false);
        await expectTwoRowsAtMost(page, `${language}, ${width} px, signed out`);

        await signUp(page, `header-${language}-${width}`);
        await page.goto(`/news?lng=${language}`);
        await headerReady(page, language, true);
        await expectTwoRowsAtMost(page, `${language}, ${width} px, signed in`);
      });
    }
  });
}

test.describe('Spanish at 360 px, pictured', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'en-US' });

  test('the header signed out and signed in, light and dark', async ({ page }) => {
    for (const signedIn of [false, true]) {
      if (signedIn) await signUp(page, 'header-es-picture');
      await page.goto('/news?lng=es');
      const banner = await headerReady(page, 'es', signedIn);
      for (const scheme of pictureSchemes) {
        await showScheme(page, scheme);
        await expect(banner).toHaveScreenshot(['header', `phone-360-es-${signedIn ? 'signed-in' : 'signed-out'}-${scheme}.png`]);
      }
    }
  });
});
