import { describe, expect, it } from 'vitest';
import { refundedPaymentUpdate, successfulPaymentUpdate, testTelegramUser } from '@site/testing/telegram-bot-api';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';
import { ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { testDatabaseKind } from '../test-support/test-database.ts';
import { starsInvoicePayload } from './stars-invoice-payload.ts';
import { startStarsServer } from '../test-support/telegram-stars-test-setup.ts';
import { signedInModerator } from '../test-support/support-test-helpers.ts';

/**
 * Telegram delivering one payment many times at once, then its refund many times at once while an
 * admin refunds it too, through the server's pool of real PostgreSQL connections: exactly one
 * credit and one debit, whatever the interleaving.
 */
describe.runIf(testDatabaseKind === 'postgres')('Telegram Stars under concurrency', () => {
  it('credits a charge once and refunds it once', { timeout: 120_000 }, async () => {
    const { server, botApi } = await startStarsServer();
    const player = await signedInPlayer(server);
    const admin = await signedInPlayer(server);
    await server.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [admin.accountId]);
    await enableTotp(server, admin.client);
    const user = testTelegramUser(42);
    const invoice = await player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } });
    const payment = { payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }), totalAmount: 50, chargeId: botApi.makeCharge(user) };

    const deliveries = await Promise.all(Array.from({ length: 16 }, () => botApi.sendUpdate(successfulPaymentUpdate(user, payment))));
    expect(deliveries.map((answer) => answer.status)).toEqual(Array.from({ length: 16 }, () => 200));
    const outcomes = deliveries.map((answer) => (answer.body as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_credited')).toHaveLength(15);
    expect((await userBalances(server.ctx.db, player.accountId)).gold_coin).toBe(500n);

    const refunds = await Promise.all([
      ...Array.from({ length: 10 }, () => botApi.sendUpdate(refundedPaymentUpdate(user, payment))),
      admin.client.api.call('refundTelegramStarsPayment', { body: { telegramPaymentChargeId: payment.chargeId } }).then((answer) => ({ status: 200, body: { outcome: answer.outcome } })),
    ]);
    expect(refunds.map((answer) => answer.status)).toEqual(Array.from({ length: 11 }, () => 200));
    const refundOutcomes = refunds.map((answer) => (answer.body as { outcome: string }).outcome);
    expect(refundOutcomes.filter((outcome) => outcome === 'refunded')).toHaveLength(1);
    expect(refundOutcomes.filter((outcome) => outcome === 'already_refunded')).toHaveLength(10);
    expect((await userBalances(server.ctx.db, player.accountId)).gold_coin).toBe(0n);
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('credits one order of a charge sent for many orders at once, and records the others once each', { timeout: 120_000 }, async () => {
    const { server, botApi } = await startStarsServer();
    const player = await signedInPlayer(server);
    const moderator = await signedInModerator(server);
    const user = testTelegramUser(43);
    const chargeId = botApi.makeCharge(user);
    const orders = await Promise.all(Array.from({ length: 8 }, () => player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } })));
    const updates = orders.map((order) => successfulPaymentUpdate(user, { payload: starsInvoicePayload({ orderId: order.orderId, accountId: player.accountId }), totalAmount: 50, chargeId }));

    const deliveries = await Promise.all([...updates, ...updates].map((update) => botApi.sendUpdate(update)));
    expect(deliveries.map((answer) => answer.status)).toEqual(Array.from({ length: 16 }, () => 200));
    const outcomes = deliveries.map((answer) => (answer.body as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(14);
    expect((await userBalances(server.ctx.db, player.accountId)).gold_coin).toBe(500n);
    const { problems } = await moderator.client.api.call('listTelegramUpdateProblems');
    expect(problems.map((problem) => [problem.problem, problem.deliveries])).toEqual(Array.from({ length: 7 }, () => ['charge_reused', 2]));
    expect(await ledgerFailures(server)).toEqual([]);
  });

  it('records a payment of the wrong amount delivered many times at once once, crediting nothing and telling the payer once', { timeout: 120_000 }, async () => {
    const { server, botApi } = await startStarsServer();
    const player = await signedInPlayer(server);
    const moderator = await signedInModerator(server);
    const user = testTelegramUser(44);
    const invoice = await player.client.api.call('createTelegramStarsInvoice', { body: { stars: 50 } });
    const update = successfulPaymentUpdate(user, { payload: starsInvoicePayload({ orderId: invoice.orderId, accountId: player.accountId }), totalAmount: 1, chargeId: botApi.makeCharge(user) });

    const deliveries = await Promise.all(Array.from({ length: 16 }, () => botApi.sendUpdate(update)));
    expect(deliveries).toEqual(Array.from({ length: 16 }, () => ({ status: 200, body: { outcome: 'recorded' } })));
    expect((await userBalances(server.ctx.db, player.accountId)).gold_coin).toBe(0n);
    const { problems } = await moderator.client.api.call('listTelegramUpdateProblems');
    expect(problems).toEqual([expect.objectContaining({ problem: 'amount_mismatch', orderId: invoice.orderId, expectedStars: 50, receivedAmount: '1', deliveries: 16 })]);
    expect(botApi.calls('sendMessage').filter((call) => call.params.chat_id === user.id)).toHaveLength(1);
  });
});
