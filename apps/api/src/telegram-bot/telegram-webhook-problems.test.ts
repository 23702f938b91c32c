import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preCheckoutQueryUpdate, refundedPaymentUpdate, successfulPaymentUpdate, testTelegramUser } from '@site/testing/telegram-bot-api';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { starsInvoicePayload } from '../telegram-stars/stars-invoice-payload.ts';
import { signedInModerator } from '../test-support/support-test-helpers.ts';
import { startStarsServer } from '../test-support/telegram-stars-test-setup.ts';

const { server, botApi } = await startStarsServer();
const { db } = server.ctx;
const moderator = await signedInModerator(server);
let nextTelegramId = 70_000;
const telegramUser = () => testTelegramUser(nextTelegramId++);

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

async function openOrder(player: Player, stars = 50): Promise<{ orderId: string; invoiceLink: string; payload: string }> {
  const invoice = await player.client.api.call('createTelegramStarsInvoice', { body: { stars } });
  return { ...invoice, payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }) };
}

const orderState = async (orderId: string) => (await db.query<{ state: string }>('SELECT state FROM telegram_star_orders WHERE id = $1', [orderId]))[0]?.state;
const problems = async () => (await moderator.client.api.call('listTelegramUpdateProblems')).problems;
const problemOfCharge = async (chargeId: string) => (await problems()).filter((problem) => problem.telegramPaymentChargeId === chargeId);

/** A successful_payment as Telegram sends it, with `fields` of its payment changed (the stand-in's update, edited). */
function editedPayment(user: ReturnType<typeof telegramUser>, payment: { payload: string; totalAmount: number; chargeId: string }, fields: Record<string, unknown>): Record<string, unknown> {
  const update = successfulPaymentUpdate(user, payment);
  const message = update.message as { successful_payment: Record<string, unknown> };
  message.successful_payment = { ...message.successful_payment, ...fields };
  return update;
}

describe('successful_payment that cannot be applied: 200, nothing credited, recorded once for staff', () => {
  it('a charge id already used for another order', async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const first = await openOrder(player);
    const { chargeId } = await botApi.pay(first.invoiceLink, user);
    const second = await openOrder(player);
    const reuse = successfulPaymentUpdate(user, { payload: second.payload, totalAmount: 50, chargeId: chargeId ?? '' });
    expect(await botApi.sendUpdate(reuse)).toEqual({ status: 200, body: { outcome: 'recorded' } });
    expect(await botApi.sendUpdate(reuse)).toEqual({ status: 200, body: { outcome: 'recorded' } });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(500n);
    expect(await orderState(second.orderId)).toBe('open');
    expect(await problemOfCharge(chargeId ?? '')).toEqual([
      expect.objectContaining({ problem: 'charge_reused', kind: 'successful_payment', orderId: second.orderId, accountId: player.accountId, deliveries: 2, expectedStars: 50, receivedAmount: '50', receivedCurrency: '"XTR"' }),
    ]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it.each([
    ['one Star', { total_amount: 1 }, 'amount_mismatch', '1'],
    ['one Star too many', { total_amount: 51 }, 'amount_mismatch', '51'],
    ['1e300 Stars', { total_amount: 1e300 }, 'amount_mismatch', '1e+300'],
    ['a fraction', { total_amount: 50.5 }, 'amount_mismatch', '50.5'],
    ['the price as a string', { total_amount: '50' }, 'amount_mismatch', '"50"'],
    ['no amount', { total_amount: null }, 'amount_mismatch', 'null'],
    ['dollars', { currency: 'USD' }, 'currency_mismatch', '50'],
    ['no currency', { currency: 7 }, 'currency_mismatch', '50'],
  ])('an amount or currency other than the order’s: %s', async (_what, fields, problem, receivedAmount) => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const order = await openOrder(player);
    const chargeId = botApi.makeCharge(user);
    const update = editedPayment(user, { payload: order.payload, totalAmount: 50, chargeId }, fields);
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'recorded' } });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(0n);
    expect(await orderState(order.orderId)).toBe('open');
    expect(await problemOfCharge(chargeId)).toEqual([expect.objectContaining({ problem, orderId: order.orderId, expectedStars: 50, receivedAmount })]);
    // The player is told, in the chat the payment came from.
    const reply = await botApi.waitForCall('sendMessage', (params) => params.chat_id === user.id);
    expect(reply.text).toMatch(/did not match|recorded/);
  });

  it('a payment for an unknown order, for an order paid with another charge, and for a refunded order', async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const unknownCharge = botApi.makeCharge(user);
    const unknown = successfulPaymentUpdate(user, { payload: starsInvoicePayload({ orderId: randomUUID(), accountId: player.accountId }), totalAmount: 50, chargeId: unknownCharge });
    expect(await botApi.sendUpdate(unknown)).toEqual({ status: 200, body: { outcome: 'recorded' } });

    const paid = await openOrder(player);
    await botApi.pay(paid.invoiceLink, user);
    const secondCharge = botApi.makeCharge(user);
    expect(await botApi.sendUpdate(successfulPaymentUpdate(user, { payload: paid.payload, totalAmount: 50, chargeId: secondCharge }))).toEqual({ status: 200, body: { outcome: 'recorded' } });

    const refunded = await openOrder(player);
    const lateCharge = botApi.makeCharge(user);
    expect(await botApi.sendUpdate(refundedPaymentUpdate(user, { payload: refunded.payload, totalAmount: 50, chargeId: lateCharge }))).toEqual({ status: 200, body: { outcome: 'refund_recorded' } });
    expect(await botApi.sendUpdate(successfulPaymentUpdate(user, { payload: refunded.payload, totalAmount: 50, chargeId: lateCharge }))).toEqual({ status: 200, body: { outcome: 'recorded' } });

    expect((await userBalances(db, player.accountId)).gold_coin).toBe(500n);
    expect((await problemOfCharge(unknownCharge)).map((row) => row.problem)).toEqual(['unknown_order']);
    expect((await problemOfCharge(secondCharge)).map((row) => row.problem)).toEqual(['order_already_paid']);
    expect((await problemOfCharge(lateCharge)).map((row) => row.problem)).toEqual(['order_refunded']);
  });
});

describe('updates the webhook cannot read: 200 and recorded, never a 4xx or 5xx to Telegram', () => {
  it.each([
    ['an update_id beyond any integer', { update_id: 1e300, message: { text: 'hi' } }],
    ['a negative update_id', { update_id: -1 }],
    ['no update_id', { message: { text: '/start' } }],
    ['an update_id as a string', { update_id: '7' }],
    ['a kind of update this server does not know', { update_id: 8, some_future_kind: { id: 1 } }],
    ['a payment with a charge id of the wrong type', { update_id: 9, message: { from: { id: 1 }, successful_payment: { currency: 'XTR', total_amount: 50, telegram_payment_charge_id: 12 } } }],
    ['a payment with a NUL in its charge id', { update_id: 10, message: { from: { id: 1 }, successful_payment: { currency: 'XTR', telegram_payment_charge_id: 'stx\u0000', invoice_payload: 'x\ud800' } } }],
    ['a payment from a user id beyond any integer', { update_id: 11, message: { from: { id: 1e300 }, successful_payment: { currency: 'XTR', total_amount: 50, telegram_payment_charge_id: 'stxHuge' } } }],
    ['a pre-checkout query with no id', { update_id: 12, pre_checkout_query: { currency: 'XTR', total_amount: 50, invoice_payload: 'x' } }],
  ])('%s', async (_what, update) => {
    const before = (await problems()).length;
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'recorded' } });
    const after = await problems();
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ problem: 'unreadable_update', deliveries: 1 });
  });

  it('a body that is no object at all', async () => {
    for (const update of [[1, 2], 'update', 42, null]) {
      expect(await botApi.sendUpdate(update as never)).toEqual({ status: 200, body: { outcome: 'recorded' } });
    }
    expect((await problems())[0]).toMatchObject({ problem: 'unreadable_update', kind: 'other', updateId: null });
  });

  it('a post with no body at all', async () => {
    const webhook = botApi.webhook();
    const response = await fetch(webhook?.url ?? '', { method: 'POST', headers: { 'x-telegram-bot-api-secret-token': webhook?.secretToken ?? '' } });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { outcome: 'recorded' } });
  });

  it('still refuses a post without the secret, whatever its body', async () => {
    expect(await botApi.sendUpdate([1] as never, { secretToken: null })).toMatchObject({ status: 401, body: { error: { code: 'telegram_webhook_unauthorized' } } });
  });
});

describe('pre_checkout_query: the refusal says what happened to the order', () => {
  const answerTo = async (update: Record<string, unknown>) => {
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'pre_checkout_answered' } });
    return botApi.waitForCall('answerPreCheckoutQuery', (params) => params.pre_checkout_query_id === (update.pre_checkout_query as { id: string }).id);
  };

  it('an order refunded before it was paid is refunded, not "already paid"', async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const order = await openOrder(player);
    await botApi.sendUpdate(refundedPaymentUpdate(user, { payload: order.payload, totalAmount: 50, chargeId: botApi.makeCharge(user) }));
    const answer = await answerTo(preCheckoutQueryUpdate(user, { payload: order.payload, totalAmount: 50 }));
    expect(answer).toMatchObject({ ok: false, error_message: expect.stringMatching(/refunded/) });
    expect(answer.error_message).not.toMatch(/already paid/);
  });

  it('an order paid and then refunded says refunded too; a paid one says already paid', async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const order = await openOrder(player);
    const { chargeId } = await botApi.pay(order.invoiceLink, user);
    expect(await answerTo(preCheckoutQueryUpdate(user, { payload: order.payload, totalAmount: 50 }))).toMatchObject({ ok: false, error_message: expect.stringMatching(/already paid/) });
    await botApi.sendUpdate(refundedPaymentUpdate(user, { payload: order.payload, totalAmount: 50, chargeId: chargeId ?? '' }));
    expect(await answerTo(preCheckoutQueryUpdate(user, { payload: order.payload, totalAmount: 50 }))).toMatchObject({ ok: false, error_message: expect.stringMatching(/refunded/) });
  });
});

describe('GET /api/admin/telegram/update-problems', () => {
  it('is for staff only', async () => {
    const player = await signedInPlayer(server);
    await expect(player.client.api.call('listTelegramUpdateProblems')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await expect(server.client().api.call('listTelegramUpdateProblems')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
  });
});
