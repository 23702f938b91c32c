import { Type, type Static } from 'typebox';
import { Id, Role, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { Amount, LedgerAsset, LedgerBalances } from '../ledger/ledger-schemas.ts';
import type { grantRoutes } from './grant-routes.ts';
import { shownLinePattern, visibleOneLinePattern } from '../text-bounds.ts';

/**
 * Why the grant was made, as the admin wrote it: plain text, kept as data (never rendered as
 * HTML), shown to the player in the ledger history. One line shown to another person
 * (text-bounds.ts, `shownLinePattern`); 100 characters at most, so it fits the ledger's 200-unit
 * reference even in emoji.
 */
export const GrantReason = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: shownLinePattern,
  description: 'Why, in plain text (1–100 characters, at least one visible; no control characters, direction controls or invisible characters).',
});

export const AdminGrant = Strict({
  requestId: Type.String(),
  /** True when this requestId had already been granted by this admin: the first answer, nothing moved this time. */
  replayed: Type.Boolean(),
  accountId: Id,
  asset: LedgerAsset,
  amount: Amount,
  reason: Type.String(),
  grantedBy: Id,
  at: Timestamp,
});
export type AdminGrant = Static<typeof AdminGrant>;

export const FoundAccountView = Strict({
  id: Id,
  displayName: Type.String(),
  role: Role,
  /** How the account signs in, oldest first: the kind and what the player sees (an address, a wallet). */
  identities: Type.Array(Strict({ kind: Type.String(), label: Type.String() })),
  balances: LedgerBalances,
  createdAt: Timestamp,
});

export const grantSchemas = {
  searchAccounts: {
    query: Strict({
      q: Type.String({ minLength: 1, maxLength: 200, pattern: visibleOneLinePattern, description: 'An account id, or part of an e-mail address, wallet address or display name.' }),
    }),
    response: Strict({ accounts: Type.Array(FoundAccountView) }),
  },
  createAdminGrant: {
    body: Strict({
      requestId: Type.String({ format: 'uuid', maxLength: 36, description: 'Made once per grant; a replay returns the first answer.' }),
      accountId: Id,
      asset: LedgerAsset,
      amount: Type.String({ maxLength: 18, pattern: '^[1-9][0-9]{0,17}$', description: 'A whole number above zero, as a decimal string.' }),
      reason: GrantReason,
    }),
    response: AdminGrant,
  },
} satisfies SchemasFor<typeof grantRoutes>;
