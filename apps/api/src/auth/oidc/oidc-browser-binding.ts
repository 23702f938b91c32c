import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { OidcProviderName } from './oidc-providers.ts';
import { oidcStateTtlSeconds } from './oidc-state.ts';

/**
 * The browser that starts a Google or Apple sign-in keeps its `state` in a cookie that only the
 * provider's callback receives, so a callback opened in another browser is refused (login CSRF,
 * RFC 9700 §4.7.1; docs/api/settings.md#google-and-apple). One cookie per provider: HttpOnly,
 * Secure (unless COOKIE_SECURE=false), as long-lived as the state.
 *
 * SameSite=Lax: the provider sends the browser back with a top-level GET (the query response
 * mode; Apple on the web too, since the site asks only for `openid`), which carries Lax cookies.
 * Apple's `form_post` (needed only for the name and e-mail scopes) is a cross-site POST that
 * carries no Lax cookie: moving to it would need SameSite=None (Secure, so https only), as the
 * README says.
 */
const cookieName = (provider: OidcProviderName): string => `site_oidc_${provider}`;

const cookieOptions = (config: Config, provider: OidcProviderName) =>
  ({ path: `/api/auth/oidc/${provider}/callback`, httpOnly: true, secure: config.cookieSecure, sameSite: 'lax' }) as const;

export function bindStateToBrowser(reply: FastifyReply, config: Config, provider: OidcProviderName, state: string): void {
  void reply.setCookie(cookieName(provider), state, { ...cookieOptions(config, provider), maxAge: oidcStateTtlSeconds });
}

/** Whether this browser started the sign-in behind `state`. */
export function isStateOfThisBrowser(request: FastifyRequest, provider: OidcProviderName, state: string): boolean {
  const bound = request.cookies[cookieName(provider)];
  if (bound === undefined) return false;
  const [a, b] = [Buffer.from(bound), Buffer.from(state)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function clearStateBinding(reply: FastifyReply, config: Config, provider: OidcProviderName): void {
  void reply.clearCookie(cookieName(provider), cookieOptions(config, provider));
}
