import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerAppleIapRoutes } from './routes/apple-iap-routes.ts';
import { registerEmailRoutes } from './routes/auth/email-routes.ts';
import { registerOidcRoutes } from './routes/auth/oidc-routes.ts';
import { registerPasskeyRoutes } from './routes/auth/passkey-routes.ts';
import { registerTelegramRoutes } from './routes/auth/telegram-routes.ts';
import { registerTonRoutes } from './routes/auth/ton-routes.ts';
import { registerWalletRoutes } from './routes/auth/wallet-routes.ts';
import type { ServerContext } from './context.ts';
import { registerDailyRoutes } from './routes/daily-routes.ts';
import { registerAchievementRoutes } from './routes/achievement-routes.ts';
import { registerDepositRoutes } from './routes/deposit-routes.ts';
import { registerEconomyRoutes } from './routes/economy-routes.ts';
import { registerGameRoutes } from './routes/game-routes.ts';
import { installPublicAnswerCache } from './http/public-answers.ts';
import { registerGrantRoutes } from './routes/grant-routes.ts';
import { installErrorHandler, routerErrorAnswer } from './http/error-handler.ts';
import { registerInviteRoutes } from './routes/invite-routes.ts';
import { trackRequests } from './in-flight-work.ts';
import { installShutdownDrain } from './shutdown-drain.ts';
import './http/fastify-types.ts';
import { installStorableTextGuard } from './http/storable-text-guard.ts';
import { installRequestGuards } from './http/request-guards.ts';
import { installDrainBeforeClose } from './http/drain-before-close.ts';
import { sharedSchemaCompilers } from './http/schema-compilers.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { gamesHostRewrite, installSiteHostPlayRedirect } from './http/games-host.ts';
import { registerLeaderboardRoutes } from './routes/leaderboard-routes.ts';
import { registerLedgerRoutes } from './routes/ledger-routes.ts';
import { registerProofRoutes } from './routes/proof-routes.ts';
import { registerNewsRoutes } from './routes/news-routes.ts';
import { registerMetaRoutes } from './routes/meta-routes.ts';
import { installMetrics } from './ops/metrics.ts';
import { registerGameSdkScript } from './play/game-sdk-script.ts';
import { registerPlayRoutes } from './routes/play-routes.ts';
import { registerRunRoutes } from './routes/run-routes.ts';
import { registerSaveRoutes } from './routes/save-routes.ts';
import { registerSecondFactorRoutes } from './routes/second-factor-routes.ts';
import { registerStaminaRoutes } from './routes/stamina-routes.ts';
import { registerLeagueRoutes } from './routes/league-routes.ts';
import { reviewOrPublished } from './submissions/review-access.ts';
import { registerSubmissionRoutes } from './routes/submission-routes.ts';
import { registerInspectionRoutes } from './routes/inspection-routes.ts';
import { registerGameStatsRoutes } from './routes/game-stats-routes.ts';
import { registerSupportRoutes } from './routes/support-routes.ts';
import { registerTelegramWebhookRoute } from './routes/telegram-webhook-route.ts';
import { registerTelegramShareRoutes } from './routes/telegram-share-routes.ts';
import { registerTelegramStarsRoutes } from './routes/telegram-stars-routes.ts';
import { trustedHop } from './config/trust-proxy-config.ts';

const requestIdPattern = /^[\w.-]{1,64}$/;
// One set for every app this process builds: the tests build many.
const schemaCompilers = sharedSchemaCompilers();

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
    trustProxy: trustedHop(ctx.config.trustProxy),
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
    schemaController: { compilersFactory: schemaCompilers },
    routerOptions: { maxParamLength: 200 },
    rewriteUrl: gamesHostRewrite(ctx.config),
    frameworkErrors: routerErrorAnswer({ https: ctx.config.publicOrigin.startsWith('https:') }),
  });

  trackRequests(app, ctx.inFlight);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCookie);
  installErrorHandler(app);
  installDrainBeforeClose(app);
  if (ctx.shutdown) installShutdownDrain(app, ctx.shutdown);
  installSecurityHeaders(app, { https: ctx.config.publicOrigin.startsWith('https:') });
  installSiteHostPlayRedirect(app, ctx.config);
  // Before the guards, which read the database.
  installStorableTextGuard(app);
  installRequestGuards(app, ctx);
  installMetrics(app, { token: ctx.config.metricsToken });
  const publicAnswers = installPublicAnswerCache(app, ctx.config.publicCacheSeconds);

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
  registerProofRoutes(app, ctx);
  registerStaminaRoutes(app, ctx);
  registerLeagueRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerAppleIapRoutes(app, ctx);
  registerTelegramStarsRoutes(app, ctx);
  registerTelegramWebhookRoute(app, ctx);
  registerTelegramShareRoutes(app, ctx);
  registerEconomyRoutes(app, ctx);
  // Published versions to anyone; unpublished ones to a reviewer's short-lived token in the path.
  registerPlayRoutes(app, ctx, { canServe: reviewOrPublished(ctx) });
  registerGameSdkScript(app);
  registerGameRoutes(app, ctx, publicAnswers);
  registerRunRoutes(app, ctx);
  registerDailyRoutes(app, ctx);
  registerAchievementRoutes(app, ctx);
  registerLeaderboardRoutes(app, ctx, publicAnswers);
  registerSaveRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerGrantRoutes(app, ctx);
  await registerSubmissionRoutes(app, ctx);
  registerInspectionRoutes(app, ctx);
  registerGameStatsRoutes(app, ctx);
  registerNewsRoutes(app, ctx, publicAnswers);
  registerSupportRoutes(app, ctx);
  return app;
}
