import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProvenIdentity } from '../../accounts/identity-store.ts';
import type { Config } from '../../config/config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { cleanProviderText } from '../../text/provider-text.ts';

/** The Telegram user as both the mini-app's initData and the Login Widget describe it. */
export interface TelegramUser {
  id: number;
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
}

/** The bot token, or a 404 when this server has none: Telegram sign-in is then not offered at all. */
export function botTokenOf(config: Config): string {
  if (config.telegram.botToken === null) {
    throw new ApiError('telegram_disabled', 'Signing in with Telegram is not enabled on this server (no TELEGRAM_BOT_TOKEN).');
  }
  return config.telegram.botToken;
}

/** Telegram's data-check-string: every `key=value` but the hash, sorted, one a line. */
export const dataCheckString = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  pairs
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');

export const hmacSha256Hex = (key: Buffer | string, data: string): string => createHmac('sha256', key).update(data).digest('hex');

/** Compares the received hex hash with the expected one in constant time. */
export function sameHash(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const forged = (field: string): ApiError =>
  new ApiError('telegram_invalid', "Telegram's signature of this data does not match: it was changed, or signed for another bot.", { field });

/** How far ahead of the server's clock Telegram's may run: data dated later is refused, or it would be good for longer than the configured age. */
export const authDateClockSkewSeconds = 60;

/** Refuses data Telegram signed longer ago than the configured age, or dated in the future, on the server's clock. */
export function checkAuthDate(authDateSeconds: number, config: Config, now: Date, field: string): void {
  const ageSeconds = (now.getTime() - authDateSeconds * 1000) / 1000;
  if (ageSeconds < -authDateClockSkewSeconds) {
    throw new ApiError('telegram_invalid', `Telegram dated this data ${Math.ceil(-ageSeconds)} s ahead of the server's clock; at most ${authDateClockSkewSeconds} s is accepted.`, { field });
  }
  if (ageSeconds > config.telegram.maxAgeSeconds) {
    throw new ApiError('telegram_expired', `Telegram signed this data ${Math.floor(ageSeconds)} s ago; at most ${config.telegram.maxAgeSeconds} s is accepted. Open the app or the widget again.`, { field });
  }
}

/** The identity of a verified Telegram user; its signed names are cleaned of control characters, not refused. */
export function telegramIdentity(user: TelegramUser): ProvenIdentity {
  const [firstName, lastName, username] = [user.first_name, user.last_name, user.username].map((text) => cleanProviderText(text ?? ''));
  const fullName = [firstName, lastName].filter((part) => part !== '').join(' ');
  const label = username ? `@${username}` : firstName || `Telegram user ${user.id}`;
  return { kind: 'telegram', subject: String(user.id), label, verified: true, ...(fullName === '' ? {} : { suggestedName: fullName }) };
}
