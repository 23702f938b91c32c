import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { successfulPaymentUpdate, testTelegramUser } from '@site/testing/telegram-bot-api';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp } from './support/second-factor.ts';
import { sendUpdateAsTelegram } from './support/telegram-stars.ts';
import { text } from './support/translations.ts';

// /admin's Telegram payment problems: a payment of one Star for a 50-Star order reaches the bot's
// webhook (sent the way Telegram sends it, through the Bot API stand-in); the webhook acknowledges
// it, credits nothing, and staff see it on /admin with what was paid beside the order's price.

test('staff see a payment of the wrong amount on /admin, with nothing credited', async ({ page }) => {
  test.slow(); // an account with a second factor, and screenshots in both schemes and sizes
  await registerConfirmed(page, { email: testAdminEmails.telegramPayments, password: 'copper meadow violins 38', displayName: 'Pay Admin' });
  await enableTotp(page);
  const order = await callApi<{ orderId: string }>(page, 'POST', '/api/telegram-stars/invoices', { stars: 50 });
  const session = await callApi<{ account: { id: string } }>(page, 'GET', '/api/session');
  const chargeId = `stxE2e${randomUUID()}`;
  const payment = successfulPaymentUpdate(testTelegramUser(randomInt(1_000_000, 2_000_000_000)), {
    payload: `order:${order.orderId};account:${session.account.id}`,
    totalAmount: 1,
    chargeId,
  });
  expect(await sendUpdateAsTelegram(payment)).toEqual({ status: 200, body: { outcome: 'recorded' } });

  await page.goto('/admin');
  const desk = page.getByRole('region', { name: text('telegramStars.problemsDesk.heading') });
  const row = desk.getByRole('row').filter({ hasText: chargeId });
  await expect(row).toContainText(`${text('telegramStars.problemsDesk.kinds.successful_payment')}: ${text('telegramStars.problemsDesk.problems.amount_mismatch')}`);
  await expect(row).toContainText('1 "XTR"');
  await expect(row).toContainText(order.orderId);
  const { balances } = await callApi<{ balances: { gold_coin: string } }>(page, 'GET', '/api/ledger/balances');
  expect(balances.gold_coin).toBe('0');
  await checkAndShootBothSchemes(page, 'admin-telegram-payment-problems');
});
