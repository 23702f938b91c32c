import { isInviteCode } from '@site/api-contract/routes';
import type { FastifyRequest } from 'fastify';

/**
 * The first-party cookie the site sets when a visitor arrives through an invite link (from
 * `site.referrer`), so the code reaches every way to sign in: SIWE, the Telegram widget, and the
 * Google and Apple redirects back (SameSite=Lax travels with a top-level navigation).
 */
export const INVITE_COOKIE = 'site_invite';

/** The invite code in the request's cookie, when it is one; anything else is ignored. */
export function inviteCodeFromCookie(request: FastifyRequest): string | null {
  const value = request.cookies[INVITE_COOKIE];
  return isInviteCode(value) ? value : null;
}
