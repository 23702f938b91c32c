import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { nextMail, uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { enableTotp } from './support/second-factor.ts';

// Support tickets against the real game server and the local SMTP server: a visitor reports a
// problem from the page it happened on and gets a ticket number and an acknowledgement by mail; a
// moderator reads the report in /admin (markup as text), answers it (the answer arrives by mail)
// and closes it.

const password = 'amber lantern rivers 57';

const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));

const filedResult = (page: Page) => page.getByRole('status').filter({ hasText: text('support.filed') });

const ticketNumberIn = async (page: Page): Promise<string> => {
  const result = filedResult(page);
  await expect(result).toBeFocused();
  const number = (await result.locator('strong').textContent()) ?? '';
  expect(number).toMatch(/^T-[1-9]\d{7}$/);
  return number;
};

async function moderatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerConfirmed(page, { email: testAdminEmails.support, password, displayName: 'Support Desk' });
  const { account } = await callApi<{ account: { role: string } }>(page, 'GET', '/api/session');
  expect(account.role).toBe('admin');
  await enableTotp(page);
  return page;
}

test('a visitor reports a problem with its details, is acknowledged by mail; a moderator answers and closes it in /admin', async ({ page, browser }) => {
  test.slow(); // two accounts' worth of pages, three mails, screenshots in both schemes and sizes
  const contact = uniqueEmail('reporter');
  const message = `The coins page froze.\n<img src=x onerror="document.title='pwned'"> <b>not bold</b> ${Date.now()}`;

  // From the page where it happened, by the footer's link, which names that page.
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: text('titles.submitUserIssue') }).click();
  await expect(page).toHaveURL(/\/submit-user-issue\?from=%2Fterms$/);
  await expect(page.getByRole('heading', { level: 1, name: text('titles.submitUserIssue') })).toBeVisible();

  // Nothing filled in: the category and the message are named, the first one focused.
  await page.getByRole('button', { name: text('support.send') }).click();
  const category = page.getByRole('combobox', { name: text('support.category') });
  await expect(category).toBeFocused();
  await expect(category).toHaveAccessibleDescription(text('support.chooseCategoryProblem'));
  await expect(page.getByRole('textbox', { name: text('support.message') })).toHaveAccessibleDescription(new RegExp(text('forms.required')));
  await checkAndShootBothSchemes(page, 'support-form-problems');

  await category.selectOption('bug');
  await page.getByRole('textbox', { name: text('support.message') }).fill(message);
  const contactField = page.getByRole('textbox', { name: new RegExp(text('support.contactEmail')) });
  await contactField.fill('not an address');
  await page.getByRole('button', { name: text('support.send') }).click();
  await expect(contactField).toBeFocused();
  await expect(contactField).toHaveAccessibleDescription(new RegExp(text('forms.invalid.email')));
  await contactField.fill(contact);

  // The consent box shows exactly what goes with the report, and only once ticked.
  const details = page.getByRole('definition');
  await expect(details).toHaveCount(0);
  await page.getByRole('checkbox', { name: text('support.diagnosticsConsent') }).check();
  await expect(details).toHaveText(['/terms', 'e2e-1', await page.evaluate(() => navigator.userAgent)]);
  await checkAndShootBothSchemes(page, 'support-form-consent');

  await page.getByRole('button', { name: text('support.send') }).click();
  const number = await ticketNumberIn(page);
  await expect(filedResult(page)).toContainText(text('support.acknowledged'));
  await checkAndShootBothSchemes(page, 'support-filed');

  const acknowledgement = await nextMail(contact);
  expect(acknowledgement.subject).toContain(number);
  expect(acknowledgement.text).toContain(number);
  expect(acknowledgement.text).not.toContain('not bold');

  // The moderator's desk: the report as the text it is, with its details.
  const moderator = await moderatorPage(browser);
  await moderator.goto('/admin/tickets');
  const card = moderator.getByRole('article', { name: fill('support.desk.ticketHeading', { number, category: text('support.categories.bug') }) });
  await expect(card).toContainText('<img src=x onerror="document.title=\'pwned\'"> <b>not bold</b>');
  await expect(card.locator('img, b')).toHaveCount(0);
  await expect(card).toContainText(fill('support.desk.replyTo', { email: contact }));
  await expect(card.getByRole('definition')).toHaveText(['/terms', 'e2e-1', /Chrom/]);
  await expect(card).toContainText(text('support.desk.status.open'));
  await checkAndShootBothSchemes(moderator, 'support-desk-open');

  // An empty answer is refused at the field; a real one is saved and mailed.
  const answerField = card.getByRole('textbox', { name: text('support.desk.answerLabel') });
  await card.getByRole('button', { name: text('support.desk.sendAnswer') }).click();
  await expect(answerField).toBeFocused();
  await expect(answerField).toHaveAccessibleDescription(new RegExp(text('support.desk.answerRequired')));
  // One past the server's limit is refused at the field too, with its length, and never sent.
  await answerField.fill('x'.repeat(4001));
  await card.getByRole('button', { name: text('support.desk.sendAnswer') }).click();
  await expect(answerField).toBeFocused();
  await expect(answerField).toHaveAccessibleDescription(new RegExp(fill('forms.tooLong_other', { count: 4001, max: 4000 })));
  await expect(card.getByRole('alert')).toHaveCount(0);
  const answer = `Thanks! Fixed in the next version.\n<script>alert(1)</script> stays text. ${Date.now()}`;
  await answerField.fill(answer);
  await card.getByRole('button', { name: text('support.desk.sendAnswer') }).click();
  await expect(moderator.getByRole('status').filter({ hasText: fill('support.desk.answeredNotice', { number }) })).toBeFocused();
  await expect(card.getByRole('listitem')).toContainText('Thanks! Fixed in the next version.');
  await expect(card).toContainText('<script>alert(1)</script> stays text.');
  await expect(answerField).toHaveValue('');

  const answered = await nextMail(contact);
  expect(answered.subject).toContain(number);
  expect(answered.text).toContain(answer);

  await card.getByRole('button', { name: text('support.desk.close') }).click();
  await expect(moderator.getByRole('status').filter({ hasText: fill('support.desk.closedNotice', { number }) })).toBeVisible();
  await expect(card).toContainText(text('support.desk.status.closed'));
  await expect(card.getByRole('button', { name: text('support.desk.reopen') })).toBeVisible();
  await checkAndShootBothSchemes(moderator, 'support-desk-closed');

  // The server agrees, for anyone who reloads.
  const { ticket } = await callApi<{ ticket: { status: string; answers: { text: string }[] } }>(moderator, 'GET', `/api/admin/support/tickets/${number}`);
  expect(ticket).toMatchObject({ status: 'closed', answers: [{ text: answer }] });
  await moderator.context().close();
});

test("a signed-in player's report, without details, is acknowledged at the account's address; a flood is refused in minutes", async ({ page }) => {
  test.slow();
  const email = uniqueEmail('member');
  await registerConfirmed(page, { email, password, displayName: 'Reporting Player' });
  await page.goto('/submit-user-issue');
  await expect(page.getByText(fill('support.contactHintAccount', { email }))).toBeVisible();
  await page.getByRole('combobox', { name: text('support.category') }).selectOption('payment');
  await page.getByRole('textbox', { name: text('support.message') }).fill('My deposit has not arrived.');
  await page.getByRole('button', { name: text('support.send') }).click();
  const number = await ticketNumberIn(page);
  expect((await nextMail(email)).subject).toContain(number);

  // The account has filed 1 of its 5 tickets this hour; 4 more by the API, then the page is told in minutes.
  for (let ticket = 0; ticket < 4; ticket++) {
    await callApi(page, 'POST', '/api/support/tickets', { category: 'other', message: `Again ${ticket}`, shareDiagnostics: false });
  }
  for (let ticket = 0; ticket < 4; ticket++) await nextMail(email);
  await page.getByRole('button', { name: text('support.another') }).click();
  await page.getByRole('combobox', { name: text('support.category') }).selectOption('other');
  await page.getByRole('textbox', { name: text('support.message') }).fill('One more.');
  await page.getByRole('button', { name: text('support.send') }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toBeFocused();
  // "Try again in 1 hour" (59 minutes if a minute went by): a duration as the site writes them all, never a count of seconds.
  await expect(refusal).toHaveText(new RegExp(`^${text('support.tooMany').replace('{{duration}}', '(1 hour|59 minutes)').replace(/[.]/g, '\\.')}\\s*$`));
  await checkAndShootBothSchemes(page, 'support-too-many');
});
