import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@site/api-contract/routes';
import type { ServerContext } from '../../context.ts';
import { isSitePath } from '@site/api-contract/site-path';
import { ApiError } from '../../errors/api-error.ts';
import { endpoint } from '../../http/endpoint.ts';
import { registerAppleIosRoutes } from './apple-ios-routes.ts';
import { finishOidcSignIn } from '../../auth/oidc/finish-oidc-sign-in.ts';
import { createIssuerDiscovery } from '../../auth/oidc/issuer-discovery.ts';
import { bindStateToBrowser } from '../../auth/oidc/oidc-browser-binding.ts';
import { OidcError } from '../../auth/oidc/oidc-error.ts';
import { oidcProviderSetup } from '../../auth/oidc/oidc-providers.ts';
import { startOidcSignIn } from '../../auth/oidc/start-oidc-sign-in.ts';

const providerDisabled = (): ApiError => new ApiError('provider_disabled', 'This way of signing in is not enabled on this server.');

/** Google and Apple (docs/api/settings.md#google-and-apple): OpenID Connect, authorization code with PKCE; and Apple from the iOS app. */
export function registerOidcRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const discover = createIssuerDiscovery();

  endpoint(app, 'oidcStart', async (request, reply) => {
    const setup = oidcProviderSetup(ctx.config, request.params.provider);
    if (!setup) throw providerDisabled();
    const { intent, returnTo } = request.body;
    if (intent === 'link' && !request.principal) throw new ApiError('not_signed_in', 'Sign in first to add another way to sign in.');
    if (returnTo !== undefined && !isSitePath(returnTo)) throw new ApiError('validation_failed', 'returnTo must be a path of this site.');
    try {
      const { authorizationUrl, state } = await startOidcSignIn(ctx, discover, setup, { intent, accountId: intent === 'link' ? (request.principal?.accountId ?? null) : null, returnTo: returnTo ?? null });
      bindStateToBrowser(reply, ctx.config, setup.name, state);
      return { authorizationUrl };
    } catch (error) {
      throw error instanceof OidcError ? error.toApiError() : error;
    }
  });

  // A browser navigation: it always ends in a redirect to a page of the site, never in JSON.
  endpoint(app, 'oidcCallback', async (request, reply) => {
    const provider = request.params.provider;
    const setup = oidcProviderSetup(ctx.config, provider);
    let outcome: ErrorCode | null = 'provider_disabled';
    let returnTo = '/profile';
    if (setup) {
      try {
        const { iss } = request.raw.query as { iss?: unknown };
        returnTo = (await finishOidcSignIn(ctx, discover, setup, { ...request.query, iss }, request.raw, reply)).returnTo ?? returnTo;
        outcome = null;
      } catch (error) {
        outcome = failureCode(error, request.raw);
      }
    }
    if (outcome === 'second_factor_pending') return redirect(reply, `${ctx.config.publicOrigin}/second-factor`);
    return redirect(reply, outcome === null ? `${ctx.config.publicOrigin}${returnTo}` : `${ctx.config.publicOrigin}/${provider}-login?error=${outcome}`);
  });

  registerAppleIosRoutes(app, ctx, discover);
}

function failureCode(error: unknown, request: FastifyRequest): ErrorCode {
  if (error instanceof ApiError) return error.code;
  if (error instanceof OidcError) {
    request.log.info({ reason: error.message }, 'OpenID sign-in refused');
    return error.kind === 'unreachable' ? 'service_unavailable' : 'oidc_failed';
  }
  request.log.error({ err: error }, 'OpenID sign-in failed');
  return 'oidc_failed';
}

/** Ends the request with a 302 to `url`; the reply is awaited (Fastify's async handler contract). */
function redirect(reply: FastifyReply, url: string): Promise<null> {
  return reply.header('cache-control', 'no-store').redirect(url, 302) as unknown as Promise<null>;
}
