import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inspectBundle, launchInspectorBrowser } from '@site/api/src/inspections/inspect-bundle.ts';
import { checkGameBundle } from '@site/api/src/submissions/check-game-bundle.ts';
import { chromiumPath } from '../../../tooling/testing/chromium.ts';
import { expectNoHorizontalOverflow } from './support/geometry.ts';
import { expectPictures, forEachDevice } from './support/pictures.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/translations.ts';

// /developers, the makers' way in: each download answers 200 with the game SDK's own build
// (packages/game-sdk/dist), and the starter zip, as the site serves it, is accepted by the upload's
// check and passes the inspection (apps/api's inspector, on the files the check unpacked).

const sdkDir = dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json'));
const built = (path: string): Buffer => readFileSync(join(sdkDir, path));

const downloads = [
  ['developers.files.sdk', 'game-sdk.v2.js', 'dist/game-sdk.v2.js'],
  ['developers.files.types', 'game-sdk.v2.d.ts', 'dist/game-sdk.v2.d.ts'],
  ['developers.files.readme', 'game-sdk-readme.md', 'README.md'],
  ['developers.files.reaction', 'quick-tap.zip', 'dist/examples/reaction.zip'],
  ['developers.files.minimal', 'minimal.zip', 'dist/examples/minimal.zip'],
  ['developers.starterDownload', 'starter.zip', 'dist/examples/starter.zip'],
] as const;

test('/developers is linked from /submit and /my-games, and each download answers 200 with the SDK’s own file', async ({ page, request }) => {
  for (const path of ['/submit', '/my-games']) {
    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: text('developers.submitLink') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.developers'));
  }
  const main = page.getByRole('main');
  for (const [, name, source] of downloads) {
    const link = main.locator(`a[download="${name}"]`);
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute('href');
    const answer = await request.get(href ?? '');
    expect(answer.status(), href ?? name).toBe(200);
    expect(Buffer.compare(await answer.body(), built(source)), `${name} is ${source}`).toBe(0);
  }
  expect(built('dist/game-sdk.v2.d.ts').toString()).toContain('const SiteGame:');
});

test('the starter zip the site serves is accepted by the upload check and passes the inspection as it is', async ({ request }) => {
  test.setTimeout(120_000);
  const answer = await request.get('/developers/files/starter.zip');
  expect(answer.status()).toBe(200);
  const checked = await checkGameBundle(await answer.body());
  if (!checked.ok) throw new Error(`the starter zip was refused: ${checked.message}`);
  expect(checked.files.map((file) => file.path).sort()).toEqual(['game-sdk.v2.js', 'game.js', 'index.html', 'style.css']);
  const browser = await launchInspectorBrowser(chromiumPath);
  try {
    const files = new Map(checked.files.map((file) => [file.path, Buffer.from(file.bytes)]));
    const report = await inspectBundle(browser, (path) => Promise.resolve(files.get(path) ?? null), { throttledRun: false });
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe('passes');
    expect(report.runs.find((run) => run.scriptedPlay)?.scriptedPlay).toMatchObject({ runStarted: true, runFinished: true });
  } finally {
    await browser.close();
  }
});

forEachDevice((device) => {
  test('/developers pictures', async ({ page }) => {
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.developers'));
    await expect(page.getByRole('link', { name: text('developers.starterDownload') })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectPictures(page, 'developers', { device, fullPage: true });
  });
});
