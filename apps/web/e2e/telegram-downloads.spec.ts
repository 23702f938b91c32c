import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme, lightTheme } from './support/telegram.ts';
import { installTelegramClient, telegramCalls, type TelegramAnswers } from './support/telegram-client.ts';
import { expect, test } from './support/test.ts';
import { sentence, text } from './support/translations.ts';

// Downloads inside the Telegram mini app (docs/web/behaviour.md#inside-telegram), on a phone, with
// the test playing Telegram's client: its webview carries out no `<a download>` nor blob download,
// so /developers hands each file to Telegram (`web_app_request_file_download` with the file's
// https address and name, Mini Apps 8.0; an older client opens the address in the person's
// browser, `web_app_open_link`), and the proof on /profile, served to the signed-in session
// alone (no address Telegram could fetch), is shown as text to copy. In a plain browser both
// still download as before.

const phone = { width: 390, height: 844 };
const newClient = '8.4';
const oldClient = '7.10';

/** /developers' downloads: the link's text (a translation key, or the file's own name) and the file's name. */
const developerDownloads = [
  { name: text('developers.starterDownload'), fileName: 'starter.zip' },
  { name: 'game-sdk.v2.js', fileName: 'game-sdk.v2.js' },
  { name: 'game-sdk.v2.d.ts', fileName: 'game-sdk.v2.d.ts' },
  { name: 'game-sdk-readme.md', fileName: 'game-sdk-readme.md' },
  { name: 'quick-tap.zip', fileName: 'quick-tap.zip' },
  { name: 'minimal.zip', fileName: 'minimal.zip' },
] as const;

/**
 * The proof the page is given: the unit tests' fixture, answered for /api/proofs/mine. A real one
 * needs a game server of its own that has built and published a commitment holding the account's
 * balances (profile-economy.spec.ts, whose player deposits with a wallet, which a Telegram account
 * has no way to here); the proof's text and its copy are under test here, not the ledger, and the
 * browser's save of a real proof is checked there.
 */
const proofFixture = readFileSync(new URL('../src/proofs/ledger-proof.fixture.json', import.meta.url), 'utf8');
const proof = JSON.parse(proofFixture) as { commitment: { day: string } };
const proofFileName = `ledger-proof-${proof.commitment.day}.json`;
/** The file the save writes: the proof as the server sent it, two spaces of indent and a final newline. */
const proofFileText = `${JSON.stringify(proof, null, 2)}\n`;

/** Answers /api/proofs/mine with the fixture for this page. */
async function serveProof(page: Page): Promise<void> {
  await page.route('**/api/proofs/mine', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: proofFixture }));
}

const fileUrl = (page: Page, fileName: string): string => new URL(`/developers/files/${fileName}`, page.url()).href;

/** Opens `path` as Telegram opens the mini app, signed in as a new Telegram user by its launch data. */
async function launch(page: Page, options: { path: string; version: string; theme: Record<string, string>; answers?: TelegramAnswers }): Promise<void> {
  await page.setViewportSize(phone);
  await installTelegramClient(page, options.answers);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`${options.path}${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: options.theme, version: options.version })}`);
  expect((await signIn).status()).toBe(200);
}

/** Counts the downloads the browser starts on `page` (inside Telegram there must be none: the webview would drop them). */
function countDownloads(page: Page): { count: () => number } {
  let count = 0;
  page.on('download', () => {
    count += 1;
  });
  return { count: () => count };
}

/** /profile's "Verify my balances", pressed: the section that then holds the proof's save. */
async function verifyMyBalances(page: Page) {
  const verify = page.locator('section', { has: page.getByRole('heading', { name: text('proofs.verifyHeading') }) });
  const proofAnswer = page.waitForResponse((response) => response.url().endsWith('/api/proofs/mine'));
  await verify.getByRole('button', { name: text('proofs.verifyButton') }).click();
  expect((await proofAnswer).status()).toBe(200);
  return verify;
}

test.describe('inside Telegram on a phone', () => {
  test('a new client: each /developers download asks Telegram to download the file, with its address and name', async ({ page, request }) => {
    await launch(page, { path: '/developers', version: newClient, theme: darkTheme, answers: { web_app_request_file_download: ['file_download_requested', { status: 'downloading' }] } });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.developers'));
    const downloads = countDownloads(page);
    await expect(page.getByText(text('developers.filesOpenInBrowser'))).toHaveCount(0);

    const asked: unknown[] = [];
    for (const { name, fileName } of developerDownloads) {
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      asked.push(['web_app_request_file_download', { url: fileUrl(page, fileName), file_name: fileName }]);
      await expect.poll(() => telegramCalls(page, 'web_app_request_file_download')).toEqual(asked);
      // Telegram fetches the address itself: it must answer, without the page's cookies.
      expect((await request.get(fileUrl(page, fileName))).status(), fileName).toBe(200);
    }
    expect(await telegramCalls(page, 'web_app_open_link')).toEqual([]);
    expect(downloads.count()).toBe(0);
    await expect(page).toHaveURL(/\/developers(?:#|$)/);
  });

  test('an old client: /developers says files open in the browser, and a download opens its address there through Telegram', async ({ page }) => {
    await launch(page, { path: '/developers', version: oldClient, theme: lightTheme });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.developers'));
    const downloads = countDownloads(page);
    await expect(page.getByRole('main').getByText(text('developers.filesOpenInBrowser'))).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: text('developers.starterDownload') }).click();
    await expect.poll(async () => (await telegramCalls(page, 'web_app_open_link')).map(([, params]) => (params as { url: string }).url)).toEqual([fileUrl(page, 'starter.zip')]);
    expect(await telegramCalls(page, 'web_app_request_file_download')).toEqual([]);
    expect(downloads.count()).toBe(0);
  });

  test("the proof's save shows the proof's text to copy, and asks Telegram to download nothing", async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await serveProof(page);
    await launch(page, { path: '/profile', version: newClient, theme: darkTheme, answers: { web_app_request_file_download: ['file_download_requested', { status: 'downloading' }] } });
    const downloads = countDownloads(page);
    const verify = await verifyMyBalances(page);

    // No download button that would do nothing: the file's text, named, and a button to copy it.
    await expect(verify.getByRole('button', { name: text('proofs.download') })).toHaveCount(0);
    const field = verify.getByRole('textbox', { name: sentence('proofs.proofText', { fileName: proofFileName }) });
    await expect(field).toHaveValue(proofFileText);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(verify.getByText(sentence('proofs.copyHint', { fileName: proofFileName }))).toBeVisible();

    await verify.getByRole('button', { name: text('proofs.copy') }).click();
    await expect(verify.getByRole('status').filter({ hasText: sentence('proofs.copied', { fileName: proofFileName }) })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(proofFileText);
    expect(await telegramCalls(page, 'web_app_request_file_download')).toEqual([]);
    expect(downloads.count()).toBe(0);
  });
});

test.describe('in a plain browser', () => {
  test('/developers downloads each file as before, and loads no Telegram SDK', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.developers'));
    for (const { name, fileName } of developerDownloads) {
      const download = page.waitForEvent('download');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      expect((await download).suggestedFilename()).toBe(fileName);
      expect((await download).url()).toBe(fileUrl(page, fileName));
    }
    await expect(page.getByText(text('developers.filesOpenInBrowser'))).toHaveCount(0);
    expect(scripts.filter((url) => url.includes('/telegram-sdk-'))).toEqual([]);
  });
});
