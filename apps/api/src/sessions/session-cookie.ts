import type { FastifyReply } from 'fastify';
import type { Config } from '../config/config.ts';

export const SESSION_COOKIE = 'sid';

/**
 * HttpOnly, Secure and SameSite=Lax (docs/architecture.md, "Security rules"); `COOKIE_SECURE=false` only for plain-http hosts other than localhost.
 * Its lifetime in seconds (Max-Age), not a date: a browser whose clock differs from the server's keeps it as long.
 */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, lifetime: { expiresAt: Date; now: Date }): void {
  const maxAge = Math.max(0, Math.floor((lifetime.expiresAt.getTime() - lifetime.now.getTime()) / 1000));
  void reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax', maxAge });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax' });
}
