import type { AppleIapConfig } from './apple-iap-config.ts';
import type { TelegramBotApiConfig } from './telegram-bot-api-config.ts';
import type { TelegramStarsConfig } from './telegram-stars-config.ts';
import type { EconomyConfig } from './economy-config.ts';
import type { RunConfig } from './run-config.ts';
import type { PlayConfig } from './play-config.ts';
import type { DailyConfig } from './daily-config.ts';
import type { InviteConfig } from './invite-config.ts';
import type { SupportConfig } from './support-config.ts';
import type { JobsConfig } from './jobs-config.ts';
import type { TrustProxy } from './trust-proxy-config.ts';
import type { NativeAppConfig } from './native-app-config.ts';
import type { ProofsConfig } from './proofs-config.ts';
import type { S3Config } from './s3-config.ts';

/** Everything the server reads from its environment, checked at start-up (load-config.ts). */
export interface Config {
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `postgres://…` for a real PostgreSQL; null for the embedded PGlite. */
  databaseUrl: string | null;
  /** A read replica of `databaseUrl` the public lists are read from (games, news, a board's top); null: `databaseUrl`. */
  databaseReplicaUrl: string | null;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A tar of a PGlite data folder that a database not made yet starts as a copy of (PGLITE_IMAGE); null: made from nothing. */
  pgliteImage: string | null;
  /** Where uploaded files (game bundles, thumbnails) are kept; null: in memory (tests). */
  filesDir: string | null;
  /** An S3-compatible store for those files instead of `filesDir`; null: `filesDir`. */
  s3: S3Config | null;
  /** The site's own origin: links in mail, the SIWE domain and URI, the CSRF origin check. */
  publicOrigin: string;
  /** Further origins allowed to call the API with cookies (e.g. the Vite dev server). */
  extraOrigins: string[];
  /** Whose `X-Forwarded-For` is believed (trust-proxy-config.ts). */
  trustProxy: TrustProxy;
  cookieSecure: boolean;
  sessionTtlDays: number;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST; src/config/password-hash-config.ts). */
  passwordHashCost: number;
  /** How far the server's clock is from real time: 0 but in an end-to-end run on a chosen day (TEST_CLOCK_OFFSET_MS). */
  testClockOffsetMs: number;
  /** TEST_CLOCK_FILE: milliseconds more, read at every tick (tests only; src/config/test-clock-config.ts). */
  testClockFile: string | null;
  /** Requests a minute per client address on each rate-limited endpoint, and per identity. */
  rateLimitPerIp: number;
  rateLimitPerIdentity: number;
  /** `smtp://host:port` (or `smtps://`); null: mail is written to the log only. */
  smtpUrl: string | null;
  mailFrom: string;
  chainId: number;
  /** JSON-RPC of the chain, for contract-wallet (EIP-1271) signatures. */
  chainRpcUrl: string;
  telegram: { botToken: string | null; botUsername: string | null; maxAgeSeconds: number };
  google: OidcClientConfig | null;
  apple: OidcClientConfig | null;
  appleIos: { clientId: string; urlScheme: string; issuer: string } | null;
  /** Accounts with these verified e-mails, or these wallet addresses, are made admins when they sign in. */
  bootstrapAdmins: string[];
  /** Server processes `dist/main.js` starts on one port (Node's cluster); 1: this process alone. */
  clusterWorkers: number;
  /**
   * How long a stopping server keeps answering after SIGTERM while its readiness check fails, so
   * that a balancer's health checks take it out before it closes (docs/rehearsal.md); 0: it closes at once.
   */
  shutdownDrainSeconds: number;
  /** How long the public lists (games, news, a board's top) are cached, in this process and by browsers and CDNs; 0: not at all. */
  publicCacheSeconds: number;
  /** How long this process may reuse a session it read (milliseconds, at most 1,000; docs/decisions/006-session-read-cache.md); 0: never. */
  sessionCacheMs: number;
  /** Bearer token for `/api/metrics`; null: metrics are served to loopback callers only. */
  metricsToken: string | null;
  /** Stamina (docs/api/conversions-and-stamina.md): refilled from time, spent by game runs, recovered for gold coins. */
  stamina: StaminaConfig;
  /** Deposits of CORE for gold coins (src/deposits/). */
  deposits: DepositConfig;
  /** Rates and limits of conversions (src/economy/). */
  economy: EconomyConfig;
  /** The minimum run time and the reward caps of game runs (src/runs/). */
  runs: RunConfig;
  /** Who may frame the games served at /play (src/play/). */
  play: PlayConfig;
  /** The invite reward and its daily limit (src/invites/). */
  invites: InviteConfig;
  /** The daily streak's rewards (src/streaks/). */
  daily: DailyConfig;
  /** Apple in-app purchase: the trusted roots, the app, the products (src/apple-iap/); null: off. */
  appleIap: AppleIapConfig | null;
  telegramBotApi: TelegramBotApiConfig;
  telegramStars: TelegramStarsConfig | null;
  /** Per-hour limits of support tickets (src/support/). */
  support: SupportConfig;
  /** Background jobs and the inspector's browser (src/jobs/, src/inspections/). */
  jobs: JobsConfig;
  /** Store links of the native apps, shown on /native-app (src/config/native-app-config.ts). */
  nativeApps: NativeAppConfig;
  /** The ledger's seal chain and daily commitments (src/ledger/, src/proofs/). */
  proofs: ProofsConfig;
}

export interface DepositConfig {
  /** Lower-case address that receives deposits; null: deposits are disabled. */
  treasuryAddress: `0x${string}` | null;
  /** Gold coins credited for one whole CORE (10^18 wei), rounded down. */
  goldPerCore: bigint;
  /** The smallest deposit, in wei. */
  minWei: bigint;
  /** Blocks (the deposit's own included) before a deposit is credited. */
  confirmations: number;
  /** How often the watcher reads the treasury's new blocks; 0: never (tests call it). */
  scanSeconds: number;
  /** Where the watcher starts on its very first run; null: at the current confirmed block. */
  scanFromBlock: bigint | null;
}

export interface StaminaConfig {
  max: number;
  /** Seconds for one point to come back. */
  refillSeconds: number;
  /** What one game run costs. */
  runCost: number;
  /** Gold coins that refill stamina to the max (`/recover-stamina`). */
  recoverPriceGold: number;
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}
