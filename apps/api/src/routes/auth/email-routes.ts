import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerLinkRoute } from './link-route.ts';
import { registerLoginRoute } from './login-route.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';

/** E-mail and password (docs/architecture.md, "Security rules"): register and verify, sign in, add to an account, forget, reset and change. */
export function registerEmailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerRegistrationRoutes(app, ctx);
  registerLoginRoute(app, ctx);
  registerLinkRoute(app, ctx);
  registerPasswordRoutes(app, ctx);
}
