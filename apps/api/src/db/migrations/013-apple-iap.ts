import type { Migration } from './migration.ts';

export const appleIapMigration: Migration = {
  id: 13,
  name: 'Apple in-app purchases and their refunds',
  // One row per App Store transaction id ever seen: credited at most once (the ledger's keys
  // `apple-iap:<id>` and `apple-iap-refund:<id>` guard it too). `account_id` is null for a
  // refund of a transaction never credited here, kept so that it never is.
  // `refund_shortfall` is what the account had spent already when the refund came: not taken back.
  sql: `
    CREATE TABLE apple_iap_transactions (
      transaction_id text PRIMARY KEY CHECK (transaction_id ~ '^[0-9A-Za-z._-]{1,64}$'),
      original_transaction_id text,
      account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      product_id text NOT NULL,
      quantity integer NOT NULL CHECK (quantity >= 1),
      gold_coins bigint NOT NULL CHECK (gold_coins >= 0),
      environment text NOT NULL,
      purchased_at timestamptz NOT NULL,
      state text NOT NULL CHECK (state IN ('credited', 'refunded')),
      credited_at timestamptz,
      refunded_at timestamptz,
      refunded_coins bigint CHECK (refunded_coins >= 0),
      refund_shortfall bigint CHECK (refund_shortfall >= 0)
    );
    CREATE INDEX apple_iap_transactions_by_account ON apple_iap_transactions (account_id, credited_at DESC);
  `,
};
