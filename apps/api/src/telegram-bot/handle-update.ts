import type { ResponseOf } from '@site/api-contract';
import { checkStarsPreCheckout } from '../telegram-stars/check-stars-pre-checkout.ts';
import { applyPaymentUpdate } from './apply-payment-update.ts';
import { noteUpdateProblem } from './note-update-problem.ts';
import { chatLanguage } from './chat-language.ts';
import { readCommand } from './read-command.ts';
import { isObject, readUpdate, type Fields } from './read-update.ts';
import { startInviteCode, startReply } from './start-command.ts';
import { helpReply, openPaymentTicket, paymentTicketReply } from './support-command.ts';
import { tell, type UpdateContext } from './tell.ts';

export type { UpdateContext } from './tell.ts';
type Outcome = ResponseOf<'telegramBotWebhook'>['outcome'];

/**
 * One update of the bot (any JSON, already authenticated): the Stars checkout and payments,
 * /start, /help and /paysupport in a private chat, and nothing else. Every update is
 * acknowledged: one the bot cannot read, or a payment it cannot apply, is recorded for staff
 * (`recorded`), never refused with a 4xx or 5xx, which Telegram would deliver again and again. Only the Bot API being unreachable is an error (502).
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
    case 'message':
      return answerCommand(on, update.message, update.from);
    case 'other':
      return 'ignored';
  }
}

/** /start, /help and /paysupport in a private chat; any other message is `ignored`. */
async function answerCommand(on: UpdateContext, message: Fields, from: Fields): Promise<Outcome> {
  const command = readCommand(message.text);
  const chat = isObject(message.chat) ? message.chat : {};
  if (!command || chat.type !== 'private' || !Number.isSafeInteger(chat.id)) return 'ignored';
  const chatId = chat.id as number;
  const language = chatLanguage(from.language_code);
  switch (command.name) {
    case 'start':
      await tell(on, 'sendMessage', startReply(chatId, on.ctx.config.publicOrigin, startInviteCode(command.argument), language));
      return 'start_answered';
    case 'help':
      await tell(on, 'sendMessage', helpReply(chatId, language));
      return 'help_answered';
    case 'paysupport': {
      if (!Number.isSafeInteger(message.message_id)) return 'ignored';
      const telegramUserId = Number.isSafeInteger(from.id) ? (from.id as number) : chatId;
      const details = command.argument;
      const ticket = await openPaymentTicket(on.ctx, { chatId, messageId: message.message_id as number, telegramUserId, from, language, details });
      await tell(on, 'sendMessage', paymentTicketReply(chatId, ticket, language, details));
      return ticket.outcome === 'rate_limited' ? 'support_ticket_limited' : 'support_ticket_filed';
    }
    default:
      return 'ignored';
  }
}
