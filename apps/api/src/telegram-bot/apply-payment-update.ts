import type { ResponseOf } from '@site/api-contract';
import { ApiError } from '../errors/api-error.ts';
import { creditStarsPayment } from '../telegram-stars/credit-stars-payment.ts';
import { refundStarsCharge } from '../telegram-stars/refund-stars-charge.ts';
import { noteUpdateProblem, type NotedProblem } from './note-update-problem.ts';
import { paymentProblemReply } from './payment-problem-reply.ts';
import type { PaymentUpdate } from './read-update.ts';
import { tellIfPossible, type UpdateContext } from './tell.ts';

type Outcome = ResponseOf<'telegramBotWebhook'>['outcome'];

/**
 * A successful_payment or refunded_payment, handed to the payment domain (telegram-stars/), which
 * decides and moves the gold. What it refuses (and what the ledger refuses) is recorded here for
 * staff and acknowledged as `recorded`: Telegram would deliver a refused update for ever, and the
 * same update again is recorded once. The payer is told, once, why a payment added nothing.
 */
export async function applyPaymentUpdate(on: UpdateContext, body: unknown, update: PaymentUpdate): Promise<Outcome> {
  const { ctx } = on;
  const noted = { kind: update.kind, updateId: update.updateId, chargeId: update.chargeId, telegramUserId: update.telegramUserId, currency: update.currency, totalAmount: update.totalAmount };
  const note = async (problem: NotedProblem['problem'], order: NotedProblem['order']): Promise<boolean> => {
    on.log.warn({ kind: update.kind, chargeId: update.chargeId, problem }, 'A Stars payment update was not applied: recorded for staff (listTelegramUpdateProblems)');
    return noteUpdateProblem(ctx.db, body, { ...noted, problem, order }, ctx.now());
  };
  try {
    if (update.kind === 'refunded_payment') {
      const refund = await refundStarsCharge(ctx, { chargeId: update.chargeId, payload: update.payload, telegramUserId: update.telegramUserId });
      if (refund.outcome !== 'ignored') return refund.outcome;
      await note('unknown_refund', null);
      return 'recorded';
    }
    const credit = await creditStarsPayment(ctx, { chargeId: update.chargeId, payload: update.payload, telegramUserId: update.telegramUserId, currency: update.currency, totalAmount: update.totalAmount });
    if (credit.outcome !== 'not_credited') return credit.outcome;
    const firstDelivery = await note(credit.problem, credit.order);
    if (firstDelivery && update.chatId !== null) await tellIfPossible(on, 'sendMessage', paymentProblemReply(update.chatId, credit.problem, update.languageCode));
    return 'recorded';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    await note('ledger_refused', null);
    return 'recorded';
  }
}
