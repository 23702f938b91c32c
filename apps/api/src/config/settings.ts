/**
 * Every setting of the server, declared once (issue 43): its environment variable(s), type, bounds
 * and default, whether the site sees it at `/api/config` (`site`: where, as is) and its line in
 * docs/api/settings.md. The readers (`read.setting(settings.X)`, or their own parsing from
 * `settings.X.default`) take them from here; the settings table of docs/api/settings.md and
 * turbo.json's `dev` pass-through are written from here (`pnpm --filter @site/api settings:write`),
 * and settings.test.ts fails when those, `/api/config`, its contract schema or the site's fallback
 * configuration disagree with this list. Adding a setting: one entry here, the code that uses it,
 * then `settings:write`. No imports: the site's tests read it too.
 */

interface Declared {
  /** The line of docs/api/settings.md's table: what it does (the bounds of an integer are added). */
  readonly doc: string;
  /** Served as is at `/api/config`, at this path of its answer (`economy.gameCoinsPerGold`). */
  readonly site?: string;
}

export interface IntegerSetting extends Declared {
  readonly kind: 'integer';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface BooleanSetting extends Declared {
  readonly kind: 'boolean';
  readonly default: boolean;
}

/** Text its own reader parses and checks (a URL, a list, a group set together), from `default`. */
export interface TextSetting extends Declared {
  readonly kind: 'text';
  /** null: unset unless given. */
  readonly default: string | null;
  /** Variables read with this one and documented on its line (all set, or none). */
  readonly also?: readonly string[];
  /** How the table shows a default computed at start-up. */
  readonly shown?: string;
}

export type Setting = IntegerSetting | BooleanSetting | TextSetting;

const integer = (declared: Omit<IntegerSetting, 'kind'>): IntegerSetting => ({ kind: 'integer', ...declared });
const boolean = (declared: Omit<BooleanSetting, 'kind'>): BooleanSetting => ({ kind: 'boolean', ...declared });
const text = <const Declared extends Omit<TextSetting, 'kind'>>(declared: Declared): Declared & { readonly kind: 'text' } => ({ kind: 'text', ...declared });

/** A hundred years either way: any instant a test may want, far inside what Date and both databases hold. */
const hundredYearsMs = 100 * 366 * 86_400_000;

/** In the order of docs/api/settings.md's table; each key is the variable's name. */
export const settings = {
  HOST: text({ default: '127.0.0.1', doc: 'address to listen on (`0.0.0.0` in a container behind a proxy)' }),
  PORT: integer({ default: 8787, min: 0, max: 65_535, doc: 'port to listen on (`0`: any free port)' }),
  SITE_PORT: text({ also: ['API_PORT'], default: null, shown: '`5173`, `8787`', doc: '`npm start` only (`src/dev/development-defaults.ts`): the site\'s port and this server\'s, moved together; the server\'s `PUBLIC_ORIGIN` follows `SITE_PORT` and `PLAY_ORIGIN` is the port after `API_PORT`, unless given' }),
  LOG_LEVEL: text({ default: 'info', doc: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs are JSON lines with a request id' }),
  DATABASE_URL: text({ default: null, doc: '`postgres://…` or `postgresql://…`: a real PostgreSQL instead of the embedded PGlite' }),
  DATA_DIR: text({ default: null, shown: '`apps/api/.data`', doc: 'the embedded database\'s folder (`memory://` for none); unused with `DATABASE_URL`' }),
  PGLITE_IMAGE: text({ default: null, doc: 'a PGlite data folder as one tar (`dumpImage`) that the embedded database starts as a copy of when `DATA_DIR` holds none yet, instead of being made from nothing (initdb, seconds of CPU); the end-to-end run\'s servers start from one it migrates once (`apps/web/e2e/support/pglite-image.ts`); unused with `DATABASE_URL`' }),
  DATABASE_REPLICA_URL: text({ default: null, doc: '`postgres://…`: a read replica of `DATABASE_URL` (needs it) that the public lists are read from ([Reads that cost nothing](public-reads.md))' }),
  FILES_DIR: text({ default: null, shown: '`DATA_DIR/files`', doc: 'where uploaded game bundles and thumbnails are kept, one file per storage key (`memory://`, the default when `DATA_DIR` is `memory://`, keeps them in memory); unused when `S3_*` is set' }),
  S3_ENDPOINT: text({ also: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], default: null, doc: 'all four: the files are kept in that bucket of an S3-compatible store instead ([Files on object storage](file-storage.md)); the endpoint an http(s) URL such as `https://s3.eu-west-1.amazonaws.com` or a MinIO\'s, the bucket 3–63 lower-case letters, digits, dots and hyphens' }),
  S3_REGION: text({ default: 'us-east-1', doc: 'the region SigV4 signs for (the store\'s own; most compatible stores accept `us-east-1`)' }),
  CLUSTER_WORKERS: integer({ default: 1, min: 1, max: 256, doc: '`dist/main.js` runs this many server processes on one port (Node\'s cluster, or `auto`: one per core); above 1 needs `DATABASE_URL`; `npm start` ignores it ([Processes per core](processes-and-machines.md))' }),
  SESSION_CACHE_MS: integer({ default: 1_000, min: 0, max: 1_000, doc: 'how long a process may reuse a session it read for the next request with the same cookie, in milliseconds; 0: read it every time. Ending a session in the process drops it at once; ended elsewhere, it lives at most this long; staff routes always read afresh ([Sessions](sessions.md), docs/decisions/006-session-read-cache.md)' }),
  SHUTDOWN_DRAIN_SECONDS: integer({ default: 0, min: 0, max: 300, doc: 'on SIGTERM, how long the process keeps answering while `/api/ready` says it is stopping (503) and every answer closes its connection, so that a balancer\'s health checks take it out before it closes; set it above the balancer\'s time to take a failing machine out (docs/rehearsal.md); a second SIGTERM or SIGINT closes at once' }),
  PUBLIC_CACHE_SECONDS: integer({ default: 5, min: 0, max: 60, doc: 'how long the public lists (games, news, a board\'s top signed out) are kept by each process and by CDNs (`s-maxage`; browsers revalidate each time); 0: not at all ([Reads that cost nothing](public-reads.md))' }),
  PUBLIC_ORIGIN: text({ default: 'http://127.0.0.1:5173', doc: 'the site\'s own origin (`https://host[:port]`; a trailing `/` alone is fine, a path, query or fragment is refused: the site is served at the root of its origin, never under a path): links in mail, the SIWE domain and URI, the CSRF origin check, the OpenID redirect URI (`PUBLIC_ORIGIN/api/auth/oidc/{google,apple}/callback`)' }),
  EXTRA_ORIGINS: text({ default: null, doc: 'further origins allowed to make state-changing calls, comma-separated, each an origin as `PUBLIC_ORIGIN` is' }),
  PLAY_ORIGIN: text({ default: 'http://127.0.0.1:8788', doc: 'the games\' own origin (an origin as `PUBLIC_ORIGIN` is, no path): `/play/…` (games and the SDK scripts) is served there and only there, nothing else is; not `PUBLIC_ORIGIN` nor one of `EXTRA_ORIGINS` (a host of its own in production, e.g. `https://play.example.com`; [Games on their own origin](file-storage.md#games-on-their-own-origin))' }),
  PLAY_FRAME_ANCESTORS: text({ default: 'https://web.telegram.org', doc: 'origins besides `PUBLIC_ORIGIN` and `EXTRA_ORIGINS` that may frame the games at `/play` (the CSP\'s `frame-ancestors`; every frame above the game must be allowed, so the clients that frame the site as a mini-app), comma-separated, or `none`' }),
  TRUST_PROXY: text({
    default: null,
    shown: '`false`',
    doc: 'the proxies whose `X-Forwarded-For` gives the client\'s address (rate limits count by it): their number in front of the server (`1` behind one load balancer), or their addresses and CIDR ranges, comma-separated (`10.0.0.0/8`); unset or `false`: none, the connection\'s own address. Each proxy must add the address it was reached from (HAProxy `option forwardfor`, nginx `$proxy_add_x_forwarded_for`). `true` is refused: believing every hop takes the left-most address, which the client writes ([The client\'s address behind the balancer](processes-and-machines.md))',
  }),
  COOKIE_SECURE: boolean({ default: true, doc: 'the `Secure` flag on the session cookie; `false` only for plain-http hosts' }),
  SESSION_TTL_DAYS: integer({ default: 30, min: 1, max: 365, doc: 'how long a session lasts' }),
  // 20: the most a stored hash may ask for (auth/password-hash.ts reads no larger N, so a damaged row
  // cannot exhaust memory); 10: the tests' servers, which hash a password for nearly every account.
  PASSWORD_HASH_COST: integer({ default: 15, min: 10, max: 20, doc: 'log2 of scrypt\'s N for the password hashes made from now on (r = 8, p = 1): 15 is 32 MiB and tens of milliseconds a hash on a quiet core. Each hash stores its own parameters, so one made at another cost still verifies and is made again at this one at the account\'s next sign-in. Keep 15 or more in production; the tests\' servers use 10 (`src/test-support/test-server.ts`, `apps/web/e2e/support/game-server.ts`)' }),
  TEST_CLOCK_OFFSET_MS: integer({ default: 0, min: -hundredYearsMs, max: hundredYearsMs, doc: 'tests only: milliseconds the server\'s own clock is moved from real time (±100 years), so that an end-to-end run takes place on a chosen day; refused unless `DATA_DIR=memory://` without `DATABASE_URL`. Times other parties stamp (identity tokens, Telegram\'s `auth_date`, wallet proofs, authenticator codes, App Store certificates) are still checked against real time' }),
  TEST_CLOCK_FILE: text({ default: null, doc: 'tests only: a file holding milliseconds more to move the clock by, read at every tick, so an end-to-end test moves a running server to another day (`apps/web/e2e/journey-meta-week.spec.ts`); refused unless `DATA_DIR=memory://` without `DATABASE_URL`' }),
  STREAK_REWARD_FIRST: integer({ default: 10, min: 0, max: 1_000_000_000, doc: 'game coins the first day of a daily streak pays ([Daily streak and daily quests](daily-streak-and-quests.md))' }),
  STREAK_REWARD_STEP: integer({ default: 5, min: 0, max: 1_000_000_000, doc: 'game coins more for each further day of the streak' }),
  STREAK_REWARD_MAX: integer({ default: 50, min: 0, max: 1_000_000_000, doc: 'the most game coins one streak day pays' }),
  RATE_LIMIT_PER_IP: integer({ default: 30, min: 1, max: 1_000_000, doc: 'requests a minute per client address on each sign-in, registration and reset endpoint' }),
  RATE_LIMIT_PER_IDENTITY: integer({ default: 10, min: 1, max: 1_000_000, doc: 'requests a minute per e-mail address, wallet or other identity on those endpoints' }),
  SMTP_URL: text({ default: null, doc: '`smtp://user:pass@host:587` or `smtps://…`; unset: mail is not sent (`dist/main.js` logs its subject; `npm start` uses a local SMTP server)' }),
  MAIL_FROM: text({ default: 'Core Games <no-reply@localhost>', doc: 'the sender of every message' }),
  CHAIN_ID: integer({ default: 1116, min: 1, max: Number.MAX_SAFE_INTEGER, site: 'chainId', doc: 'the chain SIWE messages must name (Core)' }),
  CHAIN_RPC_URL: text({ default: 'https://rpc.coredao.org', doc: 'JSON-RPC used to check contract-wallet (EIP-1271) signatures' }),
  TELEGRAM_BOT_TOKEN: text({ default: null, doc: 'the bot token from BotFather; enables Telegram sign-in (mini-app and Login Widget)' }),
  TELEGRAM_BOT_USERNAME: text({ default: null, doc: 'the bot\'s username, for the Login Widget on `/telegram-login`' }),
  TELEGRAM_AUTH_MAX_AGE_SECONDS: integer({ default: 86_400, min: 60, max: 7 * 86_400, doc: 'oldest Telegram `auth_date` accepted, in seconds (60 s to 7 days); one more than 60 s ahead of the server clock is refused' }),
  TELEGRAM_WEBHOOK_SECRET: text({ default: null, doc: 'the bot\'s webhook secret (32–256 of `A-Z a-z 0-9 _ -`, needs `TELEGRAM_BOT_TOKEN`): Telegram sends it in `X-Telegram-Bot-Api-Secret-Token` on every update; unset, `POST /api/telegram/webhook` answers 404 `telegram_bot_disabled`. Give it to Telegram with `site-api-admin telegram-set-webhook`' }),
  TELEGRAM_BOT_API_URL: text({ default: 'https://api.telegram.org', doc: 'where the bot\'s Bot API calls go (a self-hosted Bot API server, or the tests\' stand-in)' }),
  TELEGRAM_MINI_APP_URL: text({ default: null, doc: 'the mini app\'s link, `https://t.me/<bot>/<app>` (or `https://t.me/<bot>` for the bot\'s main mini app; needs `TELEGRAM_BOT_TOKEN`): what messages shared from the mini app open; unset, `POST /api/telegram/share-messages` answers 404 `telegram_share_disabled`' }),
  TELEGRAM_STARS_PACKS: text({ default: null, doc: 'the packs of gold sold for Telegram Stars in the mini app: a JSON object of Stars prices (1–100,000) to gold coins, e.g. `{"50":500,"250":3000}`; needs `TELEGRAM_BOT_TOKEN` and `TELEGRAM_WEBHOOK_SECRET`; unset, the Stars endpoints answer 404 `telegram_stars_disabled`' }),
  GOOGLE_ISSUER: text({ also: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], default: null, doc: 'all three enable Google sign-in (issuer `https://accounts.google.com`)' }),
  APPLE_ISSUER: text({ also: ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'], default: null, doc: 'all three enable Sign in with Apple on the web (issuer `https://appleid.apple.com`)' }),
  APPLE_IOS_CLIENT_ID: text({ also: ['APPLE_IOS_URL_SCHEME'], default: null, doc: 'both enable sign-in from the iOS app (its bundle id, and the URL scheme the session is handed back to)' }),
  APPLE_IOS_ISSUER: text({ default: 'https://appleid.apple.com', doc: 'issuer of the iOS app\'s identity tokens' }),
  APPLE_IAP_BUNDLE_ID: text({ also: ['APPLE_IAP_ROOT_CERTIFICATES', 'APPLE_IAP_PRODUCTS'], default: null, doc: 'all three enable Apple in-app purchase (otherwise its endpoints answer 404 `iap_disabled`): the iOS app\'s bundle id; the PEM root certificate(s) a StoreKit signature chain must end at (Apple Root CA - G3 in production; `\\n` may be written out); and a JSON object of product ids to gold coins per unit, e.g. `{"coins.100":100}`' }),
  APPLE_IAP_ENVIRONMENT: text({ default: 'Production', doc: '`Production` or `Sandbox`: transactions and notifications of the other App Store environment are refused (`iap_wrong_environment`)' }),
  IOS_APP_URL: text({ also: ['ANDROID_APP_URL'], default: null, doc: 'the iOS app\'s App Store page and the Android app\'s Google Play page, shown on /native-app (https only); an unset one is not offered' }),
  BOOTSTRAP_ADMINS: text({ default: null, doc: 'comma-separated verified e-mail addresses and wallet addresses whose accounts become admins when they sign in' }),
  METRICS_TOKEN: text({ default: null, doc: 'bearer token for `/api/metrics`; unset: metrics answer loopback callers only' }),
  STAMINA_MAX: integer({ default: 100, min: 1, max: 1_000_000, site: 'stamina.max', doc: 'the most stamina an account holds; new accounts start full' }),
  STAMINA_REFILL_SECONDS: integer({ default: 180, min: 1, max: 7 * 86_400, site: 'stamina.refillSeconds', doc: 'one point of stamina comes back every this many seconds, up to the max (computed from time, no timer)' }),
  STAMINA_RUN_COST: integer({ default: 10, min: 0, max: 1_000_000, site: 'stamina.runCost', doc: 'stamina one game run costs (0 to `STAMINA_MAX`)' }),
  STAMINA_RECOVER_PRICE_GOLD: integer({ default: 2, min: 0, max: 1_000_000_000, site: 'stamina.recoverPriceGold', doc: 'gold coins that refill stamina to the max on `/recover-stamina`' }),
  GAME_COINS_PER_GOLD: integer({ default: 100, min: 1, max: 1_000_000_000, site: 'economy.gameCoinsPerGold', doc: 'game coins that buy one gold coin on `/convert-game-coin`' }),
  GOLD_CONVERSION_DAILY_LIMIT: integer({ default: 50, min: 0, max: 1_000_000_000, site: 'economy.goldConversionDailyLimit', doc: 'gold coins one account may get by conversion per UTC day' }),
  GAME_COINS_PER_INVITE_POINT: integer({ default: 1, min: 1, max: 1_000_000_000, site: 'economy.gameCoinsPerInvitePoint', doc: 'game coins one invite point buys on `/convert-invite-point`' }),
  INVITE_REWARD_POINTS: integer({ default: 100, min: 0, max: 1_000_000_000, site: 'invites.rewardPoints', doc: 'invite points an inviter earns once an invited person finishes its first game run' }),
  INVITE_DAILY_REWARD_LIMIT: integer({ default: 50, min: 0, max: 1_000_000, site: 'invites.dailyRewardLimit', doc: 'invite rewards one inviter may get per UTC day; people over it are recorded as over the limit and earn nothing' }),
  SUPPORT_TICKETS_PER_HOUR: integer({ default: 5, min: 1, max: 1_000_000, doc: 'support tickets one account, or one contact e-mail address, may file in any hour (rolling); more are refused with 429 and not stored' }),
  RUN_MIN_SECONDS: integer({ default: 3, min: 0, max: 86_400, site: 'runs.minSeconds', doc: 'a game run may be finished this many seconds after its start, not sooner' }),
  RUN_MAX_REWARD: integer({ default: 100, min: 0, max: 1_000_000_000, site: 'runs.maxRewardPerRun', doc: 'the most game coins one run pays, whatever the game\'s reward table says' }),
  RUN_DAILY_REWARD_LIMIT: integer({ default: 2000, min: 0, max: 1_000_000_000, site: 'runs.dailyRewardLimit', doc: 'the most game coins runs pay one account per UTC day' }),
  RUN_REPLAY_SAMPLE_PERCENT: integer({ default: 10, min: 0, max: 100, doc: 'of the finishes with a replay record whose score enters no board\'s top 100, the share (in percent, drawn at random) whose record is played again; those entering a top 100 always are, and wait off the board for it ([Replays](../replays.md#top-100-entries-wait-for-their-replay))' }),
  TREASURY_ADDRESS: text({ default: null, doc: 'the address on Core that receives deposits of CORE; without it deposits are disabled (`/api/config` says `deposits.enabled: false`, `POST /api/deposits` answers 503 `deposits_disabled`)' }),
  GOLD_PER_CORE: integer({ default: 100, min: 1, max: 1_000_000_000, doc: 'gold coins credited for one CORE, rounded down' }),
  DEPOSIT_MIN_CORE: text({ default: '0.01', doc: 'the smallest deposit, in CORE (up to 18 decimals); must be worth at least one gold coin' }),
  DEPOSIT_CONFIRMATIONS: integer({ default: 6, min: 1, max: 10_000, site: 'deposits.confirmations', doc: 'blocks, the deposit\'s own included, before it is credited (1 credits as soon as it is mined)' }),
  DEPOSIT_SCAN_SECONDS: integer({ default: 30, min: 0, max: 86_400, doc: 'how often the treasury watcher reads new blocks; `0` turns it off' }),
  DEPOSIT_SCAN_FROM_BLOCK: text({ default: null, doc: 'where the watcher starts on its very first run; without it, at the block confirmed when it first runs' }),
  PROOF_SEAL_SECONDS: integer({ default: 5, min: 0, max: 86_400, doc: 'how often the job worker asks for a sealing run of the ledger\'s hash chain ([Ledger proofs](ledger-proofs.md)); `0`: never' }),
  PROOF_COMMIT_CHECK_SECONDS: integer({ default: 300, min: 0, max: 86_400, doc: 'how often the job worker asks for the day\'s commitment (built once per UTC day); `0`: never' }),
  PROOF_SALT_SECRET: text({ default: null, doc: 'the secret each Merkle leaf\'s salt is derived from (at least 32 characters; keep it, or past proofs can no longer be given out); unset: no daily commitment is built and `GET /api/proofs/mine` answers 404 `proof_not_ready`' }),
  PROOF_PUBLISHER_KEY: text({ default: null, doc: 'the private key (`0x` + 64 hex) that publishes each day\'s root on `CHAIN_ID` through `CHAIN_RPC_URL`: a key of its own holding only gas, never the treasury\'s; unset: roots are published on the site only' }),
  PROOF_MAX_FEE_GWEI: integer({ default: 500, min: 1, max: 1_000_000, doc: 'the most a root\'s publication pays per gas, in gwei: it is signed at the chain\'s fees but not above, and a publication stuck below the chain\'s fees is signed again higher, up to this and no further ([Ledger proofs](ledger-proofs.md))' }),
  JOB_WORKER: boolean({ default: true, doc: 'this process works on the job queue (the inspections of submitted versions) beside serving; `false` on API processes when workers run as their own processes (`dist/worker.js`, [Background jobs](background-jobs.md))' }),
  LEAGUE_CLOSE_CHECK_SECONDS: integer({ default: 60, min: 0, max: 86_400, doc: 'how often the job worker asks for the weekly leagues\' close ([Weekly leagues](weekly-leagues.md)); `0`: never' }),
  CHROMIUM_PATH: text({ default: null, shown: 'Debian\'s', doc: 'the Chromium the inspector launches; unset: `/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`; none: inspections are marked "not run" ([Inspections](inspections.md))' }),
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof settings;
type NamesOf<Kind> = { [Name in SettingName]: (typeof settings)[Name] extends Kind ? Name : never }[SettingName];
export type IntegerSettingName = NamesOf<IntegerSetting>;
export type BooleanSettingName = NamesOf<BooleanSetting>;

/** The variables of one declared setting: its own name and those read with it. */
export function variablesOf(name: SettingName): string[] {
  const setting: Setting = settings[name];
  return [name, ...(setting.kind === 'text' ? (setting.also ?? []) : [])];
}
