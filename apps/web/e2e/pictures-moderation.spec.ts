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

  test('/admin, as an admin', async ({ page }) => {
    await page.goto(`${picturesSiteUrl()}/admin`);
    await expect(heading(page)).toHaveText(text('titles.admin'));
    await expect(page.getByText(text('submissions.queueEmpty'))).toBeVisible();
    const desk = page.getByRole('region', { name: text('news.desk.heading') });
    await expect(desk.getByRole('link', { name: 'Welcome to Core Games' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectOnScreen(heading(page), { fullyInView: true });
    await expectAllOnScreen([desk.getByRole('button', { name: text('news.desk.publish') }), desk.getByRole('button', { name: text('news.desk.preview') })]);

    // Each section under its own heading, listed at the top; a link there brings its heading into view.
    const sections = ['submissions.queueHeading', 'inspections.jobs.heading', 'players.heading', 'news.desk.heading', 'support.desk.heading', 'telegramStars.problemsDesk.heading', 'telegramStars.refundDesk.heading', 'daily.pool.heading'].map((key) => text(key));
    const contents = page.getByRole('navigation', { name: text('moderation.contents') });
    await expect(contents.getByRole('link')).toHaveText(sections);
    await expectOnScreen(contents, { fullyInView: true });
    for (const name of sections) {
      await expect(page.getByRole('region', { name }).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await contents.getByRole('link', { name: text('support.desk.heading') }).click();
    await expectOnScreen(page.getByRole('heading', { level: 2, name: text('support.desk.heading') }), { fullyInView: true });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });

    // The news desk's Spanish fieldset: its hint is set apart from the first field's label below it.
    const spanish = desk.getByRole('group', { name: text('news.desk.spanishOptional') });
    const hintBox = await spanish.getByText(text('news.desk.spanishHint')).boundingBox();
    const titleBox = await spanish.getByText(text('news.desk.title'), { exact: true }).boundingBox();
    expect(hintBox && titleBox && titleBox.y - (hintBox.y + hintBox.height), 'space between the Spanish hint and "Title"').toBeGreaterThanOrEqual(8);

    await expectPictures(page, 'admin', { device, fullPage: true });
  });
});
