import type { Account } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { preparedStatement } from '../db/prepared-statements.ts';

/** The account, and one of its identities per row (none: one row of nulls), oldest first. */
interface AccountIdentityRow {
  id: string;
  display_name: string;
  role: Account['role'];
  created_at: Date;
  identity_id: string | null;
  kind: Account['identities'][number]['kind'] | null;
  label: string | null;
  verified: boolean | null;
  identity_created_at: Date | null;
}

/** Prepared once per connection (db/prepared-statements.ts): every signed-in page asks for it. */
const accountRead = preparedStatement(
  `SELECT a.id, a.display_name, a.role, a.created_at, i.id AS identity_id, i.kind, i.label, i.verified, i.created_at AS identity_created_at
     FROM accounts a LEFT JOIN identities i ON i.account_id = a.id
    WHERE a.id = $1 ORDER BY i.created_at, i.id`,
);

/** The account as the API shows it, in one statement: never a password hash, never another account's data. */
export async function requireAccountView(db: Queryable, accountId: string): Promise<Account> {
  const rows = await db.query<AccountIdentityRow>(accountRead, [accountId]);
  const [account] = rows;
  if (!account) throw new Error(`account ${accountId} does not exist`);
  return {
    id: account.id,
    displayName: account.display_name,
    role: account.role,
    createdAt: account.created_at.toISOString(),
    identities: rows.flatMap((row) =>
      row.identity_id === null || row.kind === null || row.label === null || row.verified === null || row.identity_created_at === null
        ? []
        : [{ id: row.identity_id, kind: row.kind, label: row.label, verified: row.verified, createdAt: row.identity_created_at.toISOString() }],
    ),
  };
}
