import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { registerThroughTheSite } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';
import { enableTotp } from './support/second-factor.ts';
import { playPort } from './support/ports.mjs';

// A game maker's journey, on a phone, through the site's pages only (never its API): from the
// game SDK README's example to a published game that a player finishes. The maker builds the
// README's example folder (packages/game-sdk/examples/minimal) with the game-sdk.js the site
// serves, zips it, registers, and submits it at /submit; a moderator publishes it at /admin; a
// player finds it in the games tab, plays a quick run (ten taps, well inside the minimum run
// time, so the site's wait for it is part of the journey) and sees the coins it paid.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const password = 'harbour violin orchard 61';
const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));
const gameCoins = (amount: number): string => fill(`economy.units.game_coin_${amount === 1 ? 'one' : 'other'}`, { amount: amount.toLocaleString('en') });

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(phone)).newPage();
}

/**
 * What the README tells a maker to do: the example's folder, with `game-sdk.js` (downloaded from
 * the site, where the README says it is served) copied in, zipped with index.html at the root.
 */
async function zipTheReadmeExample(page: Page): Promise<Buffer> {
  const readme = readFileSync(join(sdkFolder(), 'README.md'), 'utf8');
  expect(readme).toContain('/play/sdk/v1/game-sdk.js');
  // Served on the games' own origin (apps/api's PLAY_ORIGIN), where the README says a game finds it.
  const sdk = await page.request.get(`http://127.0.0.1:${playPort}/play/sdk/v1/game-sdk.js`);
  expect(sdk.status()).toBe(200);
  const example = join(sdkFolder(), 'examples', 'minimal');
  const files = readdirSync(example).map((name) => ({ name, data: readFileSync(join(example, name)) }));
  return buildTestZip([...files, { name: 'game-sdk.js', data: await sdk.body() }]);
}

function sdkFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json'));
}

test('a maker submits the SDK README example, a moderator publishes it, and a player finishes a quick run and sees the coins', async ({ browser }) => {
  test.slow(); // three people, each registering; an upload; a run that waits for the minimum run time
  const title = `Ten clicks ${Date.now().toString(36)}`;

  // The maker: registers, builds the example into a zip and submits it.
  const maker = await phonePage(browser);
  await registerThroughTheSite(maker, { email: uniqueEmail('journey-maker'), password, displayName: 'Maker Mia' });
  const bundle = await zipTheReadmeExample(maker);
  await maker.goto('/submit');
  await maker.getByRole('textbox', { name: text('submissions.title') }).fill(title);
  await maker.getByRole('textbox', { name: text('submissions.descriptionIn').replace('{{language}}', 'English') }).fill('Press Start, then the big button ten times.');
  await maker.getByRole('combobox', { name: text('submissions.category') }).selectOption('other');
  await maker.getByLabel(text('submissions.thumbnail')).setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(128, 128) });
  await maker.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'ten-clicks.zip', mimeType: 'application/zip', buffer: bundle });
  await maker.getByRole('button', { name: text('submissions.send') }).tap();
  await expect(maker).toHaveURL(/\/my-games$/);
  await expect(maker.getByRole('article', { name: title }).getByRole('table')).toContainText(text('submissions.states.submitted'));

  // The moderator: signs in with the e-mail the server makes a moderator, and publishes it.
  const moderator = await phonePage(browser);
  await registerThroughTheSite(moderator, { email: testAdminEmails.journeyMaker, password, displayName: 'Moderator Mo' });
  await enableTotp(moderator);
  await moderator.goto('/admin');
  const card = moderator.getByRole('article', { name: fill('submissions.reviewHeading', { title, version: 1 }) });
  await card.getByRole('button', { name: text('submissions.publish') }).tap();
  await card.getByRole('button', { name: text('submissions.publishConfirm') }).tap();
  await expect(moderator.getByRole('status').filter({ hasText: title })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The maker sees it published.
  await maker.reload();
  await expect(maker.getByRole('article', { name: title }).getByRole('table')).toContainText(text('submissions.states.published'));

  // The player: finds it in the games tab and plays a quick run.
  const player = await phonePage(browser);
  await registerThroughTheSite(player, { email: uniqueEmail('journey-player'), password, displayName: 'Player Pia' });
  await player.goto('/');
  await player.getByRole('tab', { name: text('home.tabs.games.label') }).tap();
  await player.getByTestId('game-list').getByRole('link', { name: new RegExp(title) }).tap();
  await expect(player.getByRole('heading', { level: 1 })).toHaveText(title);
  await player.getByRole('button', { name: text('play.play'), exact: true }).tap();
  const stage = player.getByTestId('game-stage');
  await expect(stage.locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true');
  const game = player.frameLocator('iframe.game-stage__frame');
  await game.getByRole('button', { name: 'Start' }).tap();
  const tap = game.getByRole('button', { name: /Press me/ });
  await expect(tap).toBeEnabled();
  for (let press = 0; press < 10; press += 1) await tap.tap();
  await expect(game.locator('#status')).toHaveText('Done! Score: 100.');
  await expect(stage.getByTestId('run-earned')).toHaveText(gameCoins(6));
  await expect(stage.getByTestId('run-balance')).toHaveText(gameCoins(6));
  await saveArtifact(player, 'journey-maker-player-paid-mobile');

  // Back to the page: the run's coins are there too.
  await stage.getByRole('button', { name: text('play.back') }).tap();
  await expect(stage).toHaveCount(0);
  await expect(player.getByTestId('run-earned')).toHaveText(gameCoins(6));
  await expect(player.getByTestId('run-balance')).toHaveText(gameCoins(6));
  for (const page of [maker, moderator, player]) await page.context().close();
});
