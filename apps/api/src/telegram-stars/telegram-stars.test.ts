import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preCheckoutQueryUpdate, refundedPaymentUpdate, successfulPaymentUpdate, testTelegramUser } from '@site/testing/telegram-bot-api';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { starsInvoicePayload } from './stars-invoice-payload.ts';
import { startStarsServer } from '../test-support/telegram-stars-test-setup.ts';

const { server, botApi } = await startStarsServer();
const { db } = server.ctx;
const hourMs = 3_600_000;
let nextTelegramId = 10_000;
const telegramUser = () => testTelegramUser(nextTelegramId++);

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

async function invoiceFor(player: Player, stars = 50): Promise<{ orderId: string; invoiceLink: string }> {
  const answer = await player.client.api.call('createTelegramStarsInvoice', { body: { stars } });
  return answer;
}

async function orderRow(orderId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.query('SELECT state, telegram_payment_charge_id, refunded_coins, refund_shortfall FROM telegram_star_orders WHERE id = $1', [orderId]))[0];
}

/** The answer the bot gave Telegram to the pre-checkout query with this id. */
const preCheckoutAnswer = (queryId: string) => botApi.waitForCall('answerPreCheckoutQuery', (params) => params.pre_checkout_query_id === queryId);

async function signedInAdmin(): Promise<Player> {
  const admin = await signedInPlayer(server);
  await db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [admin.accountId]);
  await enableTotp(server, admin.client);
  return admin;
}

describe('GET /api/telegram-stars/packs', () => {
  it('lists the configured packs by price, gold as a decimal string', async () => {
    expect(await server.client().api.call('listTelegramStarsPacks')).toMatchObject({ packs: [{ stars: 50, goldCoins: '500' }, { stars: 250, goldCoins: '3000' }] });
  });

  it('answers 404 telegram_stars_disabled on a server without packs, and makes no invoice', async () => {
    const off = await startTestServer();
    const player = await signedInPlayer(off);
    await expect(off.client().api.call('listTelegramStarsPacks')).rejects.toMatchObject({ status: 404, code: 'telegram_stars_disabled' });
    await expect(player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } })).rejects.toMatchObject({ status: 404, code: 'telegram_stars_disabled' });
  });
});

describe('the whole purchase', () => {
  it('makes an XTR invoice for a single-use order, answers the pre-checkout ok, and credits the gold once on successful_payment', async () => {
    const player = await signedInPlayer(server);
    const invoice = await player.client.api.call('createTelegramStarsInvoice', { body: { stars: 250 } });
    expect(invoice).toMatchObject({ stars: 250, goldCoins: '3000', invoiceLink: expect.stringMatching(/^https:\/\/t\.me\/\$/) });
    const [created] = botApi.calls('createInvoiceLink').filter((call) => call.params.payload === starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }));
    expect(created?.params).toMatchObject({ currency: 'XTR', provider_token: '', prices: [{ amount: 250 }] });

    const user = telegramUser();
    const { preCheckout, chargeId, payment } = await botApi.pay(invoice.invoiceLink, user);
    expect(preCheckout).toMatchObject({ ok: true });
    expect(payment).toEqual({ status: 200, body: { outcome: 'credited' } });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(3000n);
    expect(await orderRow(invoice.orderId)).toMatchObject({ state: 'paid', telegram_payment_charge_id: chargeId });
    const history = (await player.client.api.call('listLedgerTransfers')).transfers;
    expect(history).toEqual([expect.objectContaining({ asset: 'gold_coin', amount: '3000', reason: 'telegram_stars', reference: chargeId, counterparty: 'mint' })]);

    // Telegram delivers an update again until it has its 200: the replay moves nothing.
    const replay = successfulPaymentUpdate(user, { payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }), totalAmount: 250, chargeId: chargeId ?? '' });
    expect(await botApi.sendUpdate(replay)).toEqual({ status: 200, body: { outcome: 'already_credited' } });
    expect(await botApi.sendUpdate(replay)).toEqual({ status: 200, body: { outcome: 'already_credited' } });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(3000n);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('refuses an unknown pack with 400, storing no order', async () => {
    const player = await signedInPlayer(server);
    await expect(player.client.api.call('createTelegramStarsInvoice', { body: { stars: 51 } })).rejects.toMatchObject({ status: 400, code: 'telegram_stars_unknown_pack', field: 'body.stars' });
    expect(await db.query('SELECT 1 FROM telegram_star_orders WHERE account_id = $1', [player.accountId])).toEqual([]);
  });

  it('answers 502 telegram_api_failed when Telegram refuses the invoice', async () => {
    const player = await signedInPlayer(server);
    botApi.failNext('createInvoiceLink', 'Bad Request: STARS_INVOICE_INVALID');
    await expect(player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } })).rejects.toMatchObject({ status: 502, code: 'telegram_api_failed' });
  });

  it('needs a session to make an invoice', async () => {
    await expect(server.client().api.call('createTelegramStarsInvoice', { body: { stars: 50 } })).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
  });
});

describe('pre_checkout_query', () => {
  const refusedWith = async (update: Record<string, unknown>, reason: RegExp): Promise<void> => {
    expect(await botApi.sendUpdate(update)).toEqual({ status: 200, body: { outcome: 'pre_checkout_answered' } });
    const answer = await preCheckoutAnswer((update.pre_checkout_query as { id: string }).id);
    expect(answer).toMatchObject({ ok: false, error_message: expect.stringMatching(reason) });
  };

  it('refuses an unknown order: a payload of no order, a made-up order, an order named for another account', async () => {
    const player = await signedInPlayer(server);
    const { orderId } = await invoiceFor(player);
    const user = telegramUser();
    await refusedWith(preCheckoutQueryUpdate(user, { payload: 'something else', totalAmount: 50 }), /unknown/);
    await refusedWith(preCheckoutQueryUpdate(user, { payload: starsInvoicePayload({ orderId: randomUUID(), accountId: player.accountId }), totalAmount: 50 }), /unknown/);
    await refusedWith(preCheckoutQueryUpdate(user, { payload: starsInvoicePayload({ orderId, accountId: randomUUID() }), totalAmount: 50 }), /unknown/);
    expect(await orderRow(orderId)).toMatchObject({ state: 'open' });
  });

  it('refuses a used order, a wrong amount or currency, and an expired order', async () => {
    const player = await signedInPlayer(server);
    const user = telegramUser();
    const paid = await invoiceFor(player);
    expect((await botApi.pay(paid.invoiceLink, user)).payment).toMatchObject({ body: { outcome: 'credited' } });
    const paidPayload = starsInvoicePayload({ orderId: paid.orderId, accountId: player.accountId });
    await refusedWith(preCheckoutQueryUpdate(user, { payload: paidPayload, totalAmount: 50 }), /already paid/);

    const open = starsInvoicePayload({ orderId: (await invoiceFor(player)).orderId, accountId: player.accountId });
    await refusedWith(preCheckoutQueryUpdate(user, { payload: open, totalAmount: 1 }), /price/);
    await refusedWith(preCheckoutQueryUpdate(user, { payload: open, totalAmount: 50, currency: 'USD' }), /price/);

    const later = await startStarsServer();
    const late = await signedInPlayer(later.server);
    const stale = await late.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } });
    later.server.advanceClock(2 * hourMs);
    const { preCheckout, payment } = await later.botApi.pay(stale.invoiceLink, user);
    expect(preCheckout).toMatchObject({ ok: false, error_message: expect.stringMatching(/expired/) });
    expect(payment).toBeNull();
    expect((await userBalances(later.server.ctx.db, late.accountId)).gold_coin).toBe(0n);
  });
});

describe('refunds', () => {
  it("an admin's refund returns the Stars and takes the gold back once; after it was spent, what is left, with the shortfall recorded", async () => {
    const admin = await signedInAdmin();
    const player = await signedInPlayer(server);
    await fund(server, player.accountId, 'game_coin', 10n);
    const invoice = await invoiceFor(player);
    const user = telegramUser();
    const { chargeId } = await botApi.pay(invoice.invoiceLink, user);
    await db.transaction((tx) => transfer(tx, { asset: 'gold_coin', from: userParty(player.accountId), to: systemParty('treasury'), amount: 420n, idempotencyKey: `spend-${randomUUID()}`, reason: 'stamina' }));

    const body = { telegramPaymentChargeId: chargeId ?? '' };
    expect(await admin.client.api.call('refundTelegramStarsPayment', { body })).toMatchObject({ outcome: 'refunded', accountId: player.accountId, debitedCoins: '80', shortfallCoins: '420' });
    expect(await botApi.waitForCall('refundStarPayment', (params) => params.telegram_payment_charge_id === chargeId)).toMatchObject({ user_id: user.id });
    expect(await admin.client.api.call('refundTelegramStarsPayment', { body })).toMatchObject({ outcome: 'already_refunded', debitedCoins: '80', shortfallCoins: '420' });
    expect(botApi.calls('refundStarPayment').filter((call) => call.params.telegram_payment_charge_id === chargeId)).toHaveLength(1);

    // Telegram then reports the refund itself: nothing more moves.
    const reported = refundedPaymentUpdate(user, { payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }), totalAmount: 50, chargeId: chargeId ?? '' });
    expect(await botApi.sendUpdate(reported)).toEqual({ status: 200, body: { outcome: 'already_refunded' } });
    expect(await userBalances(db, player.accountId)).toEqual({ gold_coin: 0n, game_coin: 10n, invite_point: 0n });
    expect(await orderRow(invoice.orderId)).toMatchObject({ state: 'refunded', refunded_coins: 80n, refund_shortfall: 420n });
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('a refund Telegram reports takes the gold back once', async () => {
    const player = await signedInPlayer(server);
    const invoice = await invoiceFor(player);
    const user = telegramUser();
    const { chargeId } = await botApi.pay(invoice.invoiceLink, user);
    const reported = refundedPaymentUpdate(user, { payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }), totalAmount: 50, chargeId: chargeId ?? '' });
    expect(await botApi.sendUpdate(reported)).toEqual({ status: 200, body: { outcome: 'refunded' } });
    expect(await botApi.sendUpdate(reported)).toEqual({ status: 200, body: { outcome: 'already_refunded' } });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(0n);
    const history = (await player.client.api.call('listLedgerTransfers')).transfers.map((row: { reason: string; amount: string }) => [row.reason, row.amount]);
    expect(history.sort()).toEqual([['telegram_stars', '500'], ['telegram_stars_refund', '-500']]);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('a refund reported before its payment is recorded, and the late payment credits nothing', async () => {
    const player = await signedInPlayer(server);
    const invoice = await invoiceFor(player);
    const user = telegramUser();
    const payment = { payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }), totalAmount: 50, chargeId: `stxEarly${randomUUID()}` };
    expect(await botApi.sendUpdate(refundedPaymentUpdate(user, payment))).toEqual({ status: 200, body: { outcome: 'refund_recorded' } });
    expect(await botApi.sendUpdate(successfulPaymentUpdate(user, payment))).toEqual({ status: 200, body: { outcome: 'recorded' } });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(0n);
  });

  it('refuses an unknown charge (404) and a refusal by Telegram (502), moving nothing; players and staff without a second factor are refused', async () => {
    const admin = await signedInAdmin();
    await expect(admin.client.api.call('refundTelegramStarsPayment', { body: { telegramPaymentChargeId: 'stxNoSuchCharge' } })).rejects.toMatchObject({ status: 404, code: 'telegram_stars_unknown_charge', field: 'body.telegramPaymentChargeId' });
    const player = await signedInPlayer(server);
    const { chargeId } = await botApi.pay((await invoiceFor(player)).invoiceLink, telegramUser());
    botApi.failNext('refundStarPayment', 'Bad Request: BALANCE_TOO_LOW');
    await expect(admin.client.api.call('refundTelegramStarsPayment', { body: { telegramPaymentChargeId: chargeId ?? '' } })).rejects.toMatchObject({ status: 502, code: 'telegram_api_failed' });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(500n);

    await expect(player.client.api.call('refundTelegramStarsPayment', { body: { telegramPaymentChargeId: chargeId ?? '' } })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    const unprotected = await signedInPlayer(server);
    await db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [unprotected.accountId]);
    await expect(unprotected.client.api.call('refundTelegramStarsPayment', { body: { telegramPaymentChargeId: chargeId ?? '' } })).rejects.toMatchObject({ status: 403, code: 'second_factor_required' });
    expect((await userBalances(db, player.accountId)).gold_coin).toBe(500n);
  });
});
