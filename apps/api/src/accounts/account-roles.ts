import type { Account } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

export type Role = Account['role'];
export const staffRoles = ['admin', 'moderator'] as const satisfies readonly Role[];

/** An identity as an operator types it: an e-mail address or a wallet address, normalised as stored. */
export interface IdentityQuery {
  kind: 'email' | 'wallet';
  subject: string;
}

export interface AccountSummary {
  id: string;
  displayName: string;
  role: Role;
  /** `kind: label` of every identity, oldest first. */
  identities: string[];
}

/** The identity `input` names, or null when it is neither an e-mail nor a wallet address. */
export function parseIdentity(input: string): IdentityQuery | null {
  const value = input.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return { kind: 'wallet', subject: value.toLowerCase() };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { kind: 'email', subject: value.toLowerCase() };
  return null;
}

export interface FoundIdentity {
  accountId: string;
  verified: boolean;
}

export async function findAccountByIdentity(db: Queryable, identity: IdentityQuery): Promise<FoundIdentity | null> {
  const [row] = await db.query<{ account_id: string; verified: boolean }>('SELECT account_id, verified FROM identities WHERE kind = $1 AND subject = $2', [
    identity.kind,
    identity.subject,
  ]);
  return row ? { accountId: row.account_id, verified: row.verified } : null;
}

/** The account's role as stored now (the session's may be up to a second old: docs/decisions/006-session-read-cache.md). */
export async function currentRole(db: Queryable, accountId: string): Promise<Role> {
  const [row] = await db.query<{ role: Role }>('SELECT role FROM accounts WHERE id = $1', [accountId]);
  if (!row) throw new Error(`account ${accountId} does not exist`);
  return row.role;
}

/** Sets the account's role; returns the role it had. */
export async function setAccountRole(db: Queryable, accountId: string, role: Role): Promise<Role> {
  const [before] = await db.query<{ role: Role }>('SELECT role FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  if (!before) throw new Error(`account ${accountId} does not exist`);
  await db.query('UPDATE accounts SET role = $2 WHERE id = $1', [accountId, role]);
  return before.role;
}

export async function requireAccountSummary(db: Queryable, accountId: string): Promise<AccountSummary> {
  const [summary] = await summaries(db, 'a.id = $1', [accountId]);
  if (!summary) throw new Error(`account ${accountId} does not exist`);
  return summary;
}

/** Every admin and moderator, admins first. */
export function listStaff(db: Queryable): Promise<AccountSummary[]> {
  return summaries(db, 'a.role = ANY($1)', [staffRoles]);
}

async function summaries(db: Queryable, where: string, params: readonly unknown[]): Promise<AccountSummary[]> {
  const rows = await db.query<{ id: string; display_name: string; role: Role; identities: string[] | null }>(
    `SELECT a.id, a.display_name, a.role,
            array_agg(i.kind || ': ' || i.label ORDER BY i.created_at, i.id) FILTER (WHERE i.id IS NOT NULL) AS identities
       FROM accounts a LEFT JOIN identities i ON i.account_id = a.id
      WHERE ${where}
      GROUP BY a.id
      ORDER BY a.role = 'admin' DESC, a.created_at, a.id`,
    params,
  );
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, role: row.role, identities: row.identities ?? [] }));
}
