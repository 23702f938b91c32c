import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { buildTestPng } from '../../api/src/test-support/test-images.ts';
import { buildTestZip } from '../../api/src/test-support/test-zip.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { holdRequests } from './support/hold-requests.ts';
import { uniqueEmail } from './support/mail.ts';
import { scrollShadows } from './support/geometry.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { enableTotp } from './support/second-factor.ts';
import { playPort } from './support/ports.mjs';

const gamesOrigin = `http://127.0.0.1:${playPort}`;

// Submitting a game and reviewing it, against the real game server: a player uploads a game the
// test builds (a zip made byte by byte, a real PNG), the bootstrap admin plays it in the review
// sandbox and publishes it, and the player sees it published; a rejection's reason reaches the
// player as the text it is.

const password = 'amber lantern rivers 57';

const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));

/** A tiny playable game: an accessible page whose script writes a line, so the test sees it ran. */
function gameZip(marker: string): Buffer {
  return buildTestZip([
    {
      name: 'index.html',
      data: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${marker}</title><link rel="stylesheet" href="style.css"></head><body><h1>${marker}</h1><p id="status">loading</p><script src="js/game.js"></script></body></html>`,
    },
    { name: 'style.css', data: 'body { font: 16px sans-serif; color: #111; background: #fff; }' },
    { name: 'js/game.js', data: `document.getElementById('status').textContent = 'Game script ran: ' + ${JSON.stringify(marker)};` },
  ]);
}

const pngFile = { name: 'thumbnail.png', mimeType: 'image/png', buffer: buildTestPng(96, 96) };

/** The id the server gives a game from its title (as src/submissions/game-slug.ts does for ASCII titles). */

async function newPlayer(page: Page, label: string): Promise<void> {
  await registerConfirmed(page, { email: uniqueEmail(label), password, displayName: `Maker ${label}` });
}

/** The bootstrap admin of one test (each test its own address, so parallel tests never register the same one). */
async function adminPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerConfirmed(page, { email, password, displayName: 'Reviewer' });
  const { account } = await callApi<{ account: { role: string } }>(page, 'GET', '/api/session');
  expect(account.role).toBe('admin');
  await enableTotp(page);
  return page;
}

/** The review card of `title` in the admin queue. */
const reviewCard = (page: Page, title: string) => page.getByRole('article', { name: fill('submissions.reviewHeading', { title, version: 1 }) });

test('signed out, /submit, /my-games and /admin say why and lead to the sign-in', async ({ page }) => {
  for (const [path, invitation] of [
    ['/submit', 'submissions.signInToSubmit'],
    ['/my-games', 'submissions.signInToSeeGames'],
    ['/admin', 'submissions.signInToReview'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text(invitation))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text('nav.login') })).toHaveAttribute('href', '/login');
  }
  await checkAndShootBothSchemes(page, 'submissions-admin-signed-out');
});

test('a player submits a game, the admin plays it in the review sandbox and publishes it, the player sees it published', async ({ page, browser }) => {
  test.slow(); // two accounts, uploads, screenshots of every page in both schemes and sizes
  const title = `Orbit <b>Hopper</b> ${Date.now()}`;
  await newPlayer(page, 'submit');

  // The page's own checks: nothing chosen yet, every required field is named.
  await page.goto('/submit');
  await expect(page.getByRole('heading', { level: 1, name: text('titles.submit') })).toBeVisible();
  await page.getByRole('button', { name: text('submissions.send') }).click();
  const titleField = page.getByRole('textbox', { name: text('submissions.title') });
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription(new RegExp(text('submissions.problems.titleRequired')));
  await expect(page.getByLabel(text('submissions.thumbnail'))).toHaveAccessibleDescription(new RegExp(text('submissions.problems.thumbnailRequired')));
  await expect(page.getByLabel(text('submissions.bundle'))).toHaveAccessibleDescription(new RegExp(text('submissions.problems.bundleRequired')));
  await checkAndShootBothSchemes(page, 'submit-problems');

  // An HTML page named .png passes the page's check (its name and type say image) and is refused by the server, at its field.
  await titleField.fill(title);
  await page.getByRole('textbox', { name: text('submissions.descriptionIn').replace('{{language}}', 'English') }).fill('Hop from orbit to orbit.\n<script>alert(1)</script> stays text.');
  // Every language the site ships has its own description field, as on /my-games.
  await page.getByRole('textbox', { name: text('submissions.descriptionIn').replace('{{language}}', 'Spanish') }).fill('Salta de órbita en órbita.');
  await page.getByRole('combobox', { name: text('submissions.category') }).selectOption('puzzle');
  await page.getByLabel(text('submissions.thumbnail')).setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await page.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'orbit.zip', mimeType: 'application/zip', buffer: gameZip('Orbit Hopper') });
  await page.getByRole('button', { name: text('submissions.send') }).click();
  const thumbnailField = page.getByLabel(text('submissions.thumbnail'));
  await expect(thumbnailField).toBeFocused();
  await expect(thumbnailField).toHaveAttribute('aria-invalid', 'true');
  await expect(thumbnailField).toHaveAccessibleDescription(new RegExp(text('errors.api.thumbnail_invalid')));
  const before = await callApi<{ games: unknown[] }>(page, 'GET', '/api/my-games');
  expect(before.games).toEqual([]);
  await checkAndShootBothSchemes(page, 'submit-refused-thumbnail');

  // The real thumbnail: uploaded with progress shown, then /my-games says it waits for review.
  await thumbnailField.setInputFiles(pngFile);
  await page.getByRole('button', { name: text('submissions.send') }).click();
  await expect(page).toHaveURL(/\/my-games$/);
  const notice = page.getByRole('status').filter({ hasText: text('submissions.submittedNotice').slice(0, 10) });
  await expect(notice).toHaveText(fill('submissions.submittedNotice', { game: title, version: 1 }));
  const described = await callApi<{ games: { descriptions: unknown[] }[] }>(page, 'GET', '/api/my-games');
  expect(described.games[0]?.descriptions).toEqual([
    { language: 'en', text: 'Hop from orbit to orbit.\n<script>alert(1)</script> stays text.' },
    { language: 'es', text: 'Salta de órbita en órbita.' },
  ]);
  await expect(page.locator('#main')).toBeFocused();
  const mine = page.getByRole('article', { name: title });
  await expect(mine.getByRole('heading', { name: title })).toHaveText(title);
  await expect(mine.getByRole('table')).toContainText(text('submissions.states.submitted'));
  await expect(mine).toContainText(text('submissions.notPublishedYet'));
  await checkAndShootBothSchemes(page, 'my-games-submitted');

  // A player may not review: the page says so and the server refuses.
  await expect(page.getByRole('link', { name: text('titles.admin') })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toContainText(text('submissions.notAllowed'));
  expect((await page.request.get('/api/admin/reviews')).status()).toBe(403);
  await checkAndShootBothSchemes(page, 'admin-not-allowed');

  // The admin plays the version in the sandbox, from its review URL, and publishes it.
  const admin = await adminPage(browser, testAdminEmails.publish);
  // The way there: /my-games links the review area for the roles that may use it.
  await admin.goto('/my-games');
  await admin.getByRole('link', { name: text('titles.admin') }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const card = reviewCard(admin, title);
  await expect(card).toContainText(text('submissions.states.submitted'));
  await card.getByRole('button', { name: text('submissions.playVersion') }).click();
  // The stage players get, over the page, with the notice that a review run is free.
  const stage = admin.getByTestId('game-stage');
  await expect(stage.getByTestId('review-run-notice')).toHaveText(text('submissions.reviewRun.notice'));
  const frame = stage.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  // On the games' own origin, as players get it (apps/api's PLAY_ORIGIN).
  await expect(frame).toHaveAttribute('src', new RegExp(`^${gamesOrigin}/play/[a-z0-9-]+/1/!review/[A-Za-z0-9_-]{43}/$`));
  await expect(stage.frameLocator('iframe').locator('#status')).toHaveText('Game script ran: Orbit Hopper');
  await stage.getByRole('button', { name: text('play.back') }).click();
  await expect(stage).toHaveCount(0);
  await expect(card).toContainText(text('submissions.states.in_review'));
  // The stage with a finished review run is shot by journey-moderator.spec.ts.
  // Publishing asks first, and says that no review run was finished (the game was opened, not played through).
  await card.getByRole('button', { name: text('submissions.publish') }).click();
  const question = card.getByRole('group', { name: `${fill('submissions.publishQuestion', { title, version: 1 })} ${text('submissions.noReviewRun')}` });
  // The question starts on the safe answer.
  await expect(question.getByRole('button', { name: text('submissions.publishCancel') })).toBeFocused();
  await question.getByRole('button', { name: text('submissions.publishCancel') }).click();
  await expect(card.getByRole('button', { name: text('submissions.publish') })).toBeFocused();
  await expect(card).toContainText(text('submissions.states.in_review'));
  await card.getByRole('button', { name: text('submissions.publish') }).click();
  await question.getByRole('button', { name: text('submissions.publishConfirm') }).click();
  await expect(admin.getByRole('status').filter({ hasText: title })).toContainText(title);
  await expect(card).toHaveCount(0);
  await checkAndShootBothSchemes(admin, 'admin-published');

  // Published: listed for everyone, playable at its public URL, and shown so in /my-games.
  const { games } = await callApi<{ games: { id: string; title: string; playUrl: string }[] }>(page, 'GET', '/api/games?limit=100');
  const listed = games.find((game) => game.title === title);
  expect(listed?.playUrl).toBe(`${gamesOrigin}/play/${listed?.id ?? ''}/1/`);
  expect((await page.request.get(listed?.playUrl ?? `${gamesOrigin}/play/none/1/`)).status()).toBe(200);
  await page.goto('/my-games');
  await expect(mine.getByRole('table')).toContainText(text('submissions.states.published'));
  await expect(mine.getByRole('link', { name: fill('submissions.playableVersion', { version: 1 }), exact: true })).toHaveAttribute('href', `/games/${listed?.id ?? ''}`);
  await checkAndShootBothSchemes(page, 'my-games-published');
  await admin.context().close();

  // The maker's dashboard: their own visit to the game's page is counted, and the numbers of the
  // last 30 days are drawn (the chart's library loads with it) and given as a table.
  const opened = page.waitForResponse((response) => response.url().endsWith(`/api/games/${listed?.id ?? ''}/stage-events`) && response.status() === 200);
  await page.goto(`/games/${listed?.id ?? ''}`);
  await opened;
  await page.goto('/my-games');
  await mine.getByRole('link', { name: fill('dashboard.linkOf', { title }), exact: true }).click();
  // Named by its title, with its address beside it (two games of one title read apart).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(fill('dashboard.heading', { game: title }));
  await expect(page.getByRole('main').locator('code', { hasText: listed?.id ?? '' })).toBeVisible();
  const totals = page.locator('.game-dashboard__totals');
  await expect(totals.getByRole('definition').first()).toHaveText('1');
  await expect(totals).toContainText(fill('dashboard.conversionValue', { percent: '0%', finished: 0, opened: 1 }));
  // The chart's box was kept at its height while its library loaded: drawn, the chart fills it
  // exactly, so nothing below it moved (the days' summary under a finger or a pointer).
  const canvas = page.getByTestId('dashboard-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const [plotBox, canvasBox] = await Promise.all([page.locator('.game-dashboard__plot').boundingBox(), canvas.boundingBox()]);
  expect(canvasBox?.height).toBe(plotBox?.height);
  await page.getByText(text('dashboard.daysSummary'), { exact: true }).click();
  const days = page.getByRole('table', { name: text('dashboard.daysCaption') });
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(days.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  // On a phone the days' six columns scroll sideways: a shadow at the end says so, then at the start once scrolled there.
  const daysBox = page.locator('.table-scroll').filter({ has: days });
  expect(await scrollShadows(daysBox)).toEqual({ start: false, end: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => scrollShadows(daysBox)).toEqual({ start: false, end: true });
  await daysBox.evaluate((element) => {
    element.scrollBy({ left: element.scrollWidth });
  });
  await expect.poll(() => scrollShadows(daysBox)).toEqual({ start: true, end: false });
  await daysBox.evaluate((element) => {
    element.scrollTo({ left: 0 });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkAndShootBothSchemes(page, 'my-games-dashboard');
});

test('a rejected version shows its reason to the player as text', async ({ page, browser }) => {
  test.slow();
  const title = `Unfinished ${Date.now()}`;
  await newPlayer(page, 'rejected');
  await page.goto('/submit');
  await page.getByRole('textbox', { name: text('submissions.title') }).fill(title);
  await page.getByLabel(text('submissions.thumbnail')).setInputFiles(pngFile);
  await page.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'unfinished.zip', mimeType: 'application/zip', buffer: gameZip('Unfinished') });
  await page.getByRole('button', { name: text('submissions.send') }).click();
  await expect(page).toHaveURL(/\/my-games$/);

  const admin = await adminPage(browser, testAdminEmails.reject);
  await admin.goto('/admin');
  const card = reviewCard(admin, title);
  await card.getByRole('button', { name: text('submissions.reject') }).click();
  const reasonField = card.getByRole('textbox', { name: text('submissions.rejectReason') });
  await expect(reasonField).toBeFocused();
  await expect(reasonField).toHaveAccessibleDescription(text('submissions.problems.reasonRequired'));
  const reason = 'The start screen never ends.\n<b>Fix</b> it & send a new version.';
  await reasonField.fill(reason);
  await card.getByRole('button', { name: text('submissions.reject') }).click();
  await expect(admin.getByRole('status').filter({ hasText: title })).toBeVisible();
  await admin.context().close();

  await page.goto('/my-games');
  const mine = page.getByRole('article', { name: title });
  await expect(mine.getByRole('table')).toContainText(text('submissions.states.rejected'));
  await expect(mine.locator('.rejection-reason')).toContainText('<b>Fix</b> it & send a new version.');
  await expect(mine.locator('.rejection-reason b')).toHaveCount(0);
  await checkAndShootBothSchemes(page, 'my-games-rejected');

  // A new version goes to review again.
  await mine.getByRole('link', { name: fill('submissions.newVersionOf', { title }) }).click();
  await expect(page).toHaveURL(/\/submit\?game=/);
  await expect(page.getByRole('textbox', { name: text('submissions.title') })).toHaveCount(0);
  await page.getByLabel(text('submissions.thumbnail')).setInputFiles(pngFile);
  await page.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'v2.zip', mimeType: 'application/zip', buffer: gameZip('Unfinished v2') });
  await checkAndShootBothSchemes(page, 'submit-new-version');
  await page.getByRole('button', { name: text('submissions.sendVersion') }).click();
  await expect(page).toHaveURL(/\/my-games$/);
  await expect(mine.getByRole('row', { name: /^2 / })).toContainText(text('submissions.states.submitted'));
});

test('a maker declares levels and a top score; the form says a wrong count at its field; the moderator and /my-games show the declaration; the published game has its levels', async ({ page, browser }) => {
  test.slow(); // two accounts, an upload, a review
  const title = `Five Rooms ${Date.now()}`;
  const declared = fill('submissions.declaration.levelsCount_other', { count: 3, top: '5,000' });
  await newPlayer(page, 'levels');
  await page.goto('/submit');
  await page.getByRole('textbox', { name: text('submissions.title') }).fill(title);
  await page.getByLabel(text('submissions.thumbnail')).setInputFiles(pngFile);
  await page.getByLabel(text('submissions.bundle')).setInputFiles({ name: 'rooms.zip', mimeType: 'application/zip', buffer: gameZip('Five Rooms') });
  const topScore = page.getByRole('textbox', { name: text('submissions.declaration.topScore') });
  await expect(topScore).toHaveValue('10000');
  // How many is asked once the box is ticked; a count out of range is said at its field, which gets the focus.
  const count = page.getByRole('textbox', { name: text('submissions.declaration.levelsLabel') });
  await expect(count).toHaveCount(0);
  await page.getByRole('checkbox', { name: text('submissions.declaration.hasLevels') }).check();
  await count.fill('0');
  await topScore.fill('5000');
  await page.getByRole('button', { name: text('submissions.send') }).click();
  await expect(count).toBeFocused();
  await expect(count).toHaveAccessibleDescription(new RegExp(fill('submissions.problems.levelsRange', { 'max, number': 200 }).replace(/[.?]/g, '\\$&')));
  await checkAndShootBothSchemes(page, 'submit-levels-problem');
  await count.fill('3');
  await page.getByRole('button', { name: text('submissions.send') }).click();
  await expect(page).toHaveURL(/\/my-games$/);
  const mine = page.getByRole('article', { name: title });
  await expect(mine.getByRole('row', { name: /^1 / }).getByTestId('version-declaration')).toHaveText(declared);

  // The moderator reads the declaration on the card, and publishes.
  const admin = await adminPage(browser, testAdminEmails.declareLevels);
  await admin.goto('/admin');
  const card = reviewCard(admin, title);
  await expect(card.getByTestId('review-declaration')).toHaveText(fill('submissions.declaration.review', { declaration: declared }));
  // The moderator plays any of its levels: the review opens the game at the level chosen.
  const reviewLevel = card.getByRole('combobox', { name: text('submissions.reviewLevel') });
  await expect(reviewLevel.getByRole('option')).toHaveText(['1', '2', '3']);
  await reviewLevel.selectOption('3');
  await checkAndShootBothSchemes(admin, 'review-level-picker');
  await card.getByRole('button', { name: text('submissions.playVersion') }).click();
  const reviewStage = admin.getByTestId('game-stage');
  await expect(reviewStage.locator('iframe.game-stage__frame')).toHaveAttribute('src', /\/!review\/[^/]+\/\?level=3&lang=en&theme=(light|dark)$/);
  await reviewStage.getByRole('button', { name: text('play.back') }).click();
  await expect(reviewStage).toHaveCount(0);
  await card.getByRole('button', { name: text('submissions.publish') }).click();
  await card.getByRole('button', { name: text('submissions.publishConfirm') }).click();
  await expect(admin.getByRole('status').filter({ hasText: title })).toBeVisible();
  await admin.context().close();

  // Published, the game has its three levels: its page opens the first, and its boards are per level.
  const { games } = await callApi<{ games: { id: string; title: string; levelCount: number | null }[] }>(page, 'GET', '/api/games?limit=100');
  const listed = games.find((game) => game.title === title);
  expect(listed?.levelCount).toBe(3);
  await page.goto(`/games/${listed?.id ?? ''}`);
  await expect(page.getByTestId('level-now')).toHaveText(fill('play.levelOfCount', { level: 1, count: 3 }));

  // Its level 1 finished (through the API, as the game would through the SDK): the page opens level
  // 2 from the server's progress of this game, and a link to level 3 opens level 2 and says why.
  const { run } = await callApi<{ run: { id: string } }>(page, 'POST', `/api/games/${listed?.id ?? ''}/runs`);
  await expect
    .poll(
      async () =>
        (
          await page.request.post(`/api/runs/${run.id}/finish`, {
            headers: { 'x-site-request': '1', 'content-type': 'application/json' },
            data: JSON.stringify({ score: 4000, level: 1, completed: true }),
          })
        ).status(),
      { timeout: 30_000, message: 'the server accepts the finished run once its minimum time has passed' },
    )
    .toBe(200);
  // index.html paints no Play for it before the site's code (it reads Levels' progress alone, and
  // would offer the level the link asks for): its code is asked for at once, the page not painted.
  await page.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem('site.signedIn', '1');
    (window as { siteE2eCodeHoldLimitMs?: number }).siteE2eCodeHoldLimitMs = 600_000;
  });
  const code = await holdRequests(page, /\/assets\/(index|render-app)-[^/]+\.js$/);
  await page.goto(`/games/${listed?.id ?? ''}?level=3`, { waitUntil: 'commit' });
  await code.held;
  await expect(page.locator('.home-preview .game-page__play')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-game-painted');
  code.release();
  await expect(page.getByTestId('level-now')).toHaveText(fill('play.levelOfCount', { level: 2, count: 3 }));
  await expect(page.getByRole('main').getByRole('button', { name: fill('play.playLevel', { level: 2 }) })).toBeVisible();
  await expect(page.getByTestId('level-not-open')).toHaveText(fill('play.levelNotOpen', { asked: 3, open: 2 }));

  // A new version's form starts from what the published one declared.
  await page.goto(`/submit?game=${listed?.id ?? ''}`);
  await expect(page.getByRole('checkbox', { name: text('submissions.declaration.hasLevels') })).toBeChecked();
  await expect(count).toHaveValue('3');
  await expect(topScore).toHaveValue('5000');
});
