import { join } from 'node:path';
import type { Config } from './config.ts';
import { defaultDataDir } from './default-data-dir.ts';
import { EnvReader } from './env-reader.ts';
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
  const publicOrigin = read.url('PUBLIC_ORIGIN', 'http://127.0.0.1:5173', httpUrl) ?? 'http://127.0.0.1:5173';
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
    host: read.string('HOST', '127.0.0.1'),
    port: read.integer('PORT', 8787, { min: 0, max: 65_535 }),
    logLevel: read.oneOf('LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    databaseUrl: read.url('DATABASE_URL', null, ['postgres:', 'postgresql:']),
    databaseReplicaUrl: read.url('DATABASE_REPLICA_URL', null, ['postgres:', 'postgresql:']),
    dataDir,
    filesDir: filesDirFrom(read.string('FILES_DIR', dataDir.startsWith('memory://') ? 'memory://' : join(dataDir, 'files'))),
    s3: readS3Config(read),
    publicOrigin: new URL(publicOrigin).origin,
    extraOrigins: read.list('EXTRA_ORIGINS'),
    trustProxy: read.boolean('TRUST_PROXY', false),
    cookieSecure: read.boolean('COOKIE_SECURE', true),
    sessionTtlDays: read.integer('SESSION_TTL_DAYS', 30, { min: 1, max: 365 }),
    passwordHashCost: readPasswordHashCost(read),
    rateLimitPerIp: read.integer('RATE_LIMIT_PER_IP', 30, { min: 1, max: 1_000_000 }),
    rateLimitPerIdentity: read.integer('RATE_LIMIT_PER_IDENTITY', 10, { min: 1, max: 1_000_000 }),
    smtpUrl: read.url('SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', 'Core Games <no-reply@localhost>'),
    chainId: read.integer('CHAIN_ID', 1116, { min: 1, max: Number.MAX_SAFE_INTEGER }),
    chainRpcUrl: read.url('CHAIN_RPC_URL', 'https://rpc.coredao.org', httpUrl) ?? 'https://rpc.coredao.org',
    telegram: {
      botToken,
      botUsername: read.optionalString('TELEGRAM_BOT_USERNAME'),
      maxAgeSeconds: read.integer('TELEGRAM_AUTH_MAX_AGE_SECONDS', 86_400, { min: 60, max: 7 * 86_400 }),
    },
    google: google && { issuer: google.GOOGLE_ISSUER, clientId: google.GOOGLE_CLIENT_ID, clientSecret: google.GOOGLE_CLIENT_SECRET },
    apple: apple && { issuer: apple.APPLE_ISSUER, clientId: apple.APPLE_CLIENT_ID, clientSecret: apple.APPLE_CLIENT_SECRET },
    appleIos: appleIos && {
      clientId: appleIos.APPLE_IOS_CLIENT_ID,
      urlScheme: appleIos.APPLE_IOS_URL_SCHEME,
      issuer: read.url('APPLE_IOS_ISSUER', 'https://appleid.apple.com', httpUrl) ?? 'https://appleid.apple.com',
    },
    bootstrapAdmins: read.list('BOOTSTRAP_ADMINS').map((entry) => entry.toLowerCase()),
    // Below, once DATABASE_URL is read (several processes need it).
    clusterWorkers: 1,
    shutdownDrainSeconds: read.integer('SHUTDOWN_DRAIN_SECONDS', 0, { min: 0, max: 300 }),
    testClockOffsetMs: 0,
    testClockFile: null,
    publicCacheSeconds: read.integer('PUBLIC_CACHE_SECONDS', 5, { min: 0, max: 60 }),
    sessionCacheMs: read.integer('SESSION_CACHE_MS', 1_000, { min: 0, max: 1_000 }),
    metricsToken: read.optionalString('METRICS_TOKEN'),
    stamina: {
      max: read.integer('STAMINA_MAX', 100, { min: 1, max: 1_000_000 }),
      refillSeconds: read.integer('STAMINA_REFILL_SECONDS', 180, { min: 1, max: 7 * 86_400 }),
      runCost: read.integer('STAMINA_RUN_COST', 10, { min: 0, max: 1_000_000 }),
      recoverPriceGold: read.integer('STAMINA_RECOVER_PRICE_GOLD', 2, { min: 0, max: 1_000_000_000 }),
    },
    deposits: readDepositConfig(read, env),
    economy: readEconomyConfig(read),
    runs: readRunConfig(read),
    play: readPlayConfig(read, env, [publicOrigin, ...read.list('EXTRA_ORIGINS')]),
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
