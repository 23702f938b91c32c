import { expect, test } from './support/test.ts';
import { registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { uniqueEmail } from './support/mail.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';
import { enableTotp } from './support/second-factor.ts';

// /admin's players: an admin finds a player and grants them game coins through the page, the
// amount and the reason checked at their fields; the player's profile shows the coins.

const password = 'amber lantern rivers 57';
const fill = (key: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));

test('an admin finds a player by part of their e-mail and grants them game coins, with the reason', async ({ page, browser }) => {
  test.slow(); // two accounts and screenshots in both schemes and sizes
  const email = uniqueEmail('granted');
  const name = `Gina Granted ${Date.now()}`;
  await registerConfirmed(page, { email, password, displayName: name });

  const admin = await (await browser.newContext()).newPage();
  await registerConfirmed(admin, { email: testAdminEmails.grantPlayers, password, displayName: 'Grant Admin' });
  await enableTotp(admin);
  await admin.goto('/admin/players');
  const desk = admin.getByRole('region', { name: text('players.heading') });
  await expect(desk).toContainText(text('players.introAdmin'));

  // Nothing typed: the field says so and takes the focus.
  const query = desk.getByRole('searchbox', { name: text('players.query') });
  await desk.getByRole('button', { name: text('players.search') }).click();
  await expect(query).toBeFocused();
  await expect(query).toHaveAccessibleDescription(new RegExp(text('players.queryRequired')));

  await query.fill(email.slice(0, email.indexOf('@')).toUpperCase());
  await desk.getByRole('button', { name: text('players.search') }).click();
  const player = desk.getByRole('article', { name });
  await expect(player).toContainText(email);
  await expect(player.locator('[data-balance="game_coin"]')).toHaveText(fill('economy.units.game_coin_other', { amount: 0 }));

  await player.getByRole('button', { name: fill('players.grantTo', { name }) }).click();
  const form = player.getByRole('form', { name: fill('players.grantTo', { name }) });
  await expect(form.getByRole('combobox', { name: text('players.asset') })).toBeFocused();
  const amount = form.getByRole('textbox', { name: text('players.amount') });
  const reason = form.getByRole('textbox', { name: text('players.reason') });
  await form.getByRole('button', { name: text('players.grant') }).click();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAccessibleDescription(new RegExp(text('players.problems.amountRequired')));
  await expect(reason).toHaveAccessibleDescription(new RegExp(text('players.problems.reasonRequired')));
  await amount.fill('2 50');
  await reason.fill('Compensation for the outage');
  await form.getByRole('button', { name: text('players.grant') }).click();
  await expect(amount).toHaveAccessibleDescription(new RegExp(text('players.problems.amountDigits')));
  await checkAndShootBothSchemes(admin, 'admin-players-grant-problems');

  // Grouped as the page writes numbers, as the players' amount forms take it.
  await amount.fill('1,250');
  await form.getByRole('button', { name: text('players.grant') }).click();
  const result = form.getByTestId('grant-result');
  await expect(result).toHaveText(fill('players.granted', { amount: fill('economy.units.game_coin_other', { amount: '1,250' }), name, reason: 'Compensation for the outage' }));
  await expect(form.getByRole('status')).toBeFocused();
  // The list is asked again: the balance is the server's.
  await expect(player.locator('[data-balance="game_coin"]')).toHaveText(fill('economy.units.game_coin_other', { amount: '1,250' }));
  await checkAndShootBothSchemes(admin, 'admin-players-granted');

  await page.goto('/profile');
  await expect(page.locator('[data-balance="gameCoins"]')).toHaveText('1,250');
  await admin.context().close();
});
