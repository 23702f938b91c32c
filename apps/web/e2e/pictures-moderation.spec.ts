import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { expectAllOnScreen, expectNoHorizontalOverflow, expectOnScreen } from './support/geometry.ts';
import { expectPictures, forEachDevice, signedInForPictures } from './support/pictures.ts';
import { picturesSiteUrl } from './support/pictures-servers.ts';
import { text } from './support/translations.ts';

// /news and /admin list what every test writes (news, submissions, tickets): on the shared game
// server their pictures would change with whatever runs beside them. Here they use the pictures'
// own game server and site (support/pictures-servers.ts, started by the global setup beside the
// shared one), so the pictures show the same lists every run.

test.describe.configure({ mode: 'default' });

// The bootstrap admin: the e2e servers have no other way to make a moderator, and /admin shows
// moderators what it shows admins.
signedInForPictures({ email: testAdminEmails.pictures, password: 'lantern orchard pebbles 74', displayName: 'Mo Pictures' }, 'moderation', picturesSiteUrl);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The moderation desks, each at its own address. */
const desks = [
  ['submissions.queueHeading', '/admin'],
  ['inspections.jobs.heading', '/admin/jobs'],
  ['players.heading', '/admin/players'],
  ['news.desk.heading', '/admin/news'],
  ['support.desk.heading', '/admin/tickets'],
  ['telegramStars.problemsDesk.heading', '/admin/payments'],
  ['telegramStars.refundDesk.heading', '/admin/refunds'],
  ['daily.pool.heading', '/admin/quests'],
] as const;

forEachDevice((device) => {
  test('/news', async ({ page }) => {
    await page.goto(`${picturesSiteUrl()}/news`);
    await expect(heading(page)).toHaveText(text('titles.news'));
    const entries = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(entries.first()).toBeVisible();
    await expect(entries.filter({ hasText: 'Welcome to Core Games' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(heading(page), { fullyInView: true });
    await expectAllOnScreen(await entries.all());
    await expectPictures(page, 'news', { device, fullPage: true });
  });

  // Each desk opened at its own address: once, where the device does not change what an address opens.
  if (device === 'desktop') {
    test("/admin's desks, each opened at its own address", async ({ page }) => {
      for (const [key, path] of desks) {
        await page.goto(`${picturesSiteUrl()}${path}`);
        await expect(page.getByRole('heading', { level: 2, name: text(key), exact: true })).toBeVisible();
      }
    });
  }

  test('/admin, as an admin', async ({ page }) => {
    await page.goto(`${picturesSiteUrl()}/admin`);
    await expect(heading(page)).toHaveText(text('titles.admin'));
    await expect(page.getByText(text('submissions.queueEmpty'))).toBeVisible();

    // One link per desk at the top (the review's is /admin); the other desks are not on the page.
    const links = page.getByRole('navigation', { name: text('moderation.desks') }).getByRole('link');
    await expect(links).toHaveText(desks.map(([key]) => text(key)));
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    await expectOnScreen(links.first(), { fullyInView: true });
    await expect(page.getByRole('region', { name: text('news.desk.heading') })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectPictures(page, 'admin', { device, fullPage: true });

    // From the keyboard: the news desk's link, then Enter, opens it at its own address.
    await links.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(links.nth(3)).toHaveAttribute('aria-current', 'page');
    await page.goto(`${picturesSiteUrl()}/admin/news`);
    const desk = page.getByRole('region', { name: text('news.desk.heading') });
    await expect(desk.getByRole('link', { name: 'Welcome to Core Games' })).toBeVisible();
    await expectOnScreen(heading(page), { fullyInView: true });
    await expectAllOnScreen([desk.getByRole('button', { name: text('news.desk.publish') }), desk.getByRole('button', { name: text('news.desk.preview') })]);

    // The news desk's Spanish fieldset: its hint is set apart from the first field's label below it.
    const spanish = desk.getByRole('group', { name: text('news.desk.spanishOptional') });
    const hintBox = await spanish.getByText(text('news.desk.spanishHint')).boundingBox();
    const titleBox = await spanish.getByText(text('news.desk.title'), { exact: true }).boundingBox();
    expect(hintBox && titleBox && titleBox.y - (hintBox.y + hintBox.height), 'space between the Spanish hint and "Title"').toBeGreaterThanOrEqual(8);

    await expectPictures(page, 'admin-news', { device, fullPage: true });
  });
});
