import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices, showScheme, pictureSchemes } from './support/pictures.ts';
import { animationsAtRest } from './support/axe.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp } from './support/second-factor.ts';
import { text } from './support/translations.ts';

// /profile's history on a phone: the reason an admin gave for a grant is shown to the player, and
// every row has one layout, however long its label: the amount at the right of its first line.

const password = 'amber lantern rivers 57';
const longReason = 'Compensation for the outage on 3 May, with our apologies';
const shortReason = 'Welcome gift';
const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];
const locales: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

async function grant(admin: Page, accountId: string, amount: string, reason: string): Promise<void> {
  await callApi(admin, 'POST', '/api/admin/grants', { requestId: randomUUID(), accountId, asset: 'game_coin', amount, reason });
}

/** A player in `language` on a phone, with a long row (a conversion), a short one, and two grants with their reasons. */
async function playerWithHistory(browser: Browser, admin: Page, language: Language): Promise<Page> {
  // Registered in English (the helper reads the English pages), then signed in on a phone in `language`: the cookies only.
  const registering = await (await browser.newContext()).newPage();
  await registerConfirmed(registering, { email: uniqueEmail(`history-${language}`), password, displayName: `Hugo History ${language}` });
  const { cookies } = await registering.context().storageState();
  await registering.context().close();
  const context = await browser.newContext({ ...pictureDevices.phone, locale: locales[language], storageState: { cookies, origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  const { account } = await callApi<{ account: { id: string } }>(page, 'GET', '/api/session');
  const { economy } = await callApi<{ economy: { gameCoinsPerGold: number } }>(page, 'GET', '/api/config');
  await grant(admin, account.id, String(economy.gameCoinsPerGold), longReason);
  await callApi(page, 'POST', '/api/economy/convert-game-coin', { requestId: randomUUID(), goldCoins: '1' });
  await grant(admin, account.id, '5', shortReason);
  return page;
}

/** Every row's amount sits at the right end of the row, on the row's first line (level with its label). */
async function expectOneLayout(rows: Locator, label: string): Promise<void> {
  const count = await rows.count();
  expect(count, label).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const rowBox = await row.boundingBox();
    const amountBox = await row.locator('.economy-list__amount').boundingBox();
    const labelBox = await row.locator('.economy-list__main > span').first().boundingBox();
    if (!rowBox || !amountBox || !labelBox) throw new Error(`${label}: row ${index} has no box`);
    const where = `${label}, row ${index} (${await row.textContent()})`;
    expect(Math.abs(amountBox.x + amountBox.width - (rowBox.x + rowBox.width)), `${where}: the amount ends at the row's right edge`).toBeLessThanOrEqual(1);
    expect(amountBox.x, `${where}: the amount is right of the label`).toBeGreaterThanOrEqual(labelBox.x + 8);
    expect(amountBox.y, `${where}: the amount is on the label's first line`).toBeLessThan(labelBox.y + labelBox.height / 2);
  }
}

test('a grant shows its reason, and every history row keeps its amount on the right at 360 and 390 px, in English and Spanish', async ({ browser }) => {
  test.slow(); // three accounts, two languages, two widths and pictures in both schemes
  const admin = await (await browser.newContext()).newPage();
  await registerConfirmed(admin, { email: testAdminEmails.historyNotes, password, displayName: 'History Admin' });
  await enableTotp(admin);

  for (const language of languages) {
    const page = await playerWithHistory(browser, admin, language);
    await page.goto('/profile');
    const history = page.getByRole('list', { name: text('profile.historyHeading', language) });
    const rows = history.getByRole('listitem');
    // The profile asks for several things at once: on a loaded machine the history comes last.
    await expect(rows).toHaveCount(4, { timeout: 30_000 });
    // The reasons are the admin's words, each on its grant's row (newest first).
    await expect(rows.nth(0)).toContainText(text('ledger.reasons.admin_grant', language));
    await expect(rows.nth(0).locator('q')).toHaveText(shortReason);
    await expect(rows.nth(3).locator('q')).toHaveText(longReason);
    await expect(rows.filter({ hasText: text('ledger.reasons.convert_game_coin', language) })).toHaveCount(2);
    await expect(rows.locator('q')).toHaveCount(2);

    // The dates follow the run's clock: held steady so the pictures are the same at any instant.
    await history.locator('time').evaluateAll((elements, steady) => {
      for (const element of elements) element.textContent = steady;
    }, language === 'es' ? '15 ene 2030, 12:00' : 'Jan 15, 2030, 12:00 PM');
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: pictureDevices.phone.viewport.height });
      await animationsAtRest(page);
      await expectOneLayout(rows, `${language} at ${width} px`);
      for (const scheme of pictureSchemes) {
        await showScheme(page, scheme);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expect(history, `${language} at ${width} px in ${scheme}`).toHaveScreenshot(['profile-history', `${language}-${width}-${scheme}.png`]);
      }
    }
    await checkAndShootBothSchemes(page, `profile-history-${language}`);
    await page.context().close();
  }
  await admin.context().close();
});
