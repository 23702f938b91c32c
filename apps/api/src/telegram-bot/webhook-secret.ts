import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Whether the X-Telegram-Bot-Api-Secret-Token header holds the secret given to setWebhook,
 * compared in constant time (both hashed first, so neither the length nor a prefix leaks).
 */
export function holdsWebhookSecret(header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  return timingSafeEqual(digest(header), digest(secret));
}
