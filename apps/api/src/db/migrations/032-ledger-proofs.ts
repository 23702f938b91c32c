import type { Migration } from './migration.ts';

/**
 * A ledger every player can verify (docs/ledger-proofs.md). Owned by ledger/ (ledger/seal-store.ts,
 * ledger/commitment-store.ts): `ledger_seals` is the hash chain over committed transfers, in the
 * order the sealing job found them committed (a transfer's ledger position); `ledger_seal_state`
 * is where the sealer's next scan starts; `ledger_commitments` is one row per UTC day (the Merkle
 * root over every balance at a closed position, and its publication on the chain), and
 * `ledger_commitment_balances` the balances it was built over, for the players' proofs.
 * Seals and balances of a commitment are never changed: the same triggers as the transfers'.
 */
export const ledgerProofsMigration: Migration = {
  id: 32,
  name: 'Ledger proofs: the seal chain over transfers and the daily commitments published on Core',
  sql: `
    CREATE TABLE ledger_seals (
      position bigint PRIMARY KEY CHECK (position >= 1),
      transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
      seal text NOT NULL CHECK (seal ~ '^[0-9a-f]{64}$'),
      sealed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TRIGGER ledger_seals_no_change BEFORE UPDATE OR DELETE ON ledger_seals
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_are_immutable();
    CREATE TRIGGER ledger_seals_no_truncate BEFORE TRUNCATE ON ledger_seals
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_are_immutable();

    -- One row. Every transfer with an id up to scan_from is sealed or will never exist; the next
    -- scan reads above it. pending_max_id becomes scan_from once every transaction that was
    -- running when it was read (xid below pending_xmax) has ended (ledger/seal-ledger.ts).
    CREATE TABLE ledger_seal_state (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      scan_from bigint NOT NULL DEFAULT 0,
      pending_max_id bigint,
      pending_xmax xid8
    );
    INSERT INTO ledger_seal_state DEFAULT VALUES;

    CREATE TABLE ledger_commitments (
      day date PRIMARY KEY,
      position bigint NOT NULL CHECK (position >= 0),
      chain_head text NOT NULL CHECK (chain_head ~ '^[0-9a-f]{64}$'),
      balances_root text NOT NULL CHECK (balances_root ~ '^[0-9a-f]{64}$'),
      root text NOT NULL UNIQUE CHECK (root ~ '^[0-9a-f]{64}$'),
      leaf_count integer NOT NULL CHECK (leaf_count >= 0),
      -- { asset: { users: "n", system: "-n" } } as decimal strings.
      totals jsonb NOT NULL,
      -- site_only: no publishing key is configured; signed: the transaction is signed and kept
      -- below, not yet known mined; published: mined (the receipt was read).
      publication text NOT NULL CHECK (publication IN ('site_only', 'signed', 'published')),
      chain_id integer,
      publisher text,
      tx_hash text UNIQUE CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
      signed_tx text,
      block_number bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      CHECK ((publication = 'site_only') = (tx_hash IS NULL))
    );

    CREATE TABLE ledger_commitment_balances (
      day date NOT NULL REFERENCES ledger_commitments (day),
      ledger_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
      asset text NOT NULL,
      balance bigint NOT NULL,
      PRIMARY KEY (day, ledger_account_id, asset)
    );
    CREATE TRIGGER ledger_commitment_balances_no_change BEFORE UPDATE OR DELETE ON ledger_commitment_balances
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_are_immutable();

    SELECT pgboss.create_queue('seal-ledger', '{"policy":"short","retryLimit":5,"retryDelay":5,"retryBackoff":true,"expireInSeconds":300,"retentionMinutes":60}');
    SELECT pgboss.create_queue('commit-ledger-day', '{"policy":"short","retryLimit":10,"retryDelay":60,"retryBackoff":true,"expireInSeconds":3600,"retentionMinutes":20160}');
  `,
};
