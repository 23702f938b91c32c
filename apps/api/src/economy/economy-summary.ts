import type { EconomySummaryView } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { sumSentToSystem, systemBalance } from '../ledger/ledger-store.ts';
import { readStamina } from '../stamina/stamina-store.ts';
import { goldConvertedOn, utcDay } from './gold-conversion-limit.ts';

/** Game coins in the burn account: everything burnt on the site. */
export const siteBurnt = (db: Queryable): Promise<bigint> => systemBalance(db, 'burn', 'game_coin');

/** Game coins the account sent to the burn account. */
export const accountBurnt = (db: Queryable, accountId: string): Promise<bigint> => sumSentToSystem(db, accountId, 'burn', 'game_coin');

/** Everything the economy pages show, read without locks. */
export async function economySummary(ctx: ServerContext, accountId: string): Promise<EconomySummaryView> {
  const { db, config } = ctx;
  const now = ctx.now();
  const [balances, converted, stamina, burntByAccount, burntOnSite] = await Promise.all([
    userBalances(db, accountId),
    goldConvertedOn(db, accountId, now),
    readStamina(db, accountId, now, config.stamina),
    accountBurnt(db, accountId),
    siteBurnt(db),
  ]);
  const limit = config.economy.goldConversionDailyLimit;
  const convertedToday = Number(converted);
  return {
    balances: { gold_coin: balances.gold_coin.toString(), game_coin: balances.game_coin.toString(), invite_point: balances.invite_point.toString() },
    gameCoinToGold: {
      gameCoinsPerGold: config.economy.gameCoinsPerGold,
      dailyLimitGold: limit,
      convertedTodayGold: convertedToday,
      leftTodayGold: Math.max(0, limit - convertedToday),
      resetsAt: utcDay(now).end.toISOString(),
    },
    invitePointToGameCoin: { gameCoinsPerInvitePoint: config.economy.gameCoinsPerInvitePoint },
    staminaRecovery: { priceGold: config.stamina.recoverPriceGold, stamina },
    burnt: { account: burntByAccount.toString(), site: burntOnSite.toString() },
  };
}
