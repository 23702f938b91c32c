import type { Migration } from './migration.ts';

/**
 * The ledger (docs/architecture.md, "Money rules"). A ledger account is either a user's account or one of the named system
 * accounts (mint, treasury, burn, rewards); every transfer debits one and credits another, so each
 * asset sums to zero over all balances. Transfers are immutable (triggers refuse UPDATE, DELETE and
 * TRUNCATE); the balances are a cache of their sums, kept in the same transaction. Only system
 * accounts may go below zero, and a CHECK says so even if the code forgot.
 */
export const ledgerMigration: Migration = {
  id: 4,
  name: 'ledger: accounts, balances, operations, immutable transfers',
  sql: `
    CREATE TABLE ledger_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      account_id uuid UNIQUE REFERENCES accounts (id),
      system_name text UNIQUE CHECK (system_name IN ('mint', 'treasury', 'burn', 'rewards')),
      CHECK ((account_id IS NULL) <> (system_name IS NULL))
    );

    CREATE TABLE ledger_balances (
      ledger_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
      asset text NOT NULL CHECK (asset IN ('gold_coin', 'game_coin', 'invite_point')),
      is_system boolean NOT NULL,
      balance bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (ledger_account_id, asset),
      CHECK (is_system OR balance >= 0)
    );

    -- One row per operation (one or more transfers under one idempotency key): what was asked,
    -- so a replay with another body is told apart from a true replay.
    CREATE TABLE ledger_operations (
      idempotency_key text PRIMARY KEY CHECK (length(idempotency_key) BETWEEN 1 AND 200),
      request text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE ledger_transfers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      idempotency_key text NOT NULL REFERENCES ledger_operations (idempotency_key),
      leg smallint NOT NULL CHECK (leg >= 0),
      asset text NOT NULL CHECK (asset IN ('gold_coin', 'game_coin', 'invite_point')),
      from_account bigint NOT NULL REFERENCES ledger_accounts (id),
      to_account bigint NOT NULL REFERENCES ledger_accounts (id),
      amount bigint NOT NULL CHECK (amount > 0),
      reason text NOT NULL CHECK (reason ~ '^[a-z][a-z0-9_]{0,39}$'),
      reference text CHECK (length(reference) <= 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (idempotency_key, leg),
      CHECK (from_account <> to_account)
    );
    CREATE INDEX ledger_transfers_from ON ledger_transfers (from_account, id);
    CREATE INDEX ledger_transfers_to ON ledger_transfers (to_account, id);

    CREATE FUNCTION ledger_transfers_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger transfers are immutable: % refused', TG_OP;
    END;
    $$;
    CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_are_immutable();
    CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_are_immutable();
    CREATE TRIGGER ledger_operations_no_change BEFORE UPDATE OR DELETE ON ledger_operations
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_are_immutable();

    INSERT INTO ledger_accounts (system_name) VALUES ('mint'), ('treasury'), ('burn'), ('rewards');
    INSERT INTO ledger_balances (ledger_account_id, asset, is_system)
      SELECT ledger_accounts.id, assets.asset, true FROM ledger_accounts
      CROSS JOIN (VALUES ('gold_coin'), ('game_coin'), ('invite_point')) AS assets (asset);
  `,
};
