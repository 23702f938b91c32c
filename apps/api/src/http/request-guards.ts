import { csrfHeader, requiresSiteRequestHeader, routes, type RouteInfo } from '@site/api-contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hitRateLimit } from '../sessions/rate-limit.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { findSession } from '../sessions/sessions.ts';
import { requireSecondFactorForStaff } from '../second-factor/staff-gate.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';

const routesOpenToPendingSessions: ReadonlySet<string> = new Set(['getSession', 'logout', 'secondFactorVerify']);

function routeOf(request: FastifyRequest): RouteInfo | undefined {
  const name = request.routeOptions.config.routeName;
  return name === undefined ? undefined : routes[name];
}

/**
 * CSRF (docs/architecture.md, "Security rules"): a state-changing request must carry the custom header, which a page on another
 * origin cannot add without a preflight we never grant, and an Origin (when the browser sends one)
 * that is the site's own.
 */
function checkCsrf(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  if (!requiresSiteRequestHeader(request.method, routeOf(request))) return;
  if (request.headers[csrfHeader.name] !== csrfHeader.value) {
    throw new ApiError('csrf_failed', `State-changing requests need the ${csrfHeader.name} header.`);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    throw new ApiError('csrf_failed', 'Requests from another site are refused.');
  }
}

/** Guards every request: CSRF, the session behind the cookie, and the per-address sign-in limits. */
export function installRequestGuards(app: FastifyInstance, ctx: ServerContext): void {
  const allowedOrigins = new Set([ctx.config.publicOrigin, ...ctx.config.extraOrigins]);
  app.decorateRequest('principal', null);

  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkCsrf(request, allowedOrigins);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('preValidation', async (request) => {
    const route = routeOf(request);
    if (!route) return;
    if (route.auth !== 'none') {
      const token = request.cookies[SESSION_COOKIE];
      // Staff routes read the session afresh: a demotion or an ended session counts at once there;
      // elsewhere a session read within the last second will do (docs/decisions/006-session-read-cache.md).
      const principal = token ? await findSession(ctx.db, token, ctx.now(), { includePending: true, reuseForMs: route.role === undefined ? ctx.config.sessionCacheMs : 0 }) : null;
      // A session pending its second factor opens only the routes that finish or end it.
      request.principal = principal?.secondFactorPending && !routesOpenToPendingSessions.has(request.routeOptions.config.routeName ?? '') ? null : principal;
      await requireSecondFactorForStaff(ctx, route, request.principal);
    }
    if (route.rateLimited) {
      await hitRateLimit(ctx.db, `ip:${request.routeOptions.config.routeName ?? ''}:${request.ip}`, ctx.config.rateLimitPerIp, ctx.now());
    }
  });
}
