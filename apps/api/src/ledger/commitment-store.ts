import type { Queryable } from '../db/database.ts';

/**
 * The daily commitments of the ledger (migration 032, docs/ledger-proofs.md): `ledger_commitments`
 * and the balances each was built over, `ledger_commitment_balances`. Written by the proofs'
 * daily job (src/proofs/), read by its routes.
 */

/** One balance at a closed ledger position: a party's (`user:<uuid>` or `system:<name>`) sum of its sealed transfers. */
export interface PositionBalance {
  readonly ledgerAccountId: bigint;
  readonly party: string;
  readonly isSystem: boolean;
  readonly asset: string;
  readonly balance: bigint;
}

/**
 * Every ledger account's balance of every asset after the transfers sealed at positions 1 to
 * `position`, replayed from the transfers themselves (not the cached balances). With `from`, an
 * earlier commitment whose balances are kept, only the transfers after its position are replayed,
 * on top of its balances (themselves replayed so, and never changed): the same sums, without
 * reading the whole ledger again each day. An account missing from that commitment had no transfer
 * up to its position (its balance row was written with its first one).
 */
export async function balancesAtPosition(db: Queryable, position: bigint, from: { day: string; position: bigint } | null = null): Promise<PositionBalance[]> {
  const rows = await db.query<{ ledger_account_id: bigint; party: string; is_system: boolean; asset: string; balance: string }>(
    `WITH sealed AS (
       SELECT t.from_account, t.to_account, t.asset, t.amount FROM ledger_seals s JOIN ledger_transfers t ON t.id = s.transfer_id WHERE s.position > $2 AND s.position <= $1
     ), moves AS (
       SELECT to_account AS ledger_account_id, asset, amount FROM sealed UNION ALL SELECT from_account, asset, -amount FROM sealed
     ), sums AS (
       SELECT ledger_account_id, asset, sum(amount) AS total FROM moves GROUP BY ledger_account_id, asset
     )
     SELECT b.ledger_account_id, COALESCE('user:' || a.account_id::text, 'system:' || a.system_name) AS party, a.system_name IS NOT NULL AS is_system,
            b.asset, (COALESCE(c.balance, 0) + COALESCE(s.total, 0))::text AS balance
       FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id
       LEFT JOIN ledger_commitment_balances c ON c.day = $3::date AND c.ledger_account_id = b.ledger_account_id AND c.asset = b.asset
       LEFT JOIN sums s ON s.ledger_account_id = b.ledger_account_id AND s.asset = b.asset`,
    [position, from?.position ?? 0n, from?.day ?? null],
  );
  return rows.map((row) => ({ ledgerAccountId: row.ledger_account_id, party: row.party, isSystem: row.is_system, asset: row.asset, balance: BigInt(row.balance) }));
}

export type Publication = 'site_only' | 'signed' | 'published';

export interface CommitmentRow {
  day: string;
  position: bigint;
  chain_head: string;
  balances_root: string;
  root: string;
  leaf_count: number;
  totals: Record<string, { users: string; system: string }>;
  publication: Publication;
  chain_id: number | null;
  publisher: string | null;
  tx_hash: string | null;
  signed_tx: string | null;
  block_number: bigint | null;
  created_at: Date;
  published_at: Date | null;
  /** When the current signature was made (a publication is signed again at a higher fee when stuck). */
  tx_signed_at: Date | null;
  /** The hashes of the publication's earlier signatures (same nonce, lower fees): any one may be the one mined. */
  replaced_tx_hashes: string[];
  /** When the job deleted this commitment's balances (its proofs can no longer be given). */
  balances_pruned_at: Date | null;
  /** Its proofs' subtrees have 2^subtree_height leaves (migration 035); null: built before its tree was stored. */
  subtree_height: number | null;
}

const commitmentColumns = `to_char(day, 'YYYY-MM-DD') AS day, position, chain_head, balances_root, root, leaf_count, totals, publication,
  chain_id, publisher, tx_hash, signed_tx, block_number, created_at, published_at, tx_signed_at, replaced_tx_hashes, balances_pruned_at, subtree_height`;

export interface NewCommitment {
  readonly day: string;
  readonly position: bigint;
  readonly chainHead: string;
  readonly balancesRoot: string;
  readonly root: string;
  readonly leafCount: number;
  readonly totals: Record<string, { users: string; system: string }>;
  readonly signed: { chainId: number; publisher: string; txHash: string; signedTx: string } | null;
}

/** What a proof is answered from (migration 035): each balance's leaf index, and the tree's nodes from `subtreeHeight` up to below the root. */
export interface StoredTree {
  readonly subtreeHeight: number;
  /** The leaf index of `balances[i]`. */
  readonly leafIndexes: ArrayLike<number>;
  readonly nodes: readonly { level: number; index: number; hash: Buffer }[];
}

/** Stores the day's commitment, its balances and its tree's nodes; false (nothing written) when the day has one already. */
export async function insertCommitment(tx: Queryable, commitment: NewCommitment, balances: readonly PositionBalance[], tree: StoredTree, at: Date): Promise<boolean> {
  const { signed } = commitment;
  const inserted = await tx.query(
    `INSERT INTO ledger_commitments (day, position, chain_head, balances_root, root, leaf_count, totals, publication, chain_id, publisher, tx_hash, signed_tx, tx_signed_at, subtree_height)
     VALUES ($1::date, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (day) DO NOTHING RETURNING day`,
    [
      commitment.day,
      commitment.position,
      commitment.chainHead,
      commitment.balancesRoot,
      commitment.root,
      commitment.leafCount,
      JSON.stringify(commitment.totals),
      signed ? 'signed' : 'site_only',
      signed?.chainId ?? null,
      signed?.publisher ?? null,
      signed?.txHash ?? null,
      signed?.signedTx ?? null,
      signed ? at : null,
      tree.subtreeHeight,
    ],
  );
  if (inserted.length === 0) return false;
  for (let start = 0; start < balances.length; start += 10_000) {
    const page = balances.slice(start, start + 10_000);
    await tx.query(
      'INSERT INTO ledger_commitment_balances (day, ledger_account_id, asset, balance, leaf_index) SELECT $1::date, * FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::integer[])',
      [commitment.day, page.map((row) => row.ledgerAccountId.toString()), page.map((row) => row.asset), page.map((row) => row.balance.toString()), page.map((_, i) => tree.leafIndexes[start + i])],
    );
  }
  for (let start = 0; start < tree.nodes.length; start += 10_000) {
    const page = tree.nodes.slice(start, start + 10_000);
    await tx.query(
      "INSERT INTO ledger_commitment_nodes (day, level, node_index, hash) SELECT $1::date, level, node_index, decode(hash, 'hex') FROM unnest($2::smallint[], $3::integer[], $4::text[]) AS n (level, node_index, hash)",
      [commitment.day, page.map((node) => node.level), page.map((node) => node.index), page.map((node) => node.hash.toString('hex'))],
    );
  }
  return true;
}

export async function findCommitment(db: Queryable, day: string): Promise<CommitmentRow | null> {
  const [row] = await db.query<CommitmentRow>(`SELECT ${commitmentColumns} FROM ledger_commitments WHERE day = $1::date`, [day]);
  return row ?? null;
}

/** The newest commitments first, at most `limit`. */
export function listCommitments(db: Queryable, limit: number): Promise<CommitmentRow[]> {
  return db.query<CommitmentRow>(`SELECT ${commitmentColumns} FROM ledger_commitments ORDER BY day DESC LIMIT $1`, [limit]);
}

/** Commitments whose transaction is signed and not yet seen mined, oldest first. */
export function listUnsentCommitments(db: Queryable): Promise<CommitmentRow[]> {
  return db.query<CommitmentRow>(`SELECT ${commitmentColumns} FROM ledger_commitments WHERE publication = 'signed' ORDER BY day`);
}

/**
 * The publication was mined as `txHash`: its current signature or an earlier one (then the current
 * one joins the replaced, and its bytes, which can never be mined now, are dropped).
 */
export async function markPublished(db: Queryable, day: string, mined: { txHash: string; blockNumber: bigint }, at: Date): Promise<void> {
  await db.query(
    `UPDATE ledger_commitments
        SET publication = 'published', block_number = $3, published_at = $4,
            replaced_tx_hashes = array_remove(replaced_tx_hashes || tx_hash, $2), tx_hash = $2,
            signed_tx = CASE WHEN tx_hash = $2 THEN signed_tx END
      WHERE day = $1::date AND publication = 'signed' AND (tx_hash = $2 OR $2 = ANY (replaced_tx_hashes))`,
    [day, mined.txHash, mined.blockNumber, at],
  );
}

/**
 * Keeps a new signature of the day's publication (the same nonce at a higher fee) in place of
 * `replacedTxHash`, which joins the replaced; false when that is no longer the current one
 * (another run replaced it or saw it mined): then this signature is dropped unsent.
 */
export async function replacePublication(db: Queryable, day: string, replacedTxHash: string, signed: { txHash: string; signedTx: string }, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ledger_commitments SET replaced_tx_hashes = replaced_tx_hashes || tx_hash, tx_hash = $3, signed_tx = $4, tx_signed_at = $5
      WHERE day = $1::date AND publication = 'signed' AND tx_hash = $2 RETURNING day`,
    [day, replacedTxHash, signed.txHash, signed.signedTx, at],
  );
  return rows.length > 0;
}

/**
 * Deletes the balances and tree nodes of every commitment but the newest `keep`
 * (docs/ledger-proofs.md §2, Retention) and marks those commitments pruned, in one statement; the
 * number of days and of balances it deleted.
 */
export async function pruneCommitmentBalances(db: Queryable, keep: number, at: Date): Promise<{ days: number; balances: number }> {
  const [row] = await db.query<{ days: number; balances: number }>(
    `WITH old AS (
       UPDATE ledger_commitments SET balances_pruned_at = $2
        WHERE balances_pruned_at IS NULL AND day < (SELECT day FROM ledger_commitments ORDER BY day DESC LIMIT 1 OFFSET $1::integer - 1)
       RETURNING day
     ), gone AS (
       DELETE FROM ledger_commitment_balances b USING old WHERE b.day = old.day RETURNING 1
     ), nodes AS (
       DELETE FROM ledger_commitment_nodes n USING old WHERE n.day = old.day
     )
     SELECT (SELECT count(*) FROM old)::integer AS days, (SELECT count(*) FROM gone)::integer AS balances`,
    [keep, at],
  );
  return row ?? { days: 0, balances: 0 };
}

/** The balances a day's commitment was built over, with their parties. */
export async function commitmentBalances(db: Queryable, day: string): Promise<PositionBalance[]> {
  const rows = await db.query<{ ledger_account_id: bigint; party: string; is_system: boolean; asset: string; balance: bigint }>(
    `SELECT c.ledger_account_id, COALESCE('user:' || a.account_id::text, 'system:' || a.system_name) AS party, a.system_name IS NOT NULL AS is_system, c.asset, c.balance
       FROM ledger_commitment_balances c JOIN ledger_accounts a ON a.id = c.ledger_account_id WHERE c.day = $1::date`,
    [day],
  );
  return rows.map((row) => ({ ledgerAccountId: row.ledger_account_id, party: row.party, isSystem: row.is_system, asset: row.asset, balance: row.balance }));
}

/** One account's balances in a day's commitment with their leaf indexes (none when its ledger account did not exist then). */
export async function accountCommitmentLeaves(db: Queryable, day: string, accountId: string): Promise<{ asset: string; balance: bigint; leaf_index: number | null }[]> {
  return db.query<{ asset: string; balance: bigint; leaf_index: number | null }>(
    `SELECT c.asset, c.balance, c.leaf_index FROM ledger_commitment_balances c
      WHERE c.day = $1::date AND c.ledger_account_id = (SELECT id FROM ledger_accounts WHERE account_id = $2) ORDER BY c.asset`,
    [day, accountId],
  );
}

/** The leaves `from` to `to` (leaf indexes, both included) of a day's commitment, in tree order: one subtree of a proof. */
export async function commitmentLeafRange(db: Queryable, day: string, from: number, to: number): Promise<{ party: string; asset: string; balance: bigint }[]> {
  return db.query<{ party: string; asset: string; balance: bigint }>(
    // Each row's party by its key (a subquery, not a join: right after the day's million rows are
    // written, the planner's stale estimates chose to hash all ledger accounts for each subtree).
    `SELECT (SELECT COALESCE('user:' || a.account_id::text, 'system:' || a.system_name) FROM ledger_accounts a WHERE a.id = c.ledger_account_id) AS party, c.asset, c.balance
       FROM ledger_commitment_balances c WHERE c.day = $1::date AND c.leaf_index BETWEEN $2 AND $3 ORDER BY c.leaf_index`,
    [day, from, to],
  );
}

/** The stored nodes of a day's tree at these (level, index) places, as hex, keyed `level:index`. */
export async function commitmentNodes(db: Queryable, day: string, places: readonly { level: number; index: number }[]): Promise<Map<string, string>> {
  const rows = await db.query<{ level: number; node_index: number; hash: string }>(
    `SELECT n.level, n.node_index, encode(n.hash, 'hex') AS hash FROM ledger_commitment_nodes n
       JOIN unnest($2::smallint[], $3::integer[]) AS wanted (level, node_index) ON n.level = wanted.level AND n.node_index = wanted.node_index
      WHERE n.day = $1::date`,
    [day, places.map((place) => place.level), places.map((place) => place.index)],
  );
  return new Map(rows.map((row) => [`${row.level}:${row.node_index}`, row.hash]));
}
