import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newSecretToken } from '../sessions/secret-token.ts';
import type { Config } from '../config/config.ts';
import type { Queryable } from '../db/database.ts';

/**
 * A device is a browser holding this long-lived random cookie (HttpOnly, so no script reads it);
 * only its hash is stored, per account. Clearing cookies or a private window makes a new device.
 */
export const DEVICE_COOKIE = 'site_device';
const DEVICE_COOKIE_DAYS = 400;

/**
 * Records the device signing in to `accountId` and says whether it is new to an account that
 * already had devices. An account's first device (its first sign-in, or the first since devices
 * were recorded) is never "new": there is nothing to compare it with.
 */
export async function recordSignInDevice(db: Queryable, config: Config, request: FastifyRequest, reply: FastifyReply, accountId: string, now: Date): Promise<{ isNew: boolean }> {
  const cookie = request.cookies[DEVICE_COOKIE];
  const token = cookie !== undefined && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : newSecretToken();
  const [known] = await db.query<{ devices: string; this_device: string }>(
    'SELECT count(*)::text AS devices, count(*) FILTER (WHERE device_hash = $2)::text AS this_device FROM known_devices WHERE account_id = $1',
    [accountId, hashToken(token)],
  );
  await db.query(
    `INSERT INTO known_devices (account_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (account_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [accountId, hashToken(token), now],
  );
  void reply.setCookie(DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'lax',
    // A lifetime, not a date: the browser's clock may differ from the server's.
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
  return { isNew: Number(known?.devices ?? 0) > 0 && known?.this_device === '0' };
}
