import type { Account } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

interface AccountRow {
  id: string;
  display_name: string;
  role: Account['role'];
  created_at: Date;
}

interface IdentityRow {
  id: string;
  kind: Account['identities'][number]['kind'];
  label: string;
  verified: boolean;
  created_at: Date;
}

/** The account as the API shows it: never a password hash, never another account's data. */
export async function requireAccountView(db: Queryable, accountId: string): Promise<Account> {
  const [account] = await db.query<AccountRow>('SELECT id, display_name, role, created_at FROM accounts WHERE id = $1', [accountId]);
  if (!account) throw new Error(`account ${accountId} does not exist`);
  const identities = await db.query<IdentityRow>(
    'SELECT id, kind, label, verified, created_at FROM identities WHERE account_id = $1 ORDER BY created_at, id',
    [accountId],
  );
  return {
    id: account.id,
    displayName: account.display_name,
    role: account.role,
    createdAt: account.created_at.toISOString(),
    identities: identities.map((identity) => ({
      id: identity.id,
      kind: identity.kind,
      label: identity.label,
      verified: identity.verified,
      createdAt: identity.created_at.toISOString(),
    })),
  };
}
