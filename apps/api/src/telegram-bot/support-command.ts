import type { ServerContext } from '../context.ts';
import { findIdentityOwner } from '../accounts/identity-store.ts';
import { supportLimits } from '@site/api-contract';
import { fileTelegramTicket, type TelegramTicketResult } from '../support/file-telegram-ticket.ts';
import { listStarsOrdersOfTelegramUser } from '../telegram-stars/stars-order-store.ts';
import type { Fields } from './read-update.ts';

type Language = 'en' | 'es';

/** What staff read: who asked, what they wrote, and the user's Stars payments with the charge ids a refund takes. */
async function ticketMessage(ctx: ServerContext, from: Fields, telegramUserId: number, details: string): Promise<string> {
  const name = [from.first_name, from.last_name].filter((part) => typeof part === 'string').join(' ');
  const handle = typeof from.username === 'string' ? ` (@${from.username})` : '';
  const orders = await listStarsOrdersOfTelegramUser(ctx.db, BigInt(telegramUserId), 10);
  const payments = orders.map((order) => {
    const when = (order.paid_at ?? order.created_at).toISOString().slice(0, 10);
    return `- ${order.telegram_payment_charge_id ?? '?'}: ${order.stars} Stars for ${order.gold_coins} gold, ${order.state}, ${when} (order ${order.id})`;
  });
  const text = [
    `Asked with /paysupport in the bot's chat by ${name || 'a Telegram user'}${handle}, Telegram user ${telegramUserId}.`,
    '',
    details === '' ? '(No details given.)' : details,
    '',
    payments.length === 0 ? 'No Stars payments of this Telegram user on this site.' : 'Stars payments of this Telegram user, newest first (charge id: what was paid):',
    ...payments,
  ].join('\n');
  return text.length <= supportLimits.messageMaxLength ? text : `${text.slice(0, supportLimits.messageMaxLength - 1)}…`;
}

/** Opens a payment ticket for `/paysupport <what happened>` in a private chat (or finds the one this message opened already). */
export async function openPaymentTicket(
  ctx: ServerContext,
  message: { chatId: number; messageId: number; telegramUserId: number; from: Fields; language: Language; details: string },
): Promise<TelegramTicketResult> {
  const { telegramUserId } = message;
  return fileTelegramTicket(
    ctx.db,
    {
      chatId: message.chatId,
      messageId: message.messageId,
      language: message.language,
      accountId: await findIdentityOwner(ctx.db, 'telegram', String(telegramUserId)),
      message: await ticketMessage(ctx, message.from, telegramUserId, message.details),
    },
    { now: ctx.now(), perHour: ctx.config.support.ticketsPerHour },
  );
}

const texts = {
  en: {
    filed: (number: string) => `Your payment support ticket is ${number}. Our staff will answer you here, in this chat.`,
    askDetails: 'To tell us what happened, send /paysupport followed by it, e.g. /paysupport I paid 50 Stars and got no gold.',
    limited: (minutes: number) => `You have opened several tickets in the last hour; our staff will answer them here. Try again in ${minutes} min.`,
    help: [
      'What this bot does:',
      '/start: open the games',
      '/paysupport: ask our staff about a payment in Stars (write what happened after the command); the answer comes to this chat',
      '/help: this list',
    ].join('\n'),
  },
  es: {
    filed: (number: string) => `Tu ticket de soporte de pagos es ${number}. Nuestro equipo te responderá aquí, en este chat.`,
    askDetails: 'Para contarnos qué pasó, envía /paysupport seguido de lo ocurrido, p. ej. /paysupport Pagué 50 Stars y no recibí oro.',
    limited: (minutes: number) => `Has abierto varios tickets en la última hora; nuestro equipo los responderá aquí. Vuelve a intentarlo en ${minutes} min.`,
    help: [
      'Qué hace este bot:',
      '/start: abrir los juegos',
      '/paysupport: preguntar a nuestro equipo por un pago en Stars (escribe lo ocurrido después del comando); la respuesta llega a este chat',
      '/help: esta lista',
    ].join('\n'),
  },
};

/** What the bot answers to /paysupport: the ticket's number, or when to try again. */
export function paymentTicketReply(chatId: number, result: TelegramTicketResult, language: Language, details: string): Record<string, unknown> {
  const words = texts[language];
  if (result.outcome === 'rate_limited') return { chat_id: chatId, text: words.limited(Math.ceil(result.retryAfterSeconds / 60)) };
  return { chat_id: chatId, text: details === '' ? `${words.filed(result.number)}\n\n${words.askDetails}` : words.filed(result.number) };
}

/** What the bot answers to /help: its commands. */
export const helpReply = (chatId: number, language: Language): Record<string, unknown> => ({ chat_id: chatId, text: texts[language].help });
