import type { Queryable } from '../db/database.ts';
import type { SealedContent } from './seal-encoding.ts';

/** The columns of a transfer a seal covers, and the parties as `user:…`/`system:…` labels. */
const contentColumns = `t.id AS transfer_id, t.idempotency_key, t.leg, t.asset, t.amount, t.reason, t.reference,
  (extract(epoch FROM t.created_at) * 1000000)::bigint AS created_at_micros,
  COALESCE('user:' || f.account_id::text, 'system:' || f.system_name) AS from_party,
  COALESCE('user:' || d.account_id::text, 'system:' || d.system_name) AS to_party`;
const contentJoins = 'JOIN ledger_accounts f ON f.id = t.from_account JOIN ledger_accounts d ON d.id = t.to_account';

interface ContentRow {
  transfer_id: bigint;
  idempotency_key: string;
  leg: number;
  asset: string;
  amount: bigint;
  reason: string;
  reference: string | null;
  created_at_micros: bigint;
  from_party: string;
  to_party: string;
}

const contentOf = (row: ContentRow, position: bigint): SealedContent => ({
  position,
  transferId: row.transfer_id,
  idempotencyKey: row.idempotency_key,
  leg: row.leg,
  asset: row.asset,
  from: row.from_party,
  to: row.to_party,
  amount: row.amount,
  reason: row.reason,
  reference: row.reference,
  createdAtMicros: row.created_at_micros,
});

export interface SealScan {
  /** The chain's head: its last position (0 for none) and seal (null for none). */
  readonly headPosition: bigint;
  readonly headSeal: string | null;
  /** Committed transfers above the scan's start that have no seal, by id, at most `limit`. */
  readonly unsealed: readonly Omit<SealedContent, 'position'>[];
  readonly scanFrom: bigint;
  readonly pendingMaxId: bigint | null;
  /** The scan's snapshot: xmin has passed pending_xmax when every transaction then running has ended. */
  readonly pendingPassed: boolean;
  /** The highest transfer id this statement sees, and its snapshot's xmax, for the next pending mark. */
  readonly maxVisibleId: bigint;
  readonly snapshotXmax: string;
}

/**
 * One statement, so one snapshot: the sealer's state, the chain's head, the unsealed transfers
 * and the snapshot's bounds all agree. Only the sealer (holding its advisory lock) calls it.
 */
export async function scanForSealing(tx: Queryable, limit: number): Promise<SealScan> {
  // The state's row joined to each unsealed transfer (or to none): one row at least.
  const rows = await tx.query<
    Partial<ContentRow> & {
      scan_from: bigint;
      pending_max_id: bigint | null;
      pending_passed: boolean;
      max_visible_id: bigint;
      snapshot_xmax: string;
      head_position: bigint | null;
      head_seal: string | null;
    }
  >(
    `SELECT s.scan_from, s.pending_max_id,
            COALESCE(pg_snapshot_xmin(pg_current_snapshot()) >= s.pending_xmax, false) AS pending_passed,
            COALESCE((SELECT max(id) FROM ledger_transfers), 0) AS max_visible_id,
            pg_snapshot_xmax(pg_current_snapshot())::text AS snapshot_xmax,
            h.position AS head_position, h.seal AS head_seal, c.*
       FROM ledger_seal_state s
       LEFT JOIN LATERAL (SELECT position, seal FROM ledger_seals ORDER BY position DESC LIMIT 1) h ON true
       LEFT JOIN LATERAL (
         SELECT ${contentColumns} FROM ledger_transfers t ${contentJoins}
          WHERE t.id > s.scan_from AND NOT EXISTS (SELECT 1 FROM ledger_seals x WHERE x.transfer_id = t.id)
          ORDER BY t.id LIMIT $1) c ON true
      ORDER BY c.transfer_id`,
    [limit],
  );
  const [state] = rows;
  if (!state) throw new Error('ledger_seal_state has no row (migration 032)');
  return {
    headPosition: state.head_position ?? 0n,
    headSeal: state.head_seal,
    unsealed: rows.flatMap((row) => {
      if (row.transfer_id == null) return [];
      const { position: _position, ...content } = contentOf(row as ContentRow, 0n);
      return [content];
    }),
    scanFrom: state.scan_from,
    pendingMaxId: state.pending_max_id,
    pendingPassed: state.pending_passed,
    maxVisibleId: state.max_visible_id,
    snapshotXmax: state.snapshot_xmax,
  };
}

export async function insertSeals(tx: Queryable, seals: readonly { position: bigint; transferId: bigint; seal: string }[]): Promise<void> {
  if (seals.length === 0) return;
  await tx.query('INSERT INTO ledger_seals (position, transfer_id, seal) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[])', [
    seals.map((seal) => seal.position.toString()),
    seals.map((seal) => seal.transferId.toString()),
    seals.map((seal) => seal.seal),
  ]);
}

export async function updateSealState(tx: Queryable, state: { scanFrom: bigint; pendingMaxId: bigint | null; pendingXmax: string | null }): Promise<void> {
  await tx.query('UPDATE ledger_seal_state SET scan_from = $1, pending_max_id = $2, pending_xmax = $3::xid8', [state.scanFrom, state.pendingMaxId, state.pendingXmax]);
}

export interface SealedRow extends SealedContent {
  readonly seal: string;
}

/** Seals and their transfers' content from `afterPosition` on, in position order, at most `limit`. */
export async function readSealedTransfers(db: Queryable, afterPosition: bigint, limit: number): Promise<SealedRow[]> {
  const rows = await db.query<ContentRow & { position: bigint; seal: string }>(
    `SELECT s.position, s.seal, ${contentColumns}
       FROM ledger_seals s JOIN ledger_transfers t ON t.id = s.transfer_id ${contentJoins}
      WHERE s.position > $1 ORDER BY s.position LIMIT $2`,
    [afterPosition, limit],
  );
  return rows.map((row) => ({ ...contentOf(row, row.position), seal: row.seal }));
}

/** The chain's head: its position (0 before the first seal) and seal (the genesis seal then). */
export async function sealChainHead(db: Queryable): Promise<{ position: bigint; seal: string | null }> {
  const [row] = await db.query<{ position: bigint; seal: string }>('SELECT position, seal FROM ledger_seals ORDER BY position DESC LIMIT 1');
  return { position: row?.position ?? 0n, seal: row?.seal ?? null };
}
