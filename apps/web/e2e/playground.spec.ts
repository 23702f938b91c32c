import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startGameFileServer, type GameFileServer } from '@site/testing/game-files';
import type { Page } from '@playwright/test';
import { registerConfirmed } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/geometry.ts';
import { uniqueEmail } from './support/mail.ts';
import { pictureDevices, pictureSchemes, showScheme } from './support/pictures.ts';
import { playgroundGamePort } from './support/ports.mjs';
import { expect, test } from './support/test.ts';
import { sentence, text } from './support/translations.ts';

// /developers/playground (docs/web/behaviour.md#the-playground): a maker serves the starter on a
// port of their own, opens the playground from /developers, plays it in the site's stage in test
// mode and sees the inspector's checks live. The game's page says one console error before it
// is ready, which the checks show and the grade holds against it, and fetches outside its own
// files, which its server's CSP refuses.

const starter = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist/examples/starter');
const earlyError = 'playground-test: an error before ready';
const starterPage = readFileSync(join(starter, 'index.html'), 'utf8').replace('<script src="game.js" defer></script>', '<script src="says-error.js"></script>\n    <script src="game.js" defer></script>');

let game: GameFileServer;
// Each worker that runs this file's tests serves its own copy: the workers' beforeAll run side by side.
test.beforeAll(async ({ browserName: _browser }, workerInfo) => {
  game = await startGameFileServer({
    port: playgroundGamePort + workerInfo.parallelIndex,
    folders: { '/tap/': starter },
    files: { '/tap/index.html': starterPage, '/tap/says-error.js': `console.error(${JSON.stringify(earlyError)});\nfetch('http://127.0.0.2:9/elsewhere').catch(() => undefined);` },
  });
});
test.afterAll(async () => {
  await game.close();
});

const password = 'playground-pass-1';
const stage = (page: Page) => page.getByTestId('game-stage');
const gameFrame = (page: Page) => page.frameLocator('iframe.game-stage__frame');

async function openPlayground(page: Page, label: string): Promise<void> {
  await registerConfirmed(page, { email: uniqueEmail(label), password, displayName: `Maker ${label}` });
  await page.goto('/developers');
  await page.getByRole('main').getByRole('link', { name: text('developers.playgroundLink') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.playground'));
}

async function playAt(page: Page, address: string): Promise<void> {
  await page.getByLabel(text('playground.addressLabel')).fill(address);
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(stage(page)).toBeVisible();
}

test('a maker plays their own game in the playground and sees its checks live, with no request to the site\'s runs, saves or boards', async ({ page }) => {
  await openPlayground(page, 'playground');
  await page.getByLabel(text('playground.addressLabel')).fill('ftp://127.0.0.1/tap/');
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(page.getByText(sentence('playground.addressProblems.scheme', { detail: 'ftp:' }))).toBeVisible();
  // An address typed without its scheme gets the one to type.
  await page.getByLabel(text('playground.addressLabel')).fill(game.origin.replace('http://', '') + '/tap/');
  await page.getByRole('button', { name: text('playground.play'), exact: true }).click();
  await expect(page.getByText(sentence('playground.addressProblems.no_scheme', { detail: `${game.origin}/tap/` }))).toBeVisible();

  const siteCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && /runs|save|leaderboard|achievement/.test(pathname)) siteCalls.push(pathname);
  });
  await playAt(page, `${game.origin}/tap/index.html`);
  // The page may frame the maker's origin and nothing else.
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(`frame-src ${game.origin}; child-src ${game.origin}`);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          resolve(event.effectiveDirective);
        });
        const other = document.createElement('iframe');
        other.src = 'http://127.0.0.2:9/';
        document.body.append(other);
      }),
  );
  expect(blocked).toBe('frame-src');
  await expect(gameFrame(page).getByText('Press to start: tap, click, Space or Enter.')).toBeVisible();
  const summary = stage(page).getByTestId('playground-summary');
  await expect(summary).toContainText(new RegExp(sentence('playground.readyAfter', { time: String.raw`\d+(\.\d+)? sec` })));
  await summary.click();
  const checks = stage(page).locator('.playground-checks');
  await expect(checks.getByTestId('playground-ready')).toHaveText(/^\d+(\.\d+)? sec$/);
  await expect(checks.getByTestId('playground-errors-before')).toContainText(earlyError);
  await expect(checks.getByTestId('playground-csp')).toContainText('connect-src http://127.0.0.2:9/elsewhere');
  const grade = checks.getByTestId('playground-grade');
  await expect(grade).toContainText(text('inspections.badge.blocks'));
  await expect(grade.locator('.inspection-check--failed').filter({ hasText: text('inspections.checks.errorsBeforeReady') })).toHaveCount(1);
  await expect(grade.locator('.inspection-check--failed').filter({ hasText: text('inspections.checks.securityRules') })).toHaveCount(1);
  await expect(grade.locator('.inspection-check--not_tried').filter({ hasText: text('inspections.checks.scriptedRun') })).toContainText(text('inspections.notTriedReasons.no_run_played'));

  // Play a round: a press starts a run in the sandbox, presses score, the round ends by itself.
  await gameFrame(page).locator('body').click();
  await expect(gameFrame(page).getByText('Playing for fun.')).toHaveCount(0);
  await gameFrame(page).locator('body').click();
  await gameFrame(page).locator('body').click();
  await expect(gameFrame(page).getByText(/^Score \d+\. Press to play again\.$/)).toBeVisible();
  const log = checks.getByTestId('playground-log');
  await expect(log).toContainText('gameReady');
  await expect(log).toContainText('startRun');
  await expect(log).toContainText(/finishRun score \d+/);
  await expect(log).toContainText('gameOver');
  await expect(grade.locator('.inspection-check--passed').filter({ hasText: text('inspections.checks.scriptedRun') })).toHaveCount(1);
  expect(siteCalls).toEqual([]);

  // Back on the page, the same checks in full.
  await stage(page).getByRole('button', { name: text('play.back') }).click();
  await expect(stage(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByTestId('playground-log')).toContainText('finishRun');
  await expect(page.getByRole('button', { name: text('playground.playAgain') })).toBeVisible();

  // The policy is the playground's alone: the next page is loaded afresh, without it.
  await page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.news') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.news'));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);

  // A link with an address in it shows the address and waits for the maker's own Play.
  await page.goto(`/developers/playground?game=${encodeURIComponent(`${game.origin}/tap/index.html`)}`);
  await expect(page.getByLabel(text('playground.addressLabel'))).toHaveValue(`${game.origin}/tap/index.html`);
  await page.getByRole('button', { name: text('playground.playThis') }).click();
  await expect(gameFrame(page).getByText('Press to start: tap, click, Space or Enter.')).toBeVisible();
});

for (const device of ['phone', 'desktop'] as const) {
  test(`the playground on a ${device}, light and dark: axe finds nothing, nothing overflows`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...pictureDevices[device], locale: 'en-US' });
    const page = await context.newPage();
    try {
      await openPlayground(page, `playground-${device}`);
      await playAt(page, `${game.origin}/tap/index.html`);
      await expect(gameFrame(page).getByText('Press to start: tap, click, Space or Enter.')).toBeVisible();
      await expect(stage(page).getByTestId('playground-summary')).toContainText(text('inspections.badge.blocks'));
      for (const scheme of pictureSchemes) {
        await showScheme(page, scheme);
        await page.screenshot({ path: testInfo.outputPath(`stage-${device}-${scheme}.png`) });
      }
      await stage(page).getByTestId('playground-summary').click();
      await expect(stage(page).getByTestId('playground-log')).toContainText('gameReady');
      await page.screenshot({ path: testInfo.outputPath(`stage-open-${device}.png`) });
      await stage(page).getByRole('button', { name: text('play.back') }).click();
      await expect(stage(page)).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      for (const scheme of pictureSchemes) {
        await showScheme(page, scheme);
        await expectNoAxeViolations(page, `playground, ${device}, ${scheme}`);
        await page.screenshot({ path: testInfo.outputPath(`page-${device}-${scheme}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
}
