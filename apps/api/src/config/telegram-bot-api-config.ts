import { parseMiniAppUrl } from '@site/api-contract/mini-app-url';
import type { EnvReader } from './env-reader.ts';
import { settings } from './settings.ts';

/** How the server reaches Telegram's Bot API and how Telegram proves its webhook posts (src/telegram-bot-api/). */
export interface TelegramBotApiConfig {
  /** `https://api.telegram.org`, or a local stand-in in tests. */
  apiUrl: string;
  /** The secret given to setWebhook, which Telegram sends back in X-Telegram-Bot-Api-Secret-Token; null: the webhook is off. */
  webhookSecret: string | null;
  /** The mini app's link (`https://t.me/<bot>/<app>`, or `https://t.me/<bot>` for the bot's main mini app) that shared messages open; null: no sharing. */
  miniAppUrl: string | null;
}

// Telegram's rule for secret_token: 1 to 256 of A-Z a-z 0-9 _ -; 32 at least here, so it cannot be guessed.
const secretPattern = /^[A-Za-z0-9_-]{32,256}$/;

/** TELEGRAM_BOT_API_URL, TELEGRAM_WEBHOOK_SECRET and TELEGRAM_MINI_APP_URL; problems are added to `read.problems`. */
export function readTelegramBotApiConfig(read: EnvReader, botToken: string | null): TelegramBotApiConfig {
  const apiUrl = read.url('TELEGRAM_BOT_API_URL', settings.TELEGRAM_BOT_API_URL.default, ['https:', 'http:']) ?? settings.TELEGRAM_BOT_API_URL.default;
  const webhookSecret = read.optionalString('TELEGRAM_WEBHOOK_SECRET');
  if (webhookSecret !== null && !secretPattern.test(webhookSecret)) {
    read.problems.push('TELEGRAM_WEBHOOK_SECRET: must be 32 to 256 of A-Z, a-z, 0-9, _ and - (Telegram allows no others) (got (hidden))');
  }
  if (webhookSecret !== null && botToken === null) read.problems.push('TELEGRAM_WEBHOOK_SECRET: needs TELEGRAM_BOT_TOKEN, the bot whose webhook it guards');
  const miniAppValue = read.optionalString('TELEGRAM_MINI_APP_URL');
  const miniAppUrl = miniAppValue === null ? null : parseMiniAppUrl(miniAppValue);
  if (miniAppValue !== null && miniAppUrl === null) read.problems.push(`TELEGRAM_MINI_APP_URL: must be https://t.me/<bot>/<app> or https://t.me/<bot> (got ${miniAppValue})`);
  if (miniAppValue !== null && botToken === null) read.problems.push('TELEGRAM_MINI_APP_URL: needs TELEGRAM_BOT_TOKEN, the bot that prepares the shared messages');
  return { apiUrl, webhookSecret: webhookSecret !== null && secretPattern.test(webhookSecret) ? webhookSecret : null, miniAppUrl };
}
