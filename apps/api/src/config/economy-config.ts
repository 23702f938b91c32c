import type { EnvReader } from './env-reader.ts';

/** The rates and limits of conversions (docs/api/conversions-and-stamina.md), served at `/api/config`. */
export interface EconomyConfig {
  /** Game coins that buy one gold coin (`/convert-game-coin`). */
  gameCoinsPerGold: number;
  /** Gold coins one account may get by conversion per UTC day. */
  goldConversionDailyLimit: number;
  /** Game coins one invite point buys (`/convert-invite-point`). */
  gameCoinsPerInvitePoint: number;
}

/** GAME_COINS_PER_GOLD, GOLD_CONVERSION_DAILY_LIMIT and GAME_COINS_PER_INVITE_POINT (docs/api/settings.md). */
export function readEconomyConfig(read: EnvReader): EconomyConfig {
  return {
    gameCoinsPerGold: read.setting('GAME_COINS_PER_GOLD'),
    goldConversionDailyLimit: read.setting('GOLD_CONVERSION_DAILY_LIMIT'),
    gameCoinsPerInvitePoint: read.setting('GAME_COINS_PER_INVITE_POINT'),
  };
}
