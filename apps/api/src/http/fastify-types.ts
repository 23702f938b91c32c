import type { RouteName } from '@site/api-contract/routes';
import type { SessionPrincipal } from '../sessions/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, read from the cookie on routes that use one; null otherwise. */
    principal: SessionPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The contract's name of the route (absent for routes outside the contract, e.g. /api/metrics). */
    routeName?: RouteName;
  }
}
