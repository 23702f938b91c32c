import type { ResponseOf } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { listAccountBalances } from '../ledger/ledger-store.ts';
import type { Role } from './account-roles.ts';

type FoundAccount = ResponseOf<'searchAccounts'>['accounts'][number];

/** Most accounts one search answers: a search is for finding one player, not for listing them. */
const searchLimit = 20;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `text` inside a LIKE pattern, matched literally. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Accounts an operator means by `query`: the account with that id, or those with an e-mail
 * address, wallet address or display name containing it (case-insensitive), oldest first.
 */
export async function searchAccounts(db: Queryable, query: string): Promise<FoundAccount[]> {
  const text = query.trim();
  const byId = uuidPattern.test(text);
  const rows = await db.query<{ id: string; display_name: string; role: Role; created_at: Date; identities: { kind: string; label: string }[] | null }>(
    `SELECT a.id, a.display_name, a.role, a.created_at,
            (SELECT json_agg(json_build_object('kind', i.kind, 'label', i.label) ORDER BY i.created_at, i.id) FROM identities i WHERE i.account_id = a.id) AS identities
       FROM accounts a
      WHERE ${byId ? 'a.id = $1::uuid' : `a.display_name ILIKE $1 OR EXISTS (SELECT 1 FROM identities i WHERE i.account_id = a.id AND i.kind IN ('email', 'wallet') AND (i.subject ILIKE $1 OR i.label ILIKE $1))`}
      ORDER BY a.created_at, a.id
      LIMIT ${searchLimit}`,
    [byId ? text.toLowerCase() : `%${likeLiteral(text)}%`],
  );
  const balances = await listAccountBalances(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    role: row.role,
    identities: row.identities ?? [],
    balances: balances.get(row.id) ?? { gold_coin: '0', game_coin: '0', invite_point: '0' },
    createdAt: row.created_at.toISOString(),
  }));
}
