import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/account-routes.ts';
import { registerAppleIapRoutes } from './apple-iap/apple-iap-routes.ts';
import { registerEmailRoutes } from './auth/email/email-routes.ts';
import { registerOidcRoutes } from './auth/oidc/oidc-routes.ts';
import { registerPasskeyRoutes } from './auth/passkeys/passkey-routes.ts';
import { registerTelegramRoutes } from './auth/telegram/telegram-routes.ts';
import { registerTonRoutes } from './auth/ton/ton-routes.ts';
import { registerWalletRoutes } from './auth/wallet/wallet-routes.ts';
import type { ServerContext } from './context.ts';
import { registerDepositRoutes } from './deposits/deposit-routes.ts';
import { registerEconomyRoutes } from './economy/economy-routes.ts';
import { registerGameRoutes } from './games/game-routes.ts';
import { registerGrantRoutes } from './grants/grant-routes.ts';
import { installErrorHandler, routerErrorAnswer } from './http/error-handler.ts';
import { registerInviteRoutes } from './invites/invite-routes.ts';
import { trackRequests } from './http/in-flight-work.ts';
import './http/fastify-types.ts';
import { installRequestGuards } from './http/request-guards.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { registerLedgerRoutes } from './ledger/ledger-routes.ts';
import { registerNewsRoutes } from './news/news-routes.ts';
import { registerMetaRoutes } from './ops/meta-routes.ts';
import { installMetrics } from './ops/metrics.ts';
import { registerGameSdkScript } from './play/game-sdk-script.ts';
import { registerPlayRoutes } from './play/play-routes.ts';
import { registerRunRoutes } from './runs/run-routes.ts';
import { registerSaveRoutes } from './saves/save-routes.ts';
import { registerSecondFactorRoutes } from './second-factor/second-factor-routes.ts';
import { registerStaminaRoutes } from './stamina/stamina-routes.ts';
import { reviewOrPublished } from './submissions/review-access.ts';
import { registerSubmissionRoutes } from './submissions/submission-routes.ts';
import { registerSupportRoutes } from './support/support-routes.ts';
import { registerTelegramWebhookRoute } from './telegram-bot/telegram-webhook-route.ts';
import { registerTelegramShareRoutes } from './telegram-share/telegram-share-routes.ts';
import { registerTelegramStarsRoutes } from './telegram-stars/telegram-stars-routes.ts';

const requestIdPattern = /^[\w.-]{1,64}$/;

/** Where the JSON log lines go instead of stdout (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The API as a Fastify instance, not yet listening: JSON-line logs with a request id, the one
 * error shape, security headers, CSRF and session guards, metrics, and every domain's routes.
 */
export async function buildApp(ctx: ServerContext, options: { logStream?: LogDestination } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Secrets never reach a log: no cookies, no authorization, no bodies (which hold passwords).
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
      plugins: [ajvFormats.default as never],
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: routerErrorAnswer({ https: ctx.config.publicOrigin.startsWith('https:') }),
  });

  trackRequests(app, ctx.inFlight);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCookie);
  installErrorHandler(app);
  installSecurityHeaders(app, { https: ctx.config.publicOrigin.startsWith('https:') });
  installRequestGuards(app, ctx);
  installMetrics(app, { token: ctx.config.metricsToken });

  registerMetaRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerSecondFactorRoutes(app, ctx);
  registerEmailRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerTelegramRoutes(app, ctx);
  registerTonRoutes(app, ctx);
  registerOidcRoutes(app, ctx);
  registerLedgerRoutes(app, ctx);
  registerStaminaRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerAppleIapRoutes(app, ctx);
  registerTelegramStarsRoutes(app, ctx);
  registerTelegramWebhookRoute(app, ctx);
  registerTelegramShareRoutes(app, ctx);
  registerEconomyRoutes(app, ctx);
  // Published versions to anyone; unpublished ones to a reviewer's short-lived token in the path.
  registerPlayRoutes(app, ctx, { canServe: reviewOrPublished(ctx) });
  registerGameSdkScript(app);
  registerGameRoutes(app, ctx);
  registerRunRoutes(app, ctx);
  registerSaveRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerGrantRoutes(app, ctx);
  await registerSubmissionRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  return app;
}
