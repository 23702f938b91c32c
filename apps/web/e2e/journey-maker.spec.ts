import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { registerThroughTheSite } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';
import { enableTotp } from './support/second-factor.ts';

// A game maker's journey, on a phone, through the site's pages only (never its API or this
// repository): the maker finds the makers' page from the home page's Games tab, downloads the
// starter there (Tap Sprint, SDK version 2), follows the page to /submit and submits the starter as
// downloaded; a moderator publishes it at /admin; a player finds it in the games tab, plays a
// round (two seconds, inside the minimum run time, so the site's wait for it is part of the
// journey) and sees the coins it paid: a completed run of a submitted game pays 5 below a score of 100.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const password = 'harbour violin orchard 61';
const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));
const gameCoins = (amount: number): string => fill(`economy.units.game_coin_${amount === 1 ? 'one' : 'other'}`, { amount: amount.toLocaleString('en') });

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(phone)).newPage();
}

test('a maker downloads the starter at /developers and submits it, a moderator publishes it, and a player finishes a round and sees the coins', async ({ browser }) => {
  test.slow(); // three people, each registering; an upload; a run that waits for the minimum run time
  const title = `Tap Sprint ${Date.now().toString(36)}`;

  // The maker: registers, finds the makers' page, downloads the starter and submits it as it is.
  const maker = await phonePage(browser);
  await registerThroughTheSite(maker, { email: uniqueEmail('journey-maker'), password, displayName: 'Maker Mia' });
  await maker.goto('/');
  await maker.getByRole('tab', { name: text('home.tabs.games.label') }).tap();
  await maker.getByRole('tabpanel').getByRole('link', { name: text('titles.developers') }).tap();
  await expect(maker.getByRole('heading', { level: 1 })).toHaveText(text('titles.developers'));
  const download = maker.waitForEvent('download');
  await maker.getByRole('link', { name: text('developers.starterDownload') }).tap();
  const bundle = readFileSync(await (await download).path());
  await maker.getByRole('main').getByRole('link', { name: text('titles.submit'), exact: true }).tap();
  await expect(maker).toHaveURL(/\/submit$/);
  await maker.getByRole('textbox', { name: text('submissions.title') }).fill(title);
  await maker.getByRole('textbox', { name: text('submissions.descriptionIn').replace('{{language}}', 'English') }).fill('Press as often as you can in two seconds.');
  await maker.getByRole('combobox', { name: text('submissions.category') }).selectOption('other');
  await maker.getByLabel(text('submissions.thumbnail')).setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(128, 128) });
  await maker.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'starter.zip', mimeType: 'application/zip', buffer: bundle });
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
  const status = game.getByRole('status');
  await expect(status).toHaveText('Press to start: tap, click, Space or Enter.');
  // A tap starts the round; two more count if the run has started by then. The round ends by itself.
  for (let press = 0; press < 3; press += 1) await game.locator('main').tap();
  await expect(status).toHaveText(/^Score [0-2]\. Press to play again\.$/);
  await expect(stage.getByTestId('run-earned')).toHaveText(gameCoins(5));
  await expect(stage.getByTestId('run-balance')).toHaveText(gameCoins(5));
  await saveArtifact(player, 'journey-maker-player-paid-mobile');

  // Back to the page: the run's coins are there too.
  await stage.getByRole('button', { name: text('play.back') }).tap();
  await expect(stage).toHaveCount(0);
  await expect(player.getByTestId('run-earned')).toHaveText(gameCoins(5));
  await expect(player.getByTestId('run-balance')).toHaveText(gameCoins(5));
  for (const page of [maker, moderator, player]) await page.context().close();
});
