import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestPng } from '../../api/src/test-support/test-images.ts';
import { buildTestZip } from '../../api/src/test-support/test-zip.ts';
import { registerThroughTheSite } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';
import { showScheme } from './support/pictures.ts';
import { enableTotp } from './support/second-factor.ts';

// A moderator's first hour, on a phone, through the UI only: a maker submits the SDK's example
// game through /submit; the moderator opens /admin, plays the version under review on the real
// stage with the SDK host, finishes a review run (which costs no stamina and pays nothing, as
// /profile shows before and after), sees what the game finished with, and publishes it.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
test.use(phone);

const password = 'amber lantern rivers 57';

const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));

/** The SDK README's example, as packages/game-sdk builds it (its files and game-sdk.js), zipped as a maker would. */
function exampleBundle(): Buffer {
  const example = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'minimal');
  return buildTestZip(readdirSync(example).map((name) => ({ name, data: readFileSync(join(example, name)) })));
}

/** What /profile says of the account's game coins and stamina. */
async function profileEconomy(page: Page): Promise<{ gameCoins: string; stamina: string }> {
  await page.goto('/profile');
  const gameCoins = page.locator('[data-balance="gameCoins"]');
  const stamina = page.getByRole('region', { name: text('profile.staminaHeading') }).locator('[data-stamina-value]');
  await expect(gameCoins).toHaveText(/\d/);
  await expect(stamina).toHaveText(/\d+ of \d+/);
  return { gameCoins: (await gameCoins.textContent()) ?? '', stamina: (await stamina.textContent()) ?? '' };
}

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ ...phone })).newPage();
}

test('a moderator plays the version under review with the real host, finishes a free review run and publishes it', async ({ page: maker, browser }) => {
  test.slow(); // two accounts, an upload, a played game and screenshots in both schemes and sizes
  const title = `Ten clicks ${Date.now()}`;

  // The maker submits the SDK's example through /submit.
  await registerThroughTheSite(maker, { email: uniqueEmail('journey-maker'), password, displayName: 'Mia Maker' });
  await maker.goto('/submit');
  await maker.getByRole('textbox', { name: text('submissions.title') }).fill(title);
  await maker.getByRole('textbox', { name: text('submissions.descriptionIn').replace('{{language}}', 'English') }).fill('Press Start, then the big button ten times.');
  await maker.getByRole('combobox', { name: text('submissions.category') }).selectOption('arcade');
  await maker.getByLabel(text('submissions.thumbnail')).setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(96, 96) });
  await maker.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'ten-clicks.zip', mimeType: 'application/zip', buffer: exampleBundle() });
  await maker.getByRole('button', { name: text('submissions.send') }).tap();
  await expect(maker).toHaveURL(/\/my-games$/);
  await expect(maker.getByRole('article', { name: title }).getByRole('table')).toContainText(text('submissions.states.submitted'));

  // The moderator notes their coins and stamina, then opens the queue.
  const moderator = await phonePage(browser);
  await registerThroughTheSite(moderator, { email: testAdminEmails.journeyModerator, password, displayName: 'Mo Moderator' });
  await enableTotp(moderator);
  const before = await profileEconomy(moderator);
  await moderator.goto('/admin');
  const card = moderator.getByRole('article', { name: fill('submissions.reviewHeading', { title, version: 1 }) });
  await expect(card).toContainText(text('submissions.states.submitted'));
  await checkAndShootBothSchemes(moderator, 'journey-moderator-queue');
  await moderator.setViewportSize(phone.viewport);

  // "Play this version": the players' stage, the real host, and the notice that this run is free.
  await card.getByRole('button', { name: text('submissions.playVersion') }).tap();
  const stage = moderator.getByRole('dialog', { name: title });
  await expect(stage.getByTestId('review-run-notice')).toHaveText(text('submissions.reviewRun.notice'));
  const frame = stage.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  // The game said `ready` to the host: the loading cover is gone.
  await expect(frame).toHaveAttribute('data-ready', 'true');
  const game = stage.frameLocator('iframe');
  await game.getByRole('button', { name: 'Start' }).tap();
  const tap = game.getByRole('button', { name: /Press me/ });
  await expect(tap).toBeEnabled();
  for (let presses = 1; presses <= 10; presses += 1) {
    await tap.tap();
    if (presses < 10) await expect(tap).toHaveText(`Press me (${String(presses)} of 10)`);
  }
  await expect(game.getByRole('status')).toHaveText('Done! Score: 100.');

  // What the game finished with, and what the run cost: nothing.
  const outcome = stage.getByTestId('review-run-outcome');
  await expect(outcome.getByTestId('review-run-score')).toHaveText('100');
  await expect(outcome.getByTestId('review-run-completed')).toHaveText(text('submissions.reviewRun.yes'));
  await expect(outcome.getByTestId('review-run-cost')).toHaveText(text('submissions.reviewRun.costValue'));
  // The notice and the outcome are on screen beside the game, not pushed off it.
  const box = await outcome.boundingBox();
  const frameBox = await frame.boundingBox();
  expect(box && frameBox).toBeTruthy();
  if (box && frameBox) {
    expect(box.y + box.height).toBeLessThanOrEqual(frameBox.y + 1);
    expect(frameBox.height).toBeGreaterThan(200);
    expect(frameBox.y + frameBox.height).toBeLessThanOrEqual(phone.viewport.height + 1);
  }
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(moderator, scheme);
    await saveArtifact(moderator, `journey-moderator-review-run-mobile-${scheme}`);
  }
  await stage.getByRole('button', { name: text('play.back') }).tap();
  await expect(stage).toHaveCount(0);
  await expect(card.getByRole('button', { name: text('submissions.playVersion') })).toBeFocused();
  await expect(card.getByTestId('review-run-outcome')).toBeVisible();
  await expect(card).toContainText(text('submissions.states.in_review'));
  await checkAndShootBothSchemes(moderator, 'journey-moderator-review-finished');
  await moderator.setViewportSize(phone.viewport);

  // Publish it: asked first, and a review run was finished, so the question says nothing of one missing.
  await card.getByRole('button', { name: text('submissions.publish') }).tap();
  const question = card.getByRole('group', { name: fill('submissions.publishQuestion', { title, version: 1 }) });
  await expect(question).toBeVisible();
  await expect(question).not.toContainText(text('submissions.noReviewRun'));
  await question.getByRole('button', { name: text('submissions.publishConfirm') }).tap();
  await expect(moderator.getByRole('status').filter({ hasText: title })).toHaveText(fill('submissions.publishedNotice', { title, version: 1 }));
  await expect(card).toHaveCount(0);

  // The review run cost no stamina and paid nothing.
  expect(await profileEconomy(moderator)).toEqual(before);

  // The maker sees it published.
  await maker.goto('/my-games');
  await expect(maker.getByRole('article', { name: title }).getByRole('table')).toContainText(text('submissions.states.published'));
  await moderator.context().close();
});
