import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { consumeToken, issueToken } from '../single-use-tokens.ts';

/** The cookie that binds a ceremony's challenge to the browser that asked for it. */
export const PASSKEY_CHALLENGE_COOKIE = 'site_passkey';
const COOKIE_PATH = '/api/auth/passkeys';

/** How long a challenge may wait for the browser's answer (also the ceremony's `timeout`). */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type Ceremony = 'registration' | 'authentication';

interface ChallengeData {
  ceremony: Ceremony;
  challenge: string;
}

/**
 * Keeps `challenge` for this browser only: a random single-use token in an HttpOnly, SameSite=Strict
 * cookie names it (only the token's hash is stored). A new ceremony replaces the browser's last one.
 */
export async function rememberChallenge(
  db: Queryable,
  config: Config,
  reply: FastifyReply,
  options: { ceremony: Ceremony; challenge: string; accountId: string | null; now: Date },
): Promise<void> {
  const data: ChallengeData = { ceremony: options.ceremony, challenge: options.challenge };
  const issued = await issueToken(db, { purpose: 'passkey_challenge', ttlSeconds: CHALLENGE_TTL_SECONDS, now: options.now, accountId: options.accountId, data });
  void reply.setCookie(PASSKEY_CHALLENGE_COOKIE, issued.token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict',
    maxAge: CHALLENGE_TTL_SECONDS,
  });
}

/**
 * The challenge this browser was given for `ceremony` (by `accountId`, for a registration), used up
 * now whatever the answer's fate: 400 `passkey_challenge_invalid` when the browser has none, or it is
 * expired, used already, of the other ceremony or another account's.
 */
export async function takeChallenge(
  db: Queryable,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { ceremony: Ceremony; accountId: string | null; now: Date },
): Promise<string> {
  const token = request.cookies[PASSKEY_CHALLENGE_COOKIE];
  void reply.clearCookie(PASSKEY_CHALLENGE_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: config.cookieSecure, sameSite: 'strict' });
  const consumed = token ? await consumeToken<ChallengeData>(db, 'passkey_challenge', token, options.now) : null;
  if (!consumed || consumed.data.ceremony !== options.ceremony || consumed.accountId !== options.accountId) {
    throw new ApiError('passkey_challenge_invalid', 'This browser has no passkey challenge waiting (expired, used already, or asked for elsewhere). Start again.');
  }
  return consumed.data.challenge;
}
