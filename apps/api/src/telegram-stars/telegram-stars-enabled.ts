import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import type { TelegramStarsConfig } from '../config/telegram-stars-config.ts';

export interface StarsSetup {
  packs: TelegramStarsConfig['packs'];
  bot: { apiUrl: string; token: string };
}

/** The packs and the bot that sells them; 404 `telegram_stars_disabled` when no packs are configured. */
export function starsSetup(ctx: ServerContext): StarsSetup {
  const { telegramStars, telegram, telegramBotApi } = ctx.config;
  // The configuration refuses packs without a bot token, so the token is there whenever packs are.
  if (!telegramStars || telegram.botToken === null) throw new ApiError('telegram_stars_disabled', 'Buying gold with Telegram Stars is not enabled on this server.');
  return { packs: telegramStars.packs, bot: { apiUrl: telegramBotApi.apiUrl, token: telegram.botToken } };
}
