import type { Migration } from './migration.ts';

export const depositsMigration: Migration = {
  id: 7,
  name: 'deposits of CORE and the treasury watcher',
  // One row per transaction hash ever looked at: credited at most once (the ledger's idempotency
  // key `deposit:<hash>` guards it too). `account_id` is null for a deposit from a wallet no
  // account has linked (unclaimed). Amounts in wei are decimal text: they exceed bigint.
  sql: `
    CREATE TABLE deposits (
      tx_hash text PRIMARY KEY CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
      account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      from_address text NOT NULL,
      value_wei text NOT NULL CHECK (value_wei ~ '^[0-9]+$'),
      gold_coins bigint NOT NULL CHECK (gold_coins >= 0),
      block_number bigint,
      confirmations integer NOT NULL DEFAULT 0,
      state text NOT NULL CHECK (state IN ('confirming', 'credited', 'refused', 'unclaimed')),
      refusal text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      credited_at timestamptz
    );
    CREATE INDEX deposits_by_account ON deposits (account_id, created_at DESC);
    CREATE TABLE deposit_scans (
      treasury_address text PRIMARY KEY,
      last_block bigint NOT NULL
    );
  `,
};
