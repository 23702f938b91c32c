import type { ResponseOf } from '@site/api-contract';
import { checkStarsPreCheckout } from '../telegram-stars/check-stars-pre-checkout.ts';
import { applyPaymentUpdate } from './apply-payment-update.ts';
import { noteUpdateProblem } from './note-update-problem.ts';
import { isObject, readUpdate } from './read-update.ts';
import { readStartCommand, startReply } from './start-command.ts';
import { tell, type UpdateContext } from './tell.ts';

export type { UpdateContext } from './tell.ts';
type Outcome = ResponseOf<'telegramBotWebhook'>['outcome'];

/**
 * One update of the bot (any JSON, already authenticated): the Stars checkout and payments,
 * /start, and nothing else. Every update is acknowledged: one the bot cannot read, or a payment
 * it cannot apply, is recorded for staff (`recorded`), never refused with a 4xx or 5xx, which
 * Telegram would deliver again and again. Only the Bot API being unreachable is an error (502).
 */
export async function handleUpdate(on: UpdateContext, body: unknown): Promise<Outcome> {
  const update = readUpdate(body);
  switch (update.read) {
    case 'unreadable': {
      const { kind, updateId, chargeId, telegramUserId, currency, totalAmount } = update;
      on.log.warn({ kind, updateId }, 'An update the bot cannot read: recorded for staff (listTelegramUpdateProblems)');
      await noteUpdateProblem(on.ctx.db, body, { problem: 'unreadable_update', kind, updateId, order: null, chargeId, telegramUserId, currency, totalAmount }, on.ctx.now());
      return 'recorded';
    }
    case 'pre_checkout_query': {
      const verdict = on.ctx.config.telegramStars ? await checkStarsPreCheckout(on.ctx, update.query as never) : { ok: false as const, reason: 'Purchases are not available right now.' };
      await tell(on, 'answerPreCheckoutQuery', verdict.ok ? { pre_checkout_query_id: update.id, ok: true } : { pre_checkout_query_id: update.id, ok: false, error_message: verdict.reason });
      return 'pre_checkout_answered';
    }
    case 'payment':
      return applyPaymentUpdate(on, body, update);
    case 'message': {
      const { message, from } = update;
      const start = readStartCommand(message.text);
      const chat = isObject(message.chat) ? message.chat : {};
      if (start && chat.type === 'private' && Number.isSafeInteger(chat.id)) {
        await tell(on, 'sendMessage', startReply(chat.id as number, on.ctx.config.publicOrigin, start.inviteCode, from.language_code));
        return 'start_answered';
      }
      return 'ignored';
    }
    case 'other':
      return 'ignored';
  }
}
