import type { EnvReader } from '../config/env-reader.ts';

/** How the server reaches Telegram's Bot API and how Telegram proves its webhook posts (src/telegram-bot-api/). */
export interface TelegramBotApiConfig {
  /** `https://api.telegram.org`, or a local stand-in in tests. */
  apiUrl: string;
  /** The secret given to setWebhook, which Telegram sends back in X-Telegram-Bot-Api-Secret-Token; null: the webhook is off. */
  webhookSecret: string | null;
}

// Telegram's rule for secret_token: 1 to 256 of A-Z a-z 0-9 _ -; 32 at least here, so it cannot be guessed.
const secretPattern = /^[A-Za-z0-9_-]{32,256}$/;

/** TELEGRAM_BOT_API_URL and TELEGRAM_WEBHOOK_SECRET; problems are added to `read.problems`. */
export function readTelegramBotApiConfig(read: EnvReader, botToken: string | null): TelegramBotApiConfig {
  const apiUrl = read.url('TELEGRAM_BOT_API_URL', 'https://api.telegram.org', ['https:', 'http:']) ?? 'https://api.telegram.org';
  const webhookSecret = read.optionalString('TELEGRAM_WEBHOOK_SECRET');
  if (webhookSecret !== null && !secretPattern.test(webhookSecret)) {
    read.problems.push('TELEGRAM_WEBHOOK_SECRET: must be 32 to 256 of A-Z, a-z, 0-9, _ and - (Telegram allows no others) (got (hidden))');
  }
  if (webhookSecret !== null && botToken === null) read.problems.push('TELEGRAM_WEBHOOK_SECRET: needs TELEGRAM_BOT_TOKEN, the bot whose webhook it guards');
  return { apiUrl, webhookSecret: webhookSecret !== null && secretPattern.test(webhookSecret) ? webhookSecret : null };
}
