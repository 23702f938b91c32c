import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { Amount, LedgerAsset, LedgerBalances } from '../ledger/ledger-schemas.ts';
import { Stamina } from '../stamina/stamina-schemas.ts';
import type { economyRoutes } from './economy-routes.ts';

/** What the user asks to move: a whole number above zero, as a decimal string like every ledger amount. */
const PositiveAmount = (description: string) => Type.String({ maxLength: 18, pattern: '^[1-9][0-9]{0,17}$', description: `${description} A whole number above zero, as a decimal string.` });

const RequestId = Type.String({ format: 'uuid', maxLength: 36, description: 'Made by the page once per confirmed action; a replay returns the first answer.' });

const AssetAmount = Strict({ asset: LedgerAsset, amount: Amount });

/** The answer of every operation: what left the account, what came in, when. */
const Outcome = {
  requestId: Type.String(),
  /** True when this requestId had already been done: the first answer, nothing moved this time. */
  replayed: Type.Boolean(),
  spent: Type.Union([AssetAmount, Type.Null()], { description: 'Null only when recovering stamina is free.' }),
  received: Type.Union([AssetAmount, Type.Null()], { description: 'Null for a burn and for recovering stamina.' }),
  at: Timestamp,
};
const EconomyOutcome = Strict(Outcome);

export const EconomySummaryView = Strict({
  balances: LedgerBalances,
  gameCoinToGold: Strict({
    gameCoinsPerGold: Type.Integer({ minimum: 1 }),
    dailyLimitGold: Type.Integer({ minimum: 0, description: 'Gold coins one account may get by conversion per UTC day.' }),
    convertedTodayGold: Type.Integer({ minimum: 0 }),
    leftTodayGold: Type.Integer({ minimum: 0 }),
    resetsAt: Timestamp,
  }),
  invitePointToGameCoin: Strict({ gameCoinsPerInvitePoint: Type.Integer({ minimum: 1 }) }),
  staminaRecovery: Strict({ priceGold: Type.Integer({ minimum: 0 }), stamina: Stamina }),
  burnt: Strict({ account: Amount, site: Amount }),
});
export type EconomySummaryView = Static<typeof EconomySummaryView>;

export const economySchemas = {
  getEconomySummary: { response: EconomySummaryView },
  convertGameCoin: { body: Strict({ requestId: RequestId, goldCoins: PositiveAmount('Gold coins wanted.') }), response: EconomyOutcome },
  convertInvitePoint: { body: Strict({ requestId: RequestId, invitePoints: PositiveAmount('Invite points to convert.') }), response: EconomyOutcome },
  burnGameCoin: { body: Strict({ requestId: RequestId, gameCoins: PositiveAmount('Game coins to burn.') }), response: EconomyOutcome },
  recoverStamina: { body: Strict({ requestId: RequestId }), response: Strict({ ...Outcome, stamina: Stamina }) },
  getBurntTotals: { response: Strict({ site: Amount, account: Type.Union([Amount, Type.Null()]) }) },
} satisfies SchemasFor<typeof economyRoutes>;
