import type { FastifyReply } from 'fastify';
import type { Config } from '../config/config.ts';

export const SESSION_COOKIE = 'sid';

/** HttpOnly, Secure and SameSite=Lax (docs/architecture.md, "Security rules"); `COOKIE_SECURE=false` only for plain-http hosts other than localhost. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  void reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax' });
}
