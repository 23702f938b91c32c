import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { expectNoHorizontalOverflow } from './support/geometry.ts';
import { uniqueEmail } from './support/mail.ts';
import { enableTotp } from './support/second-factor.ts';
import { text } from './support/translations.ts';

// Words people write (a news title or summary, a display name) may be one long unbroken word: on a
// phone each wraps in its box instead of widening the page.

const password = 'amber lantern rivers 57';
const phone = { width: 390, height: 844 };

test("a news entry's long unbroken title and summary wrap on /news, on its page, in the editor's preview and in the delete question", async ({ browser }) => {
  const admin = await (await browser.newContext({ viewport: phone })).newPage();
  await registerConfirmed(admin, { email: testAdminEmails.longWords, password, displayName: 'Long Words' });
  await enableTotp(admin);
  const stamp = Date.now().toString(36);
  const title = `Long${stamp}${'W'.repeat(100)}`;
  const summary = 'S'.repeat(300);
  const { entry } = await callApi<{ entry: { id: string } }>(admin, 'POST', '/api/admin/news', { texts: { en: { title, summary, body: 'B'.repeat(400) } } });

  await admin.goto('/news');
  await expect(admin.locator(`[data-news-entry="${entry.id}"]`)).toContainText(summary);
  await expectNoHorizontalOverflow(admin, '/news');
  await admin.goto(`/news/${entry.id}`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoHorizontalOverflow(admin, '/news/:id');

  await admin.goto('/admin/news');
  const desk = admin.getByRole('region', { name: text('news.desk.heading') });
  await desk.getByRole('button', { name: text('news.desk.deleteEntry').replace('{{title}}', title) }).click();
  await expect(desk.getByRole('group', { name: text('news.desk.confirmDelete').replace('{{title}}', title) })).toBeVisible();
  await expectNoHorizontalOverflow(admin, "/admin/news's delete question");
  await admin.keyboard.press('Escape');
  const english = desk.getByRole('group', { name: text('languageNames.en') });
  await english.getByLabel(text('news.desk.title'), { exact: true }).fill(title);
  await english.getByLabel(text('news.desk.summary'), { exact: true }).fill(summary);
  await english.getByLabel(text('news.desk.body'), { exact: true }).fill('B'.repeat(400));
  await desk.getByRole('button', { name: text('news.desk.preview') }).click();
  await expect(desk.getByRole('region', { name: text('news.desk.previewIn').replace('{{language}}', text('languageNames.en')) })).toContainText(summary);
  await expectNoHorizontalOverflow(admin, "/admin/news's preview");
  await callApi(admin, 'DELETE', `/api/admin/news/${entry.id}`);
  await admin.context().close();
});

test('a long unbroken display name wraps in the home greeting, the profile, "invited by" and an invited visitor\'s welcome', async ({ browser }) => {
  const inviter = await (await browser.newContext({ viewport: phone })).newPage();
  await registerConfirmed(inviter, { email: uniqueEmail('long-name'), password, displayName: 'N'.repeat(40) });
  const { code } = await callApi<{ code: string }>(inviter, 'GET', '/api/invites');
  const friend = await (await browser.newContext({ viewport: phone })).newPage();
  await registerConfirmed(friend, { email: uniqueEmail('long-name-friend'), password, displayName: 'F'.repeat(40), inviteCode: code });

  await inviter.goto('/');
  await expect(inviter.getByRole('heading', { level: 1 })).toContainText('N'.repeat(40));
  await expectNoHorizontalOverflow(inviter, '/ greeting');
  await inviter.goto('/profile');
  await expect(inviter.getByRole('region', { name: text('account.heading') })).toContainText('N'.repeat(40));
  await expectNoHorizontalOverflow(inviter, '/profile');
  await friend.goto('/invite-users');
  await expect(friend.getByText(text('invite.invitedBy').replace('{{name}}', 'N'.repeat(40)))).toBeVisible();
  await expectNoHorizontalOverflow(friend, '/invite-users, invited by');
  await friend.context().close();

  const visitor = await (await browser.newContext({ viewport: phone })).newPage();
  await visitor.goto(`/?ref=${code}`);
  await expect(visitor.getByTestId('invite-welcome')).toContainText('N'.repeat(40));
  await expectNoHorizontalOverflow(visitor, "an invited visitor's welcome");
  await visitor.context().close();
  await inviter.context().close();
});

test("a ticket's long reply address, page and device wrap on the support desk", async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  // The longest address the contract takes is one unbroken word to a browser: 64 characters, @, a long domain.
  const contactEmail = `${'r'.repeat(60)}${stamp.slice(-4)}@${'d'.repeat(60)}.${'e'.repeat(60)}.example`;
  const filed = await request.post('/api/support/tickets', {
    headers: { 'x-site-request': '1', 'content-type': 'application/json' },
    data: JSON.stringify({
      category: 'bug',
      message: `Long words ${stamp}: ${'M'.repeat(200)}`,
      contactEmail,
      shareDiagnostics: true,
      diagnostics: { page: `/games/levels?${'q'.repeat(200)}`, appVersion: 'V'.repeat(40), device: 'U'.repeat(200) },
    }),
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const { number } = (await filed.json()) as { number: string };

  const admin = await (await browser.newContext({ viewport: phone })).newPage();
  await registerConfirmed(admin, { email: testAdminEmails.longWordsDesk, password, displayName: 'Long Words Desk' });
  await enableTotp(admin);
  await admin.goto('/admin/tickets');
  const card = admin.getByRole('article', { name: text('support.desk.ticketHeading').replace('{{number}}', number).replace('{{category}}', text('support.categories.bug')) });
  await expect(card).toContainText(contactEmail);
  await expectNoHorizontalOverflow(admin, '/admin/tickets');
  await admin.context().close();
});
