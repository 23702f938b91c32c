import type { PublicConfigView } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { ApiError } from '../errors/api-error.ts';
import { endpoint } from '../http/endpoint.ts';
import { buildOpenApiDocument } from '../ops/openapi.ts';
import { PASSWORD_MIN_LENGTH } from '../auth/password-rules.ts';
import { relyingPartyFor } from '../auth/passkeys/relying-party.ts';

export function publicConfig(ctx: ServerContext): PublicConfigView {
  const { config } = ctx;
  return {
    chainId: config.chainId,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    signIn: {
      email: true,
      wallet: true,
      telegram: { enabled: config.telegram.botToken !== null, botUsername: config.telegram.botUsername },
      google: config.google !== null,
      apple: config.apple !== null,
      appleIos: config.appleIos !== null,
      passkeyRpId: relyingPartyFor(config)?.id ?? null,
    },
    stamina: { ...config.stamina },
    deposits: {
      enabled: config.deposits.treasuryAddress !== null,
      treasuryAddress: config.deposits.treasuryAddress,
      goldPerCore: config.deposits.goldPerCore.toString(),
      minWei: config.deposits.minWei.toString(),
      confirmations: config.deposits.confirmations,
    },
    economy: { ...config.economy },
    runs: { minSeconds: config.runs.minSeconds, maxRewardPerRun: config.runs.maxRewardPerRun, dailyRewardLimit: config.runs.dailyRewardLimit },
    invites: { ...config.invites },
    nativeApps: { ios: config.nativeApps.iosUrl, android: config.nativeApps.androidUrl },
  };
}

/** Health (the process answers), readiness (the database answers, migrations applied), config, OpenAPI. */
export function registerMetaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'health', () => Promise.resolve({ status: 'ok' as const }));

  endpoint(app, 'ready', async () => {
    if (ctx.shutdown?.draining) throw new ApiError('service_unavailable', 'This server is stopping: its requests go to the others.');
    const pending = await pendingMigrations(ctx.db).catch(() => -1);
    if (pending !== 0) throw new ApiError('service_unavailable', pending < 0 ? 'The database does not answer.' : `${pending} migration(s) are not applied.`);
    return { status: 'ready' as const, database: ctx.db.kind, migrations: migrations.length };
  });

  endpoint(app, 'publicConfig', () => Promise.resolve(publicConfig(ctx)));

  const document = buildOpenApiDocument({ version: '1.0.0', serverUrl: ctx.config.publicOrigin });
  app.get('/api/openapi.json', () => Promise.resolve(document));
}
