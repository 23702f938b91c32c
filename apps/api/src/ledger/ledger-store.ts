import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { findUserLedgerAccount } from './ledger-accounts.ts';
import { assets, type Asset, type SystemAccountName } from './ledger-types.ts';

/**
 * What other domains read of the ledger: its tables are private to `src/ledger/`
 * (apps/api/ARCHITECTURE.md), so every question another domain asks of them is a function here.
 */

/** True when an operation with this idempotency key was committed. */
export async function operationExists(db: Queryable, idempotencyKey: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ledger_operations WHERE idempotency_key = $1', [idempotencyKey])).length > 0;
}

/** A system account's balance of `asset` (zero before its first movement). */
export async function systemBalance(db: Queryable, system: SystemAccountName, asset: Asset): Promise<bigint> {
  const [row] = await db.query<{ balance: bigint }>(
    'SELECT b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.system_name = $1 AND b.asset = $2',
    [system, asset],
  );
  return row?.balance ?? 0n;
}

/** The sum of `asset` a user ever sent to a system account. */
export async function sumSentToSystem(db: Queryable, accountId: string, system: SystemAccountName, asset: Asset): Promise<bigint> {
  const ledgerAccount = await findUserLedgerAccount(db, accountId);
  if (ledgerAccount === null) return 0n;
  const [row] = await db.query<{ total: bigint }>(
    `SELECT COALESCE(SUM(t.amount), 0)::bigint AS total FROM ledger_transfers t JOIN ledger_accounts s ON s.id = t.to_account
      WHERE t.from_account = $1 AND t.asset = $2 AND s.system_name = $3`,
    [ledgerAccount, asset, system],
  );
  return row?.total ?? 0n;
}

/** The sum of `asset` a user received by transfers of `reason` in [from, to). */
export async function sumReceived(db: Queryable, accountId: string, query: { asset: Asset; reason: string; from: Date; to: Date }): Promise<bigint> {
  const ledgerAccount = await findUserLedgerAccount(db, accountId);
  if (ledgerAccount === null) return 0n;
  return firstRow(
    await db.query<{ total: bigint }>(
      `SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM ledger_transfers
        WHERE to_account = $1 AND asset = $2 AND reason = $3 AND created_at >= $4 AND created_at < $5`,
      [ledgerAccount, query.asset, query.reason, query.from, query.to],
    ),
    'SUM received',
  ).total;
}

/** Each account's balance of every asset, as decimal strings; zero for an account that never moved anything. */
export async function listAccountBalances(db: Queryable, accountIds: readonly string[]): Promise<Map<string, Record<Asset, string>>> {
  const result = new Map<string, Record<Asset, string>>();
  for (const id of accountIds) result.set(id, Object.fromEntries(assets.map((asset) => [asset, '0'])) as Record<Asset, string>);
  if (accountIds.length === 0) return result;
  const rows = await db.query<{ account_id: string; asset: Asset; balance: bigint }>(
    'SELECT a.account_id, b.asset, b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.account_id = ANY($1::uuid[])',
    [accountIds],
  );
  for (const row of rows) {
    const balances = result.get(row.account_id);
    if (balances) balances[row.asset] = row.balance.toString();
  }
  return result;
}
