import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { successfulPaymentUpdate, testTelegramUser, textMessageUpdate } from '@site/testing/telegram-bot-api';
import { callApi, registerConfirmed } from './support/account.ts';
import { testAdminEmails } from './support/game-server-env.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { enableTotp } from './support/second-factor.ts';
import { botApiCalls, payAsTelegram, sendUpdateAsTelegram } from './support/telegram-stars.ts';
import { sentence, text } from './support/translations.ts';

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

  await page.goto('/admin/payments');
  const desk = page.getByRole('region', { name: text('telegramStars.problemsDesk.heading') });
  const row = desk.getByRole('row').filter({ hasText: chargeId });
  await expect(row).toContainText(`${text('telegramStars.problemsDesk.kinds.successful_payment')}: ${text('telegramStars.problemsDesk.problems.amount_mismatch')}`);
  await expect(row).toContainText('1 "XTR"');
  await expect(row).toContainText(order.orderId);
  const { balances } = await callApi<{ balances: { gold_coin: string } }>(page, 'GET', '/api/ledger/balances');
  expect(balances.gold_coin).toBe('0');
  await checkAndShootBothSchemes(page, 'admin-telegram-payment-problems');
});

// The bot as a support desk: /paysupport in the bot's chat opens a ticket on /admin's desk, the
// moderator's answer goes back to the chat, and an admin refunds the Stars payment the ticket names.
test("an admin answers a /paysupport ticket into the Telegram chat and refunds the payment it names from /admin", async ({ page }) => {
  test.slow(); // an account with a second factor, a purchase, and screenshots in both schemes and sizes
  await registerConfirmed(page, { email: testAdminEmails.starsRefund, password: 'copper meadow violins 38', displayName: 'Refund Admin' });
  await enableTotp(page);
  const user = testTelegramUser(randomInt(1_000_000, 2_000_000_000));
  const { invoiceLink } = await callApi<{ invoiceLink: string }>(page, 'POST', '/api/telegram-stars/invoices', { stars: 50 });
  const { chargeId } = await payAsTelegram(invoiceLink, user);
  const goldCoins = async () => (await callApi<{ balances: { gold_coin: string } }>(page, 'GET', '/api/ledger/balances')).balances.gold_coin;
  expect(await goldCoins()).not.toBe('0');
  const bought = await goldCoins();

  expect(await sendUpdateAsTelegram(textMessageUpdate(user, '/paysupport I paid and want my Stars back'))).toEqual({ status: 200, body: { outcome: 'support_ticket_filed' } });
  const toChat = async () => (await botApiCalls('sendMessage')).filter((params) => params.chat_id === user.id).map((params) => String(params.text));
  await expect.poll(toChat).toContainEqual(expect.stringMatching(/T-\d{8}/));
  const number = /T-\d{8}/.exec((await toChat()).join('\n'))?.[0] ?? '';

  await page.goto('/admin/tickets');
  const card = page.getByRole('article', { name: sentence('support.desk.ticketHeading', { number, category: text('support.categories.payment') }) });
  await expect(card).toContainText(text('support.desk.telegramChat'));
  await expect(card).toContainText(`${chargeId ?? ''}: 50 Stars`);
  await card.getByRole('textbox', { name: text('support.desk.answerLabel') }).fill('Your Stars are on their way back.');
  await card.getByRole('button', { name: text('support.desk.sendAnswer') }).click();
  await expect(card.getByRole('listitem')).toContainText(text('support.desk.sentToTelegram'));
  await expect.poll(toChat).toContain(`Support answered your ticket ${number}:\n\nYour Stars are on their way back.`);

  // The refunds are a desk of their own, one link away.
  await page.getByRole('navigation', { name: text('moderation.desks') }).getByRole('link', { name: text('telegramStars.refundDesk.heading') }).click();
  await expect(page).toHaveURL(/\/admin\/refunds$/);
  const desk = page.getByRole('region', { name: text('telegramStars.refundDesk.heading') });
  const charge = desk.getByRole('textbox', { name: text('telegramStars.refundDesk.chargeLabel') });
  await desk.getByRole('button', { name: text('telegramStars.refundDesk.submit') }).click();
  await expect(charge).toBeFocused();
  await expect(charge).toHaveAccessibleDescription(new RegExp(text('telegramStars.refundDesk.chargeRequired')));
  await charge.fill('stxNoSuchCharge');
  await desk.getByRole('button', { name: text('telegramStars.refundDesk.submit') }).click();
  await expect(charge).toHaveAccessibleDescription(new RegExp(text('errors.api.telegram_stars_unknown_charge')));

  await charge.fill(chargeId ?? '');
  await desk.getByRole('button', { name: text('telegramStars.refundDesk.submit') }).click();
  await expect(desk.getByRole('status')).toHaveText(sentence('telegramStars.refundDesk.refunded', { charge: chargeId ?? '', debited: bought, shortfall: '0' }));
  await expect(desk.getByRole('status')).toBeFocused();
  expect(await goldCoins()).toBe('0');
  expect((await botApiCalls('refundStarPayment')).filter((params) => params.telegram_payment_charge_id === chargeId)).toHaveLength(1);
  await checkAndShootBothSchemes(page, 'admin-stars-refund');

  // The same charge again moves nothing, and says so.
  await desk.getByRole('button', { name: text('telegramStars.refundDesk.submit') }).click();
  await expect(desk.getByRole('status')).toHaveText(sentence('telegramStars.refundDesk.alreadyRefunded', { charge: chargeId ?? '', debited: bought, shortfall: '0' }));
  expect(await goldCoins()).toBe('0');
});
