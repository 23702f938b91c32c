import type { Migration } from './migration.ts';

/**
 * The daily commitments' upkeep (docs/ledger-proofs.md §2 and §3), owned by
 * ledger/commitment-store.ts:
 *
 * - Retention: the balances of old commitments are deleted by the daily job (they can be replayed
 *   from the transfers at the commitment's position at any time). `balances_pruned_at` says when,
 *   so a proof asked for such a day is refused as pruned, not as unknown. A row of
 *   `ledger_commitment_balances` is still never updated, and no statement may delete the newest
 *   commitment's balances (the proofs every player is given) nor truncate the table.
 * - Repricing: a publication signed again with the same nonce at a higher fee keeps the hashes of
 *   its earlier signatures (any of them may be the one mined) and when its current one was signed.
 */
export const ledgerProofRetentionMigration: Migration = {
  id: 33,
  name: 'Ledger proofs: old commitments’ balances pruned, publications repriced',
  sql: `
    ALTER TABLE ledger_commitments
      ADD COLUMN balances_pruned_at timestamptz,
      ADD COLUMN replaced_tx_hashes text[] NOT NULL DEFAULT '{}',
      ADD COLUMN tx_signed_at timestamptz;
    UPDATE ledger_commitments SET tx_signed_at = created_at WHERE tx_hash IS NOT NULL;

    DROP TRIGGER ledger_commitment_balances_no_change ON ledger_commitment_balances;
    CREATE TRIGGER ledger_commitment_balances_no_update BEFORE UPDATE ON ledger_commitment_balances
      FOR EACH ROW EXECUTE FUNCTION ledger_transfers_are_immutable();
    CREATE TRIGGER ledger_commitment_balances_no_truncate BEFORE TRUNCATE ON ledger_commitment_balances
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_are_immutable();

    -- Once per statement over the rows it deleted (a row trigger would cost a call per balance:
    -- a day holds one per account and asset).
    CREATE FUNCTION ledger_commitment_balances_prune_check() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pruned_rows WHERE day >= (SELECT max(day) FROM ledger_commitments)) THEN
        RAISE EXCEPTION 'the newest commitment''s balances are never deleted';
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER ledger_commitment_balances_prune_only_old AFTER DELETE ON ledger_commitment_balances
      REFERENCING OLD TABLE AS pruned_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_commitment_balances_prune_check();
  `,
};
