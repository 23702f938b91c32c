import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { apiPort } from './support/ports.mjs';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';
import { enableTotp } from './support/second-factor.ts';
import { openMiniAppOnPhone } from './support/mini-app-screen.ts';
import { darkTheme, telegramCallLines } from './support/telegram.ts';

// News from the game server: a moderator (here the bootstrap admin) writes it in /admin with a
// preview, visitors read it in English and Spanish, markup stays text, the list pages through
// older entries, and the service worker keeps what was read available offline.

interface NewsSource {
  id: string;
  texts: { en: { title: string } };
}

/** The bootstrap admin of one test, signed in on a page of their own (each test its own address). */
async function adminPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerConfirmed(page, { email, password: 'amber lantern rivers 57', displayName: 'Newsdesk' });
  await enableTotp(page);
  return page;
}

const fill = (key: string, values: Record<string, string>, language: 'en' | 'es' = 'en'): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), text(key, language));

const writeNews = (admin: Page, en: { title: string; summary: string; body: string }, publishedAt?: string): Promise<{ entry: NewsSource }> =>
  callApi<{ entry: NewsSource }>(admin, 'POST', '/api/admin/news', { texts: { en }, ...(publishedAt ? { publishedAt } : {}) });

test('a moderator writes news in /admin with a preview; visitors read it in English and Spanish, markup as text', async ({ page, browser }) => {
  test.slow(); // two accounts and screenshots in both schemes and sizes
  const stamp = Date.now();
  const title = `Season 2 is here ${stamp}`;
  const body = `Thirty new levels: see [the levels](/games/levels).\n\nThe rules are at https://example.com/rules. <script>window.__newsRan = true</script> <b>not bold</b>`;
  const admin = await adminPage(browser, testAdminEmails.news);
  await admin.goto('/admin/news');
  const desk = admin.getByRole('region', { name: text('news.desk.heading') });
  await expect(desk.getByRole('link', { name: 'Welcome to Core Games' })).toBeVisible();

  // The page's own checks name the field.
  await desk.getByRole('button', { name: text('news.desk.publish') }).click();
  const english = desk.getByRole('group', { name: text('languageNames.en') });
  const spanish = desk.getByRole('group', { name: text('news.desk.spanishOptional') });
  await expect(english.getByLabel(text('news.desk.title'))).toBeFocused();
  await expect(english.getByLabel(text('news.desk.title'))).toHaveAccessibleDescription(text('news.desk.problems.titleRequired'));

  await english.getByLabel(text('news.desk.title')).fill(title);
  await english.getByLabel(text('news.desk.summary')).fill('Thirty new levels and <i>more</i>.');
  await english.getByLabel(text('news.desk.body')).fill(body);
  // Half a Spanish text is refused; all of it is taken.
  await spanish.getByLabel(text('news.desk.title')).fill(`Llega la temporada 2 ${stamp}`);
  await desk.getByRole('button', { name: text('news.desk.publish') }).click();
  await expect(spanish.getByLabel(text('news.desk.summary'))).toBeFocused();
  await expect(spanish.getByLabel(text('news.desk.summary'))).toHaveAccessibleDescription(text('news.desk.problems.spanishIncomplete'));
  await spanish.getByLabel(text('news.desk.summary')).fill('Treinta niveles nuevos.');
  await spanish.getByLabel(text('news.desk.body')).fill('Treinta niveles nuevos: mira [los niveles](/games/levels).');

  // The preview reads as the page will: paragraphs, links, markup as text.
  const previewButton = desk.getByRole('button', { name: text('news.desk.preview') });
  await previewButton.click();
  await expect(previewButton).toHaveAttribute('aria-expanded', 'true');
  const preview = desk.getByRole('region', { name: fill('news.desk.previewIn', { language: text('languageNames.en') }) });
  await expect(preview.getByRole('link', { name: 'the levels' })).toHaveAttribute('href', '/games/levels');
  await expect(preview).toContainText('<script>window.__newsRan = true</script>');
  await expect(desk.getByRole('region', { name: fill('news.desk.previewIn', { language: text('languageNames.es') }) })).toContainText('Treinta niveles nuevos');
  await checkAndShootBothSchemes(admin, 'news-desk-preview');

  await desk.getByRole('button', { name: text('news.desk.publish') }).click();
  // The desk's own announcement (the list's loading indicator is a status too).
  const announced = (words: string) => desk.getByRole('status').filter({ hasText: words });
  await expect(announced(fill('news.desk.saved', { title }))).toBeFocused();
  await expect(english.getByLabel(text('news.desk.title'))).toHaveValue('');

  // A visitor reads it: newest first in the list, then the entry with its paragraphs and links.
  await page.goto('/news');
  const listed = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(listed.filter({ hasText: title })).toBeVisible();
  // Newer than the seeded entries (other tests may write news at the same time, so not necessarily first).
  const order = await listed.allTextContents();
  expect(order.indexOf(title)).toBeLessThan(order.indexOf('Season 1: new levels'));
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · ${text('site.name')}`);
  const article = page.getByRole('article');
  await expect(article.locator('p.news-paragraph')).toHaveCount(2);
  await expect(article.getByRole('link', { name: 'the levels' })).toHaveAttribute('href', '/games/levels');
  const external = article.getByRole('link', { name: 'https://example.com/rules' });
  await expect(external).toHaveAttribute('href', 'https://example.com/rules');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article).toContainText('<script>window.__newsRan = true</script> <b>not bold</b>');
  await expect(article.locator('script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __newsRan?: boolean }).__newsRan)).toBeUndefined();
  await checkAndShootBothSchemes(page, 'news-entry-written');
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // In Spanish: the Spanish text; an entry without one falls back to English and says so.
  const spanishContext = await browser.newContext();
  const reader = await spanishContext.newPage();
  await reader.goto(`/news/${id}?lng=es`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Llega la temporada 2 ${stamp}`);
  await expect(reader.getByRole('link', { name: 'los niveles' })).toHaveAttribute('href', '/games/levels');
  await expect(reader.getByRole('link', { name: text('news.backToNews', 'es') })).toBeVisible();
  const { entry: englishOnly } = await writeNews(admin, { title: `Only in English ${stamp}`, summary: 'No translation yet.', body: 'English only.' });
  await reader.goto(`/news/${englishOnly.id}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Only in English ${stamp}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(reader.getByText(text('news.onlyInEnglish', 'es'))).toBeVisible();
  await checkAndShootBothSchemes(reader, 'news-entry-es-fallback');
  await spanishContext.close();

  // Edited and deleted in /admin: the visitor sees the change, then "not found".
  await desk.getByRole('button', { name: fill('news.desk.editEntry', { title }) }).click();
  await expect(desk.getByRole('heading', { name: fill('news.desk.editHeading', { title }) })).toBeFocused();
  await english.getByLabel(text('news.desk.title')).fill(`${title} (updated)`);
  await desk.getByRole('button', { name: text('news.desk.saveChanges') }).click();
  await expect(announced(fill('news.desk.saved', { title: `${title} (updated)` }))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (updated)`);

  // Delete asks first, in place, and the keyboard focus follows the question and the answer: the
  // question starts on the safe answer, so Enter pressed twice keeps the entry; Escape keeps it too.
  const deleteButton = desk.getByRole('button', { name: fill('news.desk.deleteEntry', { title: `${title} (updated)` }) });
  const confirmDelete = desk.getByRole('button', { name: text('news.desk.confirmDeleteButton') });
  const keep = desk.getByRole('button', { name: text('news.desk.keep') });
  await deleteButton.click();
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(deleteButton).toBeFocused();
  await deleteButton.press('Enter');
  await expect(keep).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(deleteButton).toBeFocused();
  await deleteButton.press('Enter');
  await expect(keep).toBeFocused();
  await admin.keyboard.press('Escape');
  await expect(confirmDelete).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await deleteButton.press('Enter');
  await confirmDelete.focus();
  await admin.keyboard.press('Escape');
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirmDelete.click();
  await expect(announced(fill('news.desk.deleted', { title: `${title} (updated)` }))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('news.notFoundTitle'));
  await admin.context().close();
});

test('a delete the server refuses closes its question and says why, with the focus on the answer', async ({ browser }) => {
  const admin = await adminPage(browser, testAdminEmails.newsRefused);
  const stamp = Date.now().toString(36);
  const { entry } = await writeNews(admin, { title: `Gone already ${stamp}`, summary: 'Deleted elsewhere.', body: 'Deleted elsewhere.' });
  await admin.goto('/admin/news');
  const desk = admin.getByRole('region', { name: text('news.desk.heading') });
  const deleteButton = desk.getByRole('button', { name: fill('news.desk.deleteEntry', { title: entry.texts.en.title }) });
  const confirmDelete = desk.getByRole('button', { name: text('news.desk.confirmDeleteButton') });
  await deleteButton.click();
  await expect(desk.getByRole('button', { name: text('news.desk.keep') })).toBeFocused();
  // Another moderator deletes it meanwhile: this delete is refused (404).
  await callApi(admin, 'DELETE', `/api/admin/news/${entry.id}`);
  await confirmDelete.click();
  await expect(desk.getByRole('status').filter({ hasText: text('errors.api.not_found') })).toBeFocused();
  await expect(confirmDelete).toHaveCount(0);
  await expect(desk.getByRole('group', { name: fill('news.desk.confirmDelete', { title: entry.texts.en.title }) })).toHaveCount(0);
  // The list shows what is there now: the entry deleted elsewhere is gone from it.
  await expect(desk.getByRole('link', { name: entry.texts.en.title })).toHaveCount(0);
  await checkAndShootBothSchemes(admin, 'news-desk-refused-delete');
  await admin.context().close();
});

test('a player may not write news: the server refuses', async ({ page }) => {
  await registerConfirmed(page, { email: `news-player-${Date.now()}@core-games.test`, password: 'amber lantern rivers 57', displayName: 'Player' });
  const answer = await page.request.post('/api/admin/news', { headers: { 'x-site-request': '1' }, data: { texts: { en: { title: 'x', summary: 'x', body: 'x' } } } });
  expect(answer.status()).toBe(403);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: text('news.desk.heading') })).toHaveCount(0);
});

test('"Older news" pages through the list from the keyboard, focus moving to the first new entry', async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now();
  const admin = await adminPage(browser, testAdminEmails.newsPaging);
  // Dated long ago, so they come after everything else written during the run.
  const titles: string[] = [];
  for (let day = 1; day <= 12; day += 1) {
    const title = `Archive ${String(day).padStart(2, '0')} of ${stamp}`;
    titles.push(title);
    await writeNews(admin, { title, summary: 'From the archive.', body: 'Old news.' }, `2001-01-${String(day).padStart(2, '0')}T12:00:00.000Z`);
  }
  await admin.context().close();

  await page.goto('/news');
  const links = page.getByRole('article').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const older = page.getByRole('button', { name: text('news.olderNews') });
  let rounds = 0;
  while ((await older.count()) > 0 && rounds < 20) {
    const before = await links.count();
    await older.focus();
    await page.keyboard.press('Enter');
    await expect(links.nth(before)).toBeFocused();
    rounds += 1;
  }
  expect(rounds).toBeGreaterThanOrEqual(1);
  await expect(older).toHaveCount(0);
  const shown = await links.allTextContents();
  expect(shown.filter((title) => title.endsWith(`of ${stamp}`))).toEqual([...titles].reverse());
  expect(new Set(shown).size).toBe(shown.length);
  await checkAndShootBothSchemes(page, 'news-all-pages');
});

test.describe('offline', () => {
  // Its own origin (a static server of the build, /api passed to the game server), so its
  // service worker meets no other test's.
  test.use({ serviceWorkers: 'allow' });

  test('news read once stays readable offline; news never read says it cannot load', async ({ page, browser, context }) => {
    test.slow();
    const stamp = Date.now();
    const admin = await adminPage(browser, testAdminEmails.newsOffline);
    const { entry } = await writeNews(admin, { title: `Offline reading ${stamp}`, summary: 'Read it on the train.', body: 'First.\n\nSecond, with https://example.com/train.' });
    await admin.context().close();

    const server = await startStaticServer({ root: 'dist-e2e', apiTarget: `http://127.0.0.1:${apiPort}` });
    try {
      await page.goto(`${server.url}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.goto(`${server.url}/news`);
      await expect(page.getByRole('link', { name: `Offline reading ${stamp}` })).toBeVisible();
      await page.getByRole('link', { name: `Offline reading ${stamp}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Offline reading ${stamp}`);
    } finally {
      await server.close();
    }

    await context.setOffline(true);
    await page.goto(`${server.url}/news`);
    await expect(page.getByRole('link', { name: `Offline reading ${stamp}` })).toBeVisible();
    await page.goto(`${server.url}/news/${entry.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Offline reading ${stamp}`);
    await expect(page.getByRole('article').locator('p.news-paragraph')).toHaveCount(2);
    // Never read here: a clear error with a retry, not a blank page.
    await page.goto(`${server.url}/news/telegram-mini-app`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.newsEntry'));
    await expect(page.getByRole('alert')).toContainText(text('errors.api.network'));
    await expect(page.getByRole('button', { name: text('common.retry') })).toBeVisible();
    await context.setOffline(false);
  });
});

test('staff hide an entry in the Telegram mini app or give it a text of its own there; the site keeps its text', async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now();
  const admin = await adminPage(browser, testAdminEmails.newsTelegram);
  const shown = await writeNews(admin, { title: `Deposits open ${stamp}`, summary: 'Send CORE from your wallet.', body: 'Connect your wallet on the Core chain.' });
  const hidden = await writeNews(admin, { title: `Core chain news ${stamp}`, summary: 'Only for the site.', body: 'On the Core chain.' });
  await admin.goto('/admin/news');
  const desk = admin.getByRole('region', { name: text('news.desk.heading') });

  // Its own text in the mini app.
  await desk.getByRole('button', { name: fill('news.desk.editEntry', { title: shown.entry.texts.en.title }) }).click();
  // The entry's source is read afresh before its editor opens: until then the form is a new entry's.
  await expect(desk.getByRole('heading', { name: fill('news.desk.editHeading', { title: shown.entry.texts.en.title }) })).toBeFocused();
  const telegram = desk.getByRole('group', { name: text('news.desk.telegramHeading') });
  const field = (name: string, language: 'en' | 'es') => telegram.getByLabel(fill('news.desk.telegramField', { field: text(`news.desk.${name}`), language: text(`languageNames.${language}`) }));
  // Half a mini-app text is refused, naming the field.
  await field('title', 'en').fill(`Gold for Stars ${stamp}`);
  await desk.getByRole('button', { name: text('news.desk.saveChanges') }).click();
  await expect(field('summary', 'en')).toBeFocused();
  await expect(field('summary', 'en')).toHaveAccessibleDescription(text('news.desk.problems.telegramIncomplete'));
  await field('summary', 'en').fill('Buy gold coins with Telegram Stars.');
  await field('body', 'en').fill('Inside Telegram, gold coins are bought with Stars: https://example.com/stars.');
  await checkAndShootBothSchemes(admin, 'news-desk-telegram');
  const saved = admin.waitForResponse((response) => response.url().endsWith(`/api/admin/news/${shown.entry.id}`) && response.request().method() === 'PATCH');
  await desk.getByRole('button', { name: text('news.desk.saveChanges') }).click();
  expect((await saved).ok()).toBe(true);

  // Hidden there.
  await desk.getByRole('button', { name: fill('news.desk.editEntry', { title: hidden.entry.texts.en.title }) }).click();
  await expect(desk.getByRole('heading', { name: fill('news.desk.editHeading', { title: hidden.entry.texts.en.title }) })).toBeFocused();
  await telegram.getByLabel(text('news.desk.telegramHidden')).check();
  await expect(field('title', 'en')).toHaveCount(0);
  const hiddenSaved = admin.waitForResponse((response) => response.url().endsWith(`/api/admin/news/${hidden.entry.id}`) && response.request().method() === 'PATCH');
  await desk.getByRole('button', { name: text('news.desk.saveChanges') }).click();
  expect((await hiddenSaved).ok()).toBe(true);

  // The site keeps both as written.
  await page.goto('/news');
  await expect(page.getByRole('link', { name: shown.entry.texts.en.title })).toBeVisible();
  await expect(page.getByRole('link', { name: hidden.entry.texts.en.title })).toBeVisible();
  // The mini app lists the first with its own text, and not the hidden one.
  const miniApp = await (await browser.newContext()).newPage();
  await openMiniAppOnPhone(miniApp, '/news', { theme: darkTheme, signedIn: false });
  await expect(miniApp.getByRole('link', { name: `Gold for Stars ${stamp}` })).toBeVisible();
  await expect(miniApp.getByText('Buy gold coins with Telegram Stars.')).toBeVisible();
  await expect(miniApp.getByRole('link', { name: shown.entry.texts.en.title })).toHaveCount(0);
  await expect(miniApp.getByRole('link', { name: hidden.entry.texts.en.title })).toHaveCount(0);
  // A link to another site opens in the person's browser through Telegram, and the mini app stays.
  await miniApp.getByRole('link', { name: `Gold for Stars ${stamp}` }).click();
  await miniApp.getByRole('link', { name: 'https://example.com/stars' }).click();
  await expect.poll(() => telegramCallLines(miniApp)).toContainEqual(expect.stringMatching(/^web_app_open_link \{"url":"https:\/\/example\.com\/stars"/));
  await expect(miniApp).toHaveURL(new RegExp(`/news/${shown.entry.id}`));
  await miniApp.goto(`/news/${hidden.entry.id}`);
  await expect(miniApp.getByRole('heading', { level: 1 })).not.toHaveText(hidden.entry.texts.en.title);
});
