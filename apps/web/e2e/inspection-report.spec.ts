import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InspectionReport } from '@site/api-contract';
import { inspectBundle, launchInspectorBrowser } from '@site/api/src/inspections/inspect-bundle.ts';
import { buildTestPng } from '@site/api/src/test-support/test-images.ts';
import { buildTestZip } from '@site/api/src/test-support/test-zip.ts';
import { chromiumPath } from '../../../tooling/testing/chromium.ts';
import { registerConfirmed } from './support/account.ts';
import { expectNoHorizontalOverflow } from './support/geometry.ts';
import { uniqueEmail } from './support/mail.ts';
import { showScheme } from './support/pictures.ts';
import { testNow } from './support/test-clock.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/translations.ts';

// The hostile example's inspection report (issue 40 item 5: 9,120 px tall on a phone, each finding
// once per run and a flood of messages one line each). The report is the real inspector's, of the
// example as packages/game-sdk builds it; the e2e game server runs no inspector (no job worker), so
// the maker's page gets it from the test in place of the queued one, for the version it submitted.

const example = join(dirname(createRequire(import.meta.url).resolve('@site/game-sdk/package.json')), 'dist', 'examples', 'hostile');
const files = ['index.html', 'hostile.js', 'style.css', 'game-sdk.js'];
/** The most the page may be on a phone (it was 9,120 px): as it opens, and with every message list open. */
const phoneHeightMax = { asOpened: 5 * 844, listsOpen: 8 * 844 };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the hostile version’s report on a phone: each finding once with its viewports, floods summarised, a few screens tall', async ({ page }) => {
  test.setTimeout(180_000);
  const browser = await launchInspectorBrowser(chromiumPath);
  let inspected;
  try {
    inspected = await inspectBundle(browser, (path) => Promise.resolve(files.includes(path) ? readFileSync(join(example, path)) : null));
  } finally {
    await browser.close();
  }
  // The flood of finishRun messages reached the inspector and was counted, not kept.
  expect(inspected.runs.some((run) => (run.leftOut?.sdkCalls ?? 0) > 0), JSON.stringify(inspected.runs.map((run) => run.sdkCalls))).toBe(true);

  await registerConfirmed(page, { email: uniqueEmail('hostile-report'), password: 'correct horse battery', displayName: 'Hostile Maker' });
  const submitted = await page.request.post('/api/submissions', {
    headers: { 'x-site-request': '1' },
    multipart: {
      title: 'Hostile probe',
      description: 'Tries everything a game must not do.',
      category: 'other',
      thumbnail: { name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(64, 64) },
      bundle: { name: 'hostile.zip', mimeType: 'application/zip', buffer: buildTestZip(files.map((name) => ({ name, data: readFileSync(join(example, name)) }))) },
    },
  });
  expect(submitted.status()).toBe(201);
  const { game, version } = (await submitted.json()) as { game: string; version: number };
  const report: InspectionReport = { game, version, state: 'done', verdict: inspected.verdict, queuedAt: testNow().toISOString(), finishedAt: testNow().toISOString(), problem: null, findings: inspected.findings, runs: inspected.runs };
  await page.route(`**/api/my-games/${game}/versions/${String(version)}/inspection`, (route) => route.fulfill({ json: report }));

  await page.goto(`/my-games?game=${game}&version=${String(version)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: text('inspections.findingsHeading') })).toBeVisible();
  // Each finding once, however many runs saw it.
  const findings = main.locator('.inspection-finding');
  const codes = new Set(inspected.findings.map((finding) => `${finding.level}/${finding.code}`));
  await expect(findings).toHaveCount(codes.size);
  expect(inspected.findings.length).toBeGreaterThan(codes.size);
  await expectNoHorizontalOverflow(page);
  const asOpened = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(asOpened, `the report is ${String(asOpened)} px tall on a phone`).toBeLessThanOrEqual(phoneHeightMax.asOpened);
  for (const details of await main.locator('details').all()) await details.locator('summary').click();
  await expectNoHorizontalOverflow(page);
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await page.screenshot({ path: `test-results/inspection-report-phone-${scheme}.png`, fullPage: true });
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, `the report is ${String(height)} px tall on a phone, its lists open`).toBeLessThanOrEqual(phoneHeightMax.listsOpen);
  // On a desktop too, for people to look at (test-results/, not compared).
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await page.screenshot({ path: `test-results/inspection-report-desktop-${scheme}.png`, fullPage: true });
  }
});
