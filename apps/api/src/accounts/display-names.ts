import type { Queryable } from '../db/database.ts';

/** The display names of these accounts, by id (an account gone since is left out). */
export async function displayNamesOf(db: Queryable, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; display_name: string }>('SELECT id, display_name FROM accounts WHERE id = ANY($1::uuid[])', [accountIds]);
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** An account's friends on the site: the people it invited and the one who invited it (`accounts.invited_by`). */
export async function inviteFriendsOf(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM accounts WHERE invited_by = $1
     UNION SELECT invited_by FROM accounts WHERE id = $1 AND invited_by IS NOT NULL`,
    [accountId],
  );
  return rows.map((row) => row.id);
}
