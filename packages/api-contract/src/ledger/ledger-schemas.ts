import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { ledgerRoutes } from './ledger-routes.ts';
import { positiveBigintDecimal } from '../number-bounds.ts';

/** Amounts are whole numbers sent as decimal strings, so no precision is lost above 2^53. */
export const Amount = Type.String({ pattern: '^(0|[1-9][0-9]{0,18})$', description: 'A whole amount, as a decimal string.' });
export const SignedAmount = Type.String({ pattern: '^(0|-?[1-9][0-9]{0,18})$', description: 'A whole amount as a decimal string: negative when it left the account.' });

export const LedgerAsset = Type.Union([Type.Literal('gold_coin'), Type.Literal('game_coin'), Type.Literal('invite_point')]);

export const LedgerBalances = Strict({ gold_coin: Amount, game_coin: Amount, invite_point: Amount });
export type LedgerBalances = Static<typeof LedgerBalances>;

export const LedgerTransfer = Strict({
  id: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }),
  asset: LedgerAsset,
  amount: SignedAmount,
  /** A short code: deposit, convert, burn, stamina, invite_reward, run_reward… */
  reason: Type.String(),
  /** What it is about, e.g. a transaction hash or a run id. */
  reference: Type.Union([Type.String(), Type.Null()]),
  /** Words written for the player about it, shown as they are (plain text): an admin's grant reason. Null when it has none. */
  note: Type.Union([Type.String(), Type.Null()]),
  /** The other side: another user (no id is shown) or a system account. */
  counterparty: Type.Union([Type.Literal('user'), Type.Literal('mint'), Type.Literal('treasury'), Type.Literal('burn'), Type.Literal('rewards')]),
  createdAt: Timestamp,
});
export type LedgerTransfer = Static<typeof LedgerTransfer>;

export const ledgerSchemas = {
  getLedgerBalances: { response: Strict({ balances: LedgerBalances }) },
  listLedgerTransfers: {
    query: Strict({
      cursor: Type.Optional(Type.String({ maxLength: 19, pattern: `^${positiveBigintDecimal}$`, description: 'The nextCursor of the previous page (a transfer id, 1 to 9223372036854775807).' })),
      limit: Type.Optional(Type.String({ maxLength: 3, pattern: '^([1-9][0-9]?|100)$', description: 'Rows per page, 1 to 100 (default 20).' })),
    }),
    response: Strict({
      transfers: Type.Array(LedgerTransfer),
      nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass it as cursor for the next page; null on the last one.' }),
    }),
  },
} satisfies SchemasFor<typeof ledgerRoutes>;
