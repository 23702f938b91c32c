import type { EnvReader } from './env-reader.ts';

/** The packs of gold sold for Telegram Stars (src/telegram-stars/); null in Config when none are. */
export interface TelegramStarsConfig {
  /** Gold coins per Stars price, by price. */
  packs: ReadonlyMap<number, bigint>;
}

/** Telegram's own bound on one Stars invoice is lower; this keeps a typo from selling gold for a fortune. */
const maxStars = 100_000;

/**
 * TELEGRAM_STARS_PACKS: a JSON object of Stars prices to gold coins, like {"50":500,"250":3000}.
 * Needs TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET (the bot makes the invoices and hears the
 * payments). Each problem is added to `read.problems`.
 */
export function readTelegramStarsConfig(read: EnvReader, bot: { token: string | null; webhookSecret: string | null }): TelegramStarsConfig | null {
  const value = read.optionalString('TELEGRAM_STARS_PACKS');
  if (value === null) return null;
  const problemsBefore = read.problems.length;
  if (bot.token === null || bot.webhookSecret === null) read.problems.push('TELEGRAM_STARS_PACKS: needs TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET (the bot makes the invoices and hears the payments)');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(value);
  } catch {
    // reported below
  }
  const packs = new Map<number, bigint>();
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || Object.keys(parsed).length === 0) {
    read.problems.push(`TELEGRAM_STARS_PACKS: must be a JSON object of Stars prices to gold coins, like {"50":500} (got ${JSON.stringify(value)})`);
  } else {
    for (const [price, coins] of Object.entries(parsed)) {
      const stars = /^[1-9][0-9]{0,5}$/.test(price) ? Number(price) : Number.NaN;
      if (!(stars <= maxStars) || !Number.isSafeInteger(coins) || (coins as number) < 1) {
        read.problems.push(`TELEGRAM_STARS_PACKS: "${price}" must be a price of 1 to ${maxStars} Stars with a whole number of gold coins above zero (got ${JSON.stringify(coins)})`);
      } else packs.set(stars, BigInt(coins as number));
    }
  }
  return read.problems.length > problemsBefore ? null : { packs: new Map([...packs].sort(([a], [b]) => a - b)) };
}
