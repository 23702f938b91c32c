import type { Queryable } from '../db/database.ts';
import { findUserLedgerAccount } from './ledger-accounts.ts';
import { assets, reasonsWithNote, type Asset, type SystemAccountName } from './ledger-types.ts';

/** A user's balance of every asset; zero for an account that never moved anything. */
export async function userBalances(db: Queryable, accountId: string): Promise<Record<Asset, bigint>> {
  const balances = Object.fromEntries(assets.map((asset) => [asset, 0n])) as Record<Asset, bigint>;
  const rows = await db.query<{ asset: Asset; balance: bigint }>(
    'SELECT b.asset, b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.account_id = $1',
    [accountId],
  );
  for (const row of rows) balances[row.asset] = row.balance;
  return balances;
}

/** One row of a user's history, seen from that user. */
export interface HistoryRow {
  id: bigint;
  asset: Asset;
  /** Positive when it came in, negative when it went out. */
  amount: bigint;
  reason: string;
  reference: string | null;
  /** Words written for the player about it (an admin's grant reason); null when it has none. */
  note: string | null;
  counterparty: 'user' | SystemAccountName;
  createdAt: Date;
}

/** A page of a user's transfers, newest first, before the transfer id `before` when given. */
export async function userHistory(db: Queryable, accountId: string, page: { before?: bigint; limit: number }): Promise<{ rows: HistoryRow[]; nextCursor: bigint | null }> {
  const ledgerAccountId = await findUserLedgerAccount(db, accountId);
  if (ledgerAccountId === null) return { rows: [], nextCursor: null };
  // Two index scans (from, to) merged, so a long history stays cheap to page.
  const rows = await db.query<{ id: bigint; asset: Asset; amount: bigint; reason: string; reference: string | null; created_at: Date; outgoing: boolean; other_system: SystemAccountName | null }>(
    `SELECT t.id, t.asset, t.amount, t.reason, t.reference, t.created_at, t.outgoing, o.system_name AS other_system
       FROM (
         (SELECT *, true AS outgoing, to_account AS other FROM ledger_transfers WHERE from_account = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
         UNION ALL
         (SELECT *, false AS outgoing, from_account AS other FROM ledger_transfers WHERE to_account = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
       ) t JOIN ledger_accounts o ON o.id = t.other
      ORDER BY t.id DESC LIMIT $3`,
    [ledgerAccountId, page.before ?? 2n ** 63n - 1n, page.limit + 1],
  );
  const shown = rows.slice(0, page.limit);
  return {
    rows: shown.map((row) => ({
      id: row.id,
      asset: row.asset,
      amount: row.outgoing ? -row.amount : row.amount,
      reason: row.reason,
      reference: row.reference,
      note: reasonsWithNote.has(row.reason) ? row.reference : null,
      counterparty: row.other_system ?? 'user',
      createdAt: row.created_at,
    })),
    nextCursor: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}
