import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { assets, partyLabel, type LedgerParty, type SystemAccountName } from './ledger-types.ts';

/**
 * The `ledger_accounts.id` of each party, creating a user's ledger account (with a zero balance
 * row per asset) on its first movement. Users are taken in a fixed order so two first movements
 * never wait on each other's new rows in opposite orders.
 */
export async function resolveLedgerAccounts(tx: Queryable, parties: readonly LedgerParty[]): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  const users = [...new Set(parties.flatMap((party) => ('user' in party ? [party.user] : [])))].sort();
  for (const accountId of users) ids.set(partyLabel({ user: accountId }), await ensureUserLedgerAccount(tx, accountId));

  const systems = [...new Set(parties.flatMap((party) => ('system' in party ? [party.system] : [])))];
  if (systems.length > 0) {
    const rows = await tx.query<{ id: bigint; system_name: SystemAccountName }>('SELECT id, system_name FROM ledger_accounts WHERE system_name = ANY($1)', [systems]);
    for (const row of rows) ids.set(partyLabel({ system: row.system_name }), row.id);
  }
  return ids;
}

async function ensureUserLedgerAccount(tx: Queryable, accountId: string): Promise<bigint> {
  const created = await tx.query<{ id: bigint }>('INSERT INTO ledger_accounts (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING RETURNING id', [accountId]);
  const [row] = created;
  if (row) {
    await tx.query(
      'INSERT INTO ledger_balances (ledger_account_id, asset, is_system) SELECT $1, asset, false FROM unnest($2::text[]) AS asset',
      [row.id, [...assets]],
    );
    return row.id;
  }
  return firstRow(await tx.query<{ id: bigint }>('SELECT id FROM ledger_accounts WHERE account_id = $1', [accountId]), 'SELECT ledger account').id;
}

/** A user's ledger account id, or null when it never moved anything (read paths create nothing). */
export async function findUserLedgerAccount(db: Queryable, accountId: string): Promise<bigint | null> {
  const [row] = await db.query<{ id: bigint }>('SELECT id FROM ledger_accounts WHERE account_id = $1', [accountId]);
  return row?.id ?? null;
}

/** The party a `ledger_accounts` row stands for. */
export function partyFromRow(row: { account_id: string | null; system_name: SystemAccountName | null }): LedgerParty {
  if (row.account_id !== null) return { user: row.account_id };
  if (row.system_name !== null) return { system: row.system_name };
  throw new Error('a ledger account is neither a user nor a system account');
}
