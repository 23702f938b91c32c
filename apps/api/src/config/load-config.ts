import { join } from 'node:path';
import type { Config } from './config.ts';
import { defaultDataDir } from './default-data-dir.ts';
import { EnvReader } from './env-reader.ts';
import { readTrustProxy } from './trust-proxy-config.ts';
import { settings } from './settings.ts';
import { readAppleIapConfig } from './apple-iap-config.ts';
import { readDepositConfig } from './deposit-config.ts';
import { readEconomyConfig } from './economy-config.ts';
import { readRunConfig } from './run-config.ts';
import { readPlayConfig } from './play-config.ts';
import { readDailyConfig } from './daily-config.ts';
import { readInviteConfig } from './invite-config.ts';
import { readSupportConfig } from './support-config.ts';
import { readJobsConfig } from './jobs-config.ts';
import { readProofsConfig } from './proofs-config.ts';
import { readNativeAppConfig } from './native-app-config.ts';
import { readS3Config } from './s3-config.ts';
import { readPasswordHashCost } from './password-hash-config.ts';
import { readClusterWorkers } from './cluster-config.ts';
import { readTelegramBotApiConfig } from './telegram-bot-api-config.ts';
import { readTelegramStarsConfig } from './telegram-stars-config.ts';
import { readTestClockFile, readTestClockOffsetMs } from './test-clock-config.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`The server's configuration has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

const httpUrl = ['http:', 'https:'];

const filesDirFrom = (value: string): string | null => (value.startsWith('memory://') ? null : value);

/**
 * The configuration from environment variables, with working local defaults (docs/api/settings.md
 * lists them all). Throws a ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const read = new EnvReader(env);
  const publicOrigin = read.origin('PUBLIC_ORIGIN', settings.PUBLIC_ORIGIN.default);
  const extraOrigins = read.origins('EXTRA_ORIGINS');
  const google = read.group(['GOOGLE_ISSUER', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const);
  const apple = read.group(['APPLE_ISSUER', 'APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'] as const);
  const appleIos = read.group(['APPLE_IOS_CLIENT_ID', 'APPLE_IOS_URL_SCHEME'] as const);
  for (const [name, value] of [['GOOGLE_ISSUER', google?.GOOGLE_ISSUER], ['APPLE_ISSUER', apple?.APPLE_ISSUER]] as const) {
    if (value !== undefined) read.url(name, null, httpUrl);
  }

  const dataDir = read.string('DATA_DIR', defaultDataDir());
  const botToken = read.optionalString('TELEGRAM_BOT_TOKEN');
  const telegramBotApi = readTelegramBotApiConfig(read, botToken);
  const config: Config = {
    host: read.string('HOST', settings.HOST.default),
    port: read.setting('PORT'),
    logLevel: read.oneOf('LOG_LEVEL', settings.LOG_LEVEL.default, ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    databaseUrl: read.url('DATABASE_URL', null, ['postgres:', 'postgresql:']),
    databaseReplicaUrl: read.url('DATABASE_REPLICA_URL', null, ['postgres:', 'postgresql:']),
    dataDir,
    pgliteImage: read.optionalString('PGLITE_IMAGE'),
    filesDir: filesDirFrom(read.string('FILES_DIR', dataDir.startsWith('memory://') ? 'memory://' : join(dataDir, 'files'))),
    s3: readS3Config(read),
    publicOrigin,
    extraOrigins,
    trustProxy: readTrustProxy(read, env),
    cookieSecure: read.setting('COOKIE_SECURE'),
    sessionTtlDays: read.setting('SESSION_TTL_DAYS'),
    passwordHashCost: readPasswordHashCost(read),
    rateLimitPerIp: read.setting('RATE_LIMIT_PER_IP'),
    rateLimitPerIdentity: read.setting('RATE_LIMIT_PER_IDENTITY'),
    smtpUrl: read.url('SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', settings.MAIL_FROM.default),
    chainId: read.setting('CHAIN_ID'),
    chainRpcUrl: read.url('CHAIN_RPC_URL', settings.CHAIN_RPC_URL.default, httpUrl) ?? settings.CHAIN_RPC_URL.default,
    telegram: {
      botToken,
      botUsername: read.optionalString('TELEGRAM_BOT_USERNAME'),
      maxAgeSeconds: read.setting('TELEGRAM_AUTH_MAX_AGE_SECONDS'),
    },
    google: google && { issuer: google.GOOGLE_ISSUER, clientId: google.GOOGLE_CLIENT_ID, clientSecret: google.GOOGLE_CLIENT_SECRET },
    apple: apple && { issuer: apple.APPLE_ISSUER, clientId: apple.APPLE_CLIENT_ID, clientSecret: apple.APPLE_CLIENT_SECRET },
    appleIos: appleIos && {
      clientId: appleIos.APPLE_IOS_CLIENT_ID,
      urlScheme: appleIos.APPLE_IOS_URL_SCHEME,
      issuer: read.url('APPLE_IOS_ISSUER', settings.APPLE_IOS_ISSUER.default, httpUrl) ?? settings.APPLE_IOS_ISSUER.default,
    },
    bootstrapAdmins: read.list('BOOTSTRAP_ADMINS').map((entry) => entry.toLowerCase()),
    // Below, once DATABASE_URL is read (several processes need it).
    clusterWorkers: 1,
    shutdownDrainSeconds: read.setting('SHUTDOWN_DRAIN_SECONDS'),
    testClockOffsetMs: 0,
    testClockFile: null,
    publicCacheSeconds: read.setting('PUBLIC_CACHE_SECONDS'),
    sessionCacheMs: read.setting('SESSION_CACHE_MS'),
    metricsToken: read.optionalString('METRICS_TOKEN'),
    stamina: {
      max: read.setting('STAMINA_MAX'),
      refillSeconds: read.setting('STAMINA_REFILL_SECONDS'),
      runCost: read.setting('STAMINA_RUN_COST'),
      recoverPriceGold: read.setting('STAMINA_RECOVER_PRICE_GOLD'),
    },
    deposits: readDepositConfig(read, env),
    economy: readEconomyConfig(read),
    runs: readRunConfig(read),
    play: readPlayConfig(read, [publicOrigin, ...extraOrigins]),
    invites: readInviteConfig(read),
    daily: readDailyConfig(read),
    appleIap: readAppleIapConfig(read),
    telegramBotApi,
    telegramStars: readTelegramStarsConfig(read, { token: botToken, webhookSecret: telegramBotApi.webhookSecret }),
    support: readSupportConfig(read),
    jobs: readJobsConfig(read),
    nativeApps: readNativeAppConfig(read),
    proofs: readProofsConfig(read),
  };
  config.clusterWorkers = readClusterWorkers(read, env, config.databaseUrl);
  config.testClockOffsetMs = readTestClockOffsetMs(read, config.dataDir, config.databaseUrl);
  config.testClockFile = readTestClockFile(read, config.dataDir, config.databaseUrl);
  if (config.databaseReplicaUrl !== null && config.databaseUrl === null) read.problems.push('DATABASE_REPLICA_URL: needs DATABASE_URL (a replica of that PostgreSQL)');
  if (config.stamina.runCost > config.stamina.max) {
    read.problems.push(`STAMINA_RUN_COST: must be at most STAMINA_MAX (${config.stamina.max}), or no run could ever start (got ${config.stamina.runCost})`);
  }
  if (config.telegram.botToken !== null && !/^\d+:[\w-]{20,}$/.test(config.telegram.botToken)) {
    read.problems.push('TELEGRAM_BOT_TOKEN: must look like 123456:ABC… as BotFather gives it (got (hidden))');
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
