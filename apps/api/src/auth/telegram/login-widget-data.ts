import { createHash } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import { checkAuthDate, dataCheckString, forged, hmacSha256Hex, sameHash, type TelegramUser } from './telegram-checks.ts';

export interface LoginWidgetData extends TelegramUser {
  photo_url?: string | undefined;
  auth_date: number;
  hash: string;
}

/**
 * Verifies the Telegram Login Widget's fields: unlike the mini-app, the secret is the SHA-256 of
 * the bot token, and the data-check-string holds every field received but the hash.
 */
export function verifyLoginWidgetData(data: LoginWidgetData, botToken: string, config: Config, now: Date): TelegramUser {
  const { hash, ...received } = data;
  const pairs = Object.entries(received).map(([key, value]) => [key, String(value)] as const);
  const secret = createHash('sha256').update(botToken).digest();
  if (!sameHash(hash, hmacSha256Hex(secret, dataCheckString(pairs)))) throw forged('body.hash');
  checkAuthDate(data.auth_date, config, now, 'body.auth_date');
  return data;
}
