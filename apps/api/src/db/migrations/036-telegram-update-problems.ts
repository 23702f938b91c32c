import type { Migration } from './migration.ts';

/**
 * The bot's updates the webhook acknowledged without applying them, for staff (owned by
 * telegram-bot/update-problem-store.ts): a payment of another amount or currency than its order,
 * a charge id already used, a payment or refund of an unknown, paid or refunded order, an update
 * it could not read. One row per distinct update (`update_digest`, the SHA-256 of its JSON), however
 * often Telegram delivers it: a delivery again adds one to `deliveries`. Only fields read and
 * checked are stored (no raw update): the received amount and currency as printable JSON text.
 */
export const telegramUpdateProblemsMigration: Migration = {
  id: 36,
  name: 'Telegram updates acknowledged without being applied, recorded for staff',
  sql: `
    CREATE TABLE telegram_update_problems (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      update_digest bytea NOT NULL UNIQUE CHECK (octet_length(update_digest) = 32),
      problem text NOT NULL CHECK (problem IN ('unreadable_update', 'amount_mismatch', 'currency_mismatch', 'charge_reused', 'unknown_order', 'order_already_paid', 'order_refunded', 'unknown_refund', 'ledger_refused')),
      kind text NOT NULL CHECK (kind IN ('successful_payment', 'refunded_payment', 'pre_checkout_query', 'other')),
      update_id bigint CHECK (update_id >= 0),
      order_id uuid,
      account_id uuid,
      telegram_payment_charge_id text CHECK (char_length(telegram_payment_charge_id) BETWEEN 1 AND 255),
      telegram_user_id bigint,
      expected_stars integer,
      received_amount text CHECK (char_length(received_amount) <= 64),
      received_currency text CHECK (char_length(received_currency) <= 64),
      deliveries integer NOT NULL DEFAULT 1 CHECK (deliveries >= 1),
      first_received_at timestamptz NOT NULL,
      last_received_at timestamptz NOT NULL
    );
    CREATE INDEX telegram_update_problems_by_last_delivery ON telegram_update_problems (last_received_at DESC, id DESC);
  `,
};
