import type { Account } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

// Read from outside this folder only through the views `account_roles` (id, role; migration 031),
// which the session read of every signed-in request joins (sessions/sessions.ts), and
// `account_countries` (account_id, country; migration 043), which the country boards and leagues join.

/** An account's own row: its name, role, when it joined and who invited it. */
export interface StoredAccount {
  id: string;
  displayName: string;
  role: Account['role'];
  createdAt: Date;
  invitedBy: string | null;
}

/** The account, or undefined when no account has this id. */
export async function findAccount(db: Queryable, accountId: string): Promise<StoredAccount | undefined> {
  const [row] = await db.query<{ id: string; display_name: string; role: Account['role']; created_at: Date; invited_by: string | null }>(
    'SELECT id, display_name, role, created_at, invited_by FROM accounts WHERE id = $1',
    [accountId],
  );
  return row ? { id: row.id, displayName: row.display_name, role: row.role, createdAt: row.created_at, invitedBy: row.invited_by } : undefined;
}

/** The account, which the caller knows exists (it holds the session or the lock of it). */
export async function requireAccount(db: Queryable, accountId: string): Promise<StoredAccount> {
  const account = await findAccount(db, accountId);
  if (!account) throw new Error(`account ${accountId} does not exist`);
  return account;
}

export async function renameAccount(db: Queryable, accountId: string, displayName: string): Promise<void> {
  await db.query('UPDATE accounts SET display_name = $2 WHERE id = $1', [accountId, displayName]);
}

/** Records who invited the account, once: an account that has an inviter keeps it. */
export async function setInviter(tx: Queryable, accountId: string, inviterId: string): Promise<void> {
  await tx.query('UPDATE accounts SET invited_by = $2 WHERE id = $1 AND invited_by IS NULL', [accountId, inviterId]);
}

/**
 * The display name of each of `accountIds` that exists, by id: what another domain's page shows
 * beside its own rows (a game's author, a news entry's, a ticket's). The other domains read
 * accounts only through this store, never in a join of their own (docs/architecture.md).
 */
export async function listDisplayNames(db: Queryable, accountIds: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; display_name: string }>('SELECT id, display_name FROM accounts WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** The accounts `inviterId` invited, newest first, at most `limit`, and how many there are in all. */
export async function listInvitedAccounts(db: Queryable, inviterId: string, limit: number): Promise<{ accounts: Array<{ id: string; displayName: string; createdAt: Date }>; total: number }> {
  const rows = await db.query<{ id: string; display_name: string; created_at: Date; total: number }>(
    `SELECT id, display_name, created_at, count(*) OVER ()::int AS total FROM accounts WHERE invited_by = $1
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [inviterId, limit],
  );
  return { accounts: rows.map((row) => ({ id: row.id, displayName: row.display_name, createdAt: row.created_at })), total: rows[0]?.total ?? 0 };
}
