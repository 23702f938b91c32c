import { signData } from '@tma.js/init-data-node';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Config } from '../../config/config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { checkAuthDate, dataCheckString, forged, sameHash, type TelegramUser } from './telegram-checks.ts';

const field = 'body.initData';

/** The part of initData's `user` JSON we use; Telegram adds more fields over time. */
const InitDataUser = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  first_name: Type.Optional(Type.String()),
  last_name: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
});

/**
 * Verifies the mini-app's raw launch `initData` (the query string Telegram passes): its HMAC-SHA-256
 * with the secret derived from "WebAppData" and the bot token, then its age on the server's clock.
 * Returns the Telegram user it names. (Read by hand rather than with the library's `parse`, which
 * refuses data from clients older than Bot API 8.0, whose initData has no `signature` field.)
 */
export function verifyMiniAppInitData(initData: string, botToken: string, config: Config, now: Date): TelegramUser {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  if (hash === null || params.getAll('hash').length !== 1) throw forged(field);
  const signed = [...params].filter(([key]) => key !== 'hash');
  if (!sameHash(hash, signData(dataCheckString(signed), botToken))) throw forged(field);

  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) throw new ApiError('telegram_invalid', 'The initData has no valid auth_date.', { field });
  checkAuthDate(authDate, config, now, field);
  const user = userOf(params.get('user'));
  if (!user) throw new ApiError('telegram_invalid', 'The initData names no Telegram user to sign in.', { field });
  return user;
}

function userOf(json: string | null): TelegramUser | null {
  if (json === null) return null;
  let user: unknown;
  try {
    user = JSON.parse(json);
  } catch {
    return null;
  }
  return Value.Check(InitDataUser, user) ? user : null;
}
