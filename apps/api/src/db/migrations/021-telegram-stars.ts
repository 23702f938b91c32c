import type { Migration } from './migration.ts';

export const telegramStarsMigration: Migration = {
  id: 21,
  name: 'Gold bought with Telegram Stars: orders, their payments and refunds',
  // One row per order (src/telegram-stars/): made open with its invoice, paid at most once (the
  // charge id is unique, and the ledger's keys `telegram-stars:<charge>` and
  // `telegram-stars-refund:<charge>` guard it too), refunded at most once. A refund Telegram
  // reports for an order never paid here marks it refunded with nothing taken, so it never is.
  // `refund_shortfall` is what the account had spent already when the refund came: not taken back.
  sql: `
    CREATE TABLE telegram_star_orders (
      id uuid PRIMARY KEY,
      account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      stars integer NOT NULL CHECK (stars >= 1),
      gold_coins bigint NOT NULL CHECK (gold_coins >= 1),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      state text NOT NULL CHECK (state IN ('open', 'paid', 'refunded')),
      telegram_payment_charge_id text UNIQUE,
      telegram_user_id bigint,
      paid_at timestamptz,
      refunded_at timestamptz,
      refunded_coins bigint CHECK (refunded_coins >= 0),
      refund_shortfall bigint CHECK (refund_shortfall >= 0),
      CHECK ((state = 'open') = (telegram_payment_charge_id IS NULL))
    );
    CREATE INDEX telegram_star_orders_by_account ON telegram_star_orders (account_id, created_at DESC);
  `,
};
