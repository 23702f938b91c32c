import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices } from './support/pictures.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { submitAndPublish } from './support/publish-game.ts';
import { text } from './support/translations.ts';

// A game's description in the player's language, on a phone: Levels ships English and Spanish; a
// maker's game described in English only is shown in English to a Spanish reader, marked "en
// inglés", until its maker writes the Spanish in /my-games.

const password = 'copper meadow signal 42';
const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];
const locales: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

async function phonePage(browser: Browser, language: Language): Promise<Page> {
  return (await browser.newContext({ ...pictureDevices.phone, locale: locales[language] })).newPage();
}

function minimalExampleZip(): Buffer {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'minimal');
  return buildTestZip(readdirSync(folder).map((file) => ({ name: file, data: readFileSync(join(folder, file)) })));
}

const description = (page: Page) => page.locator('.game-page__description');

for (const language of languages) {
  test(`Levels' description is in the player's language, ${language}, with no language mark`, async ({ browser }) => {
    const page = await phonePage(browser, language);
    await page.goto('/games/levels');
    await expect(description(page)).toContainText(language === 'en' ? 'twenty-four sliding-ice puzzles' : 'veinticuatro rompecabezas de hielo resbaladizo');
    await expect(description(page).locator(`[lang="${language}"]`)).toBeVisible();
    await expect(page.getByTestId('description-language')).toHaveCount(0);
    await checkAndShootBothSchemes(page, `game-description-levels-${language}`);
    await page.context().close();
  });
}

test("a maker's game in English only is marked for a Spanish reader, until the maker writes its Spanish in /my-games", async ({ browser }) => {
  test.slow(); // two accounts, an upload and a review
  const maker = await phonePage(browser, 'en');
  await registerConfirmed(maker, { email: uniqueEmail('described'), password, displayName: 'Dana Describer' });
  const game = await submitAndPublish(browser, maker, { title: `Star Hop ${Date.now().toString(36)}`, description: 'Hop from star to star.', category: 'arcade', bundle: { name: 'game.zip', buffer: minimalExampleZip() } }, testAdminEmails.gameDescriptions);

  const reader = await phonePage(browser, 'es');
  await reader.goto(`/games/${game}`);
  await expect(reader.getByTestId('description-language')).toHaveText(text('play.descriptionIn', 'es').replace('{{language}}', 'inglés'));
  await expect(description(reader).locator('[lang="en"]')).toHaveText('Hop from star to star.');
  await checkAndShootBothSchemes(reader, 'game-description-marked-es');

  // The maker writes the Spanish on /my-games.
  await maker.goto('/my-games');
  const descriptions = maker.getByRole('form', { name: text('submissions.descriptions') });
  await expect(descriptions.getByLabel(text('submissions.descriptionIn').replace('{{language}}', 'English'))).toHaveValue('Hop from star to star.');
  await descriptions.getByLabel(text('submissions.descriptionIn').replace('{{language}}', 'Spanish')).fill('Salta de estrella en estrella.');
  await descriptions.getByRole('button', { name: text('submissions.saveDescriptions') }).click();
  await expect(descriptions.getByRole('status')).toHaveText(text('submissions.descriptionsSaved'));
  await checkAndShootBothSchemes(maker, 'my-games-descriptions');

  await reader.reload();
  await expect(description(reader).locator('[lang="es"]')).toHaveText('Salta de estrella en estrella.');
  await expect(reader.getByTestId('description-language')).toHaveCount(0);
  await reader.context().close();
  await maker.context().close();
});
