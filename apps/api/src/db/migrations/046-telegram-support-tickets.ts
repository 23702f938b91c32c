import type { Migration } from './migration.ts';

/**
 * Support tickets opened from the bot's chat with /paysupport (support/, docs/api/telegram-stars-and-bot.md): the private chat the answers go back to, the message
 * that opened the ticket (Telegram delivers an update again until it is answered, and the same
 * message opens one ticket only) and the language the chat is answered in. An answer keeps the
 * chat it was sent to, as it keeps the address it was mailed to. Such a ticket lists the Telegram
 * user's Stars payments for staff (telegram-stars/), hence the orders' index by Telegram user.
 */
export const telegramSupportTicketsMigration: Migration = {
  id: 46,
  name: 'Support tickets opened from the Telegram bot',
  sql: `
    ALTER TABLE support_tickets
      ADD COLUMN telegram_chat_id bigint,
      ADD COLUMN telegram_message_id bigint,
      ADD COLUMN telegram_language text CHECK (telegram_language IN ('en', 'es')),
      ADD CHECK ((telegram_chat_id IS NULL) = (telegram_message_id IS NULL) AND (telegram_chat_id IS NULL) = (telegram_language IS NULL));
    CREATE UNIQUE INDEX support_tickets_by_telegram_message ON support_tickets (telegram_chat_id, telegram_message_id) WHERE telegram_chat_id IS NOT NULL;
    -- The per-hour limit counts a chat's recent tickets.
    CREATE INDEX support_tickets_by_telegram_chat ON support_tickets (telegram_chat_id, created_at) WHERE telegram_chat_id IS NOT NULL;
    ALTER TABLE support_ticket_answers ADD COLUMN sent_to_telegram_chat bigint;
    CREATE INDEX telegram_star_orders_by_telegram_user ON telegram_star_orders (telegram_user_id) WHERE telegram_user_id IS NOT NULL;
  `,
};
