import type { Migration } from './migration.ts';

/**
 * A player's proof answered from the database, not from a tree rebuilt in each API process
 * (docs/ledger-proofs.md §3, "Answered from stored nodes"); owned by ledger/commitment-store.ts.
 * The daily job stores, with each commitment, each balance's leaf index (its place among the
 * sorted leaves) and every node of the tree's levels from `subtree_height` up to below the root:
 * a proof reads its leaf's subtree (2^subtree_height balances by leaf index), recomputes that
 * subtree and appends the stored nodes above it. Commitments built before have no
 * `subtree_height` (their proofs are not given). The nodes are kept and pruned with the balances:
 * never updated, the newest commitment's never deleted, the table never truncated.
 */
export const storedProofTreesMigration: Migration = {
  id: 35,
  name: 'Ledger proofs: each balance’s leaf index and the tree’s upper nodes stored with the commitment',
  sql: `
    ALTER TABLE ledger_commitments ADD COLUMN subtree_height smallint CHECK (subtree_height BETWEEN 0 AND 30);
    ALTER TABLE ledger_commitment_balances ADD COLUMN leaf_index integer CHECK (leaf_index >= 0);
    CREATE UNIQUE INDEX ledger_commitment_balances_leaf ON ledger_commitment_balances (day, leaf_index);

    CREATE TABLE ledger_commitment_nodes (
      day date NOT NULL REFERENCES ledger_commitments (day),
      level smallint NOT NULL CHECK (level >= 0),
      node_index integer NOT NULL CHECK (node_index >= 0),
      hash bytea NOT NULL CHECK (octet_length(hash) = 32),
      PRIMARY KEY (day, level, node_index)
    );
    CREATE TRIGGER ledger_commitment_nodes_no_update BEFORE UPDATE ON ledger_commitment_nodes
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_are_immutable();
    CREATE TRIGGER ledger_commitment_nodes_no_truncate BEFORE TRUNCATE ON ledger_commitment_nodes
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_are_immutable();
    CREATE TRIGGER ledger_commitment_nodes_prune_only_old AFTER DELETE ON ledger_commitment_nodes
      REFERENCING OLD TABLE AS pruned_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_commitment_balances_prune_check();
  `,
};
