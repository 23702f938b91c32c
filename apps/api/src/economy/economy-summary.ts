import type { EconomySummaryView } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { findUserLedgerAccount } from '../ledger/ledger-accounts.ts';
import { userBalances } from '../ledger/ledger-history.ts';
import { readStamina } from '../stamina/stamina-store.ts';
import { goldConvertedOn, utcDay } from './gold-conversion-limit.ts';

/** Game coins in the burn account: everything burnt on the site. */
export async function siteBurnt(db: Queryable): Promise<bigint> {
  const [row] = await db.query<{ balance: bigint }>(
    `SELECT b.balance FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.ledger_account_id WHERE a.system_name = 'burn' AND b.asset = 'game_coin'`,
  );
  return row?.balance ?? 0n;
}

/** Game coins the account sent to the burn account. */
export async function accountBurnt(db: Queryable, accountId: string): Promise<bigint> {
  const ledgerAccount = await findUserLedgerAccount(db, accountId);
  if (ledgerAccount === null) return 0n;
  const [row] = await db.query<{ total: bigint }>(
    `SELECT COALESCE(SUM(t.amount), 0)::bigint AS total FROM ledger_transfers t JOIN ledger_accounts burn ON burn.id = t.to_account
      WHERE t.from_account = $1 AND t.asset = 'game_coin' AND burn.system_name = 'burn'`,
    [ledgerAccount],
  );
  return row?.total ?? 0n;
}

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
