import type { Queryable } from '../db/database.ts';

export type DepositState = 'confirming' | 'credited' | 'refused' | 'unclaimed';

export interface DepositRow {
  tx_hash: string;
  account_id: string | null;
  from_address: string;
  value_wei: string;
  gold_coins: bigint;
  block_number: bigint | null;
  confirmations: number;
  state: DepositState;
  refusal: string | null;
  created_at: Date;
  updated_at: Date;
  credited_at: Date | null;
}

const columns = 'tx_hash, account_id, from_address, value_wei, gold_coins, block_number, confirmations, state, refusal, created_at, updated_at, credited_at';

/** The deposit row of `hash`, locked until the transaction ends. */
export async function lockDeposit(tx: Queryable, hash: string): Promise<DepositRow | undefined> {
  const [row] = await tx.query<DepositRow>(`SELECT ${columns} FROM deposits WHERE tx_hash = $1 FOR UPDATE`, [hash]);
  return row;
}

/** Creates the row of `hash` when there is none (a concurrent creator wins; nothing else changes). */
export async function ensureDepositRow(tx: Queryable, row: Pick<DepositRow, 'tx_hash' | 'from_address' | 'value_wei' | 'gold_coins'>, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO deposits (tx_hash, from_address, value_wei, gold_coins, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'unclaimed', $5, $5) ON CONFLICT (tx_hash) DO NOTHING`,
    [row.tx_hash, row.from_address, row.value_wei, row.gold_coins, now],
  );
}

export async function updateDeposit(
  tx: Queryable,
  hash: string,
  change: Pick<DepositRow, 'account_id' | 'state' | 'refusal' | 'block_number' | 'confirmations'>,
  now: Date,
): Promise<DepositRow> {
  const [row] = await tx.query<DepositRow>(
    `UPDATE deposits SET account_id = $2, state = $3, refusal = $4, block_number = $5, confirmations = $6, updated_at = $7,
            credited_at = CASE WHEN $3 = 'credited' THEN $7 ELSE credited_at END
      WHERE tx_hash = $1 RETURNING ${columns}`,
    [hash, change.account_id, change.state, change.refusal, change.block_number, change.confirmations, now],
  );
  if (!row) throw new Error(`deposit ${hash} vanished`);
  return row;
}


/** An account's deposits, newest first. */
export function listAccountDeposits(db: Queryable, accountId: string, limit = 100): Promise<DepositRow[]> {
  return db.query<DepositRow>(`SELECT ${columns} FROM deposits WHERE account_id = $1 ORDER BY created_at DESC, tx_hash LIMIT $2`, [accountId, limit]);
}
