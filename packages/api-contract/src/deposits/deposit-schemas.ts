import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { depositRoutes } from './deposit-routes.ts';

export const TransactionHash = Type.String({ maxLength: 66, pattern: '^0x[0-9a-fA-F]{64}$', description: 'A transaction hash: 0x and 64 hex digits.' });

export const Deposit = Strict({
  txHash: Type.String({ pattern: '^0x[0-9a-f]{64}$' }),
  /** confirming: waiting for blocks; credited: gold coins added; refused: see `refusal`. */
  state: Type.Union([Type.Literal('confirming'), Type.Literal('credited'), Type.Literal('refused')]),
  /** Why it was refused: the error code (deposit_failed, deposit_too_small); null otherwise. */
  refusal: Type.Union([Type.String(), Type.Null()]),
  from: Type.String({ description: 'The sending wallet, lower case.' }),
  valueWei: Type.String({ pattern: '^[0-9]+$', description: 'CORE sent, in wei (10^-18 CORE).' }),
  goldCoins: Type.String({ pattern: '^[0-9]+$', description: 'Gold coins credited, or to be credited once confirmed.' }),
  confirmations: Type.Integer({ minimum: 0 }),
  requiredConfirmations: Type.Integer({ minimum: 1 }),
  createdAt: Timestamp,
  creditedAt: Type.Union([Timestamp, Type.Null()]),
});
export type Deposit = Static<typeof Deposit>;

export const depositSchemas = {
  claimDeposit: { body: Strict({ txHash: TransactionHash }), response: Deposit },
  listDeposits: { response: Strict({ deposits: Type.Array(Deposit) }) },
} satisfies SchemasFor<typeof depositRoutes>;
