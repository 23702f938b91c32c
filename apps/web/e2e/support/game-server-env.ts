/** The Telegram bot the e2e game server trusts: tests sign mini-app initData and widget data with its token. */
export const testTelegramBot = { token: '7000000001:e2e-test-token-not-a-real-bot-000', username: 'CoreGamesTestBot' } as const;

/**
 * Gold for Telegram Stars: the packs the e2e game server sells (Stars → gold coins) and the
 * secret Telegram (the Bot API stand-in) sends with every update to the bot's webhook.
 */
export const testTelegramStars = { packs: { 50: 500, 250: 3000 }, webhookSecret: 'e2e-webhook-secret-not-a-real-one-0000' } as const;
/** The mini app the game server's shared messages open (the e2e build's VITE_TELEGRAM_APP_URL too). */
export const testTelegramMiniAppUrl = 'https://t.me/CoreGamesTestBot/play';

/** The OpenID clients the e2e game server uses at the local providers (Google and Apple stand-ins). */
export const testOidcClients = {
  google: { clientId: 'e2e-google-client', clientSecret: 'e2e-google-secret' },
  apple: { clientId: 'e2e-apple-client', clientSecret: 'e2e-apple-secret' },
} as const;

/** The iOS app: its bundle id (the `aud` of its Apple identity tokens) and the URL scheme the session is handed back through. */
export const testAppleIosApp = { clientId: 'com.example.coregames.e2e', urlScheme: 'coregames-e2e' } as const;

/** The iOS app's in-app purchases: its bundle id and the gold coins of each product (the signing root is made by the global setup). */
export const testAppleIap = { bundleId: 'com.example.coregames.e2e', products: { 'coins.100': 100, 'coins.550': 550 } } as const;

/** The native apps' store pages the e2e game server serves at /api/config (/native-app shows them). */
export const testStoreLinks = {
  ios: 'https://apps.apple.com/app/core-games-e2e/id6400000000',
  android: 'https://play.google.com/store/apps/details?id=org.example.coregames.e2e',
} as const;

/** Where deposits go on the local chain: an address no test wallet holds, so its balance only ever grows. */
export const testTreasuryAddress = '0x7e57000000000000000000000000000000c0de01';

/** Blocks a deposit needs before it is credited: tests mine them on anvil instead of waiting. */
export const testDepositConfirmations = 3;

/**
 * Verified e-mail addresses the e2e game server makes admins when they sign in (BOOTSTRAP_ADMINS):
 * one per test that needs an admin, so tests running in parallel never register the same address.
 */
export const testAdminEmails = {
  convert: 'admin-convert@core-games.test',
  invitePoints: 'admin-invite-points@core-games.test',
  burn: 'admin-burn@core-games.test',
  stamina: 'admin-stamina@core-games.test',
  refusals: 'admin-refusals@core-games.test',
  publish: 'admin-publish@core-games.test',
  reject: 'admin-reject@core-games.test',
  declareLevels: 'admin-declare-levels@core-games.test',
  play: 'admin-play@core-games.test',
  gameOrigin: 'admin-game-origin@core-games.test',
  support: 'admin-support@core-games.test',
  news: 'admin-news@core-games.test',
  telegramPayments: 'admin-telegram-payments@core-games.test',
  starsRefund: 'admin-stars-refund@core-games.test',
  newsOffline: 'admin-news-offline@core-games.test',
  newsPaging: 'admin-news-paging@core-games.test',
  newsTelegram: 'admin-news-telegram@core-games.test',
  sdkExample: 'admin-sdk-example@core-games.test',
  sdkV2: 'admin-sdk-v2@core-games.test',
  journeyMaker: 'admin-journey-maker@core-games.test',
  journeyModerator: 'admin-journey-moderator@core-games.test',
  newsRefused: 'admin-news-refused@core-games.test',
  accountMenu: 'admin-account-menu@core-games.test',
  pictures: 'admin-pictures@core-games.test',
  grantPlayers: 'admin-grant-players@core-games.test',
  historyNotes: 'admin-history-notes@core-games.test',
  gameDescriptions: 'admin-game-descriptions@core-games.test',
  secondFactor: 'admin-second-factor@core-games.test',
  runBounds: 'admin-run-bounds@core-games.test',
  longWords: 'admin-long-words@core-games.test',
  longWordsDesk: 'admin-long-words-desk@core-games.test',
  makerLevelsVisitor: 'admin-maker-levels-visitor@core-games.test',
  makerLevelsAllDone: 'admin-maker-levels-all-done@core-games.test',
} as const;

export interface GameServerEnvInput {
  siteOrigin: string;
  /** The games' own origin (games-host-server.ts). */
  playOrigin: string;
  /** Other origins the site is opened from in tests (e.g. a hostname outside Telegram's allowed list). */
  extraOrigins: string[];
  smtpUrl: string;
  chainRpcUrl: string;
  googleIssuer: string;
  appleIssuer: string;
  /** PEM of the test App Store root that signs the tests' in-app purchases. */
  appleIapRootPem: string;
  /** The Bot API stand-in's address (`@site/testing/telegram-bot-api`, started with the bot's token). */
  telegramBotApiUrl: string;
}

/** The game server's environment for the end-to-end run: every sign-in way on, local services only, limits out of the way. */
export function gameServerEnv(input: GameServerEnvInput): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    // No job worker: a submitted version's inspection stays queued, so no journey waits on Chromium (apps/api tests the inspector).
    JOB_WORKER: 'false',
    PUBLIC_ORIGIN: input.siteOrigin,
    EXTRA_ORIGINS: input.extraOrigins.join(','),
    PLAY_ORIGIN: input.playOrigin,
    SMTP_URL: input.smtpUrl,
    MAIL_FROM: 'Core Games <no-reply@core-games.test>',
    CHAIN_ID: '1116',
    CHAIN_RPC_URL: input.chainRpcUrl,
    TELEGRAM_BOT_TOKEN: testTelegramBot.token,
    TELEGRAM_BOT_USERNAME: testTelegramBot.username,
    TELEGRAM_BOT_API_URL: input.telegramBotApiUrl,
    TELEGRAM_WEBHOOK_SECRET: testTelegramStars.webhookSecret,
    TELEGRAM_STARS_PACKS: JSON.stringify(testTelegramStars.packs),
    TELEGRAM_MINI_APP_URL: testTelegramMiniAppUrl,
    GOOGLE_ISSUER: input.googleIssuer,
    GOOGLE_CLIENT_ID: testOidcClients.google.clientId,
    GOOGLE_CLIENT_SECRET: testOidcClients.google.clientSecret,
    APPLE_ISSUER: input.appleIssuer,
    APPLE_CLIENT_ID: testOidcClients.apple.clientId,
    APPLE_CLIENT_SECRET: testOidcClients.apple.clientSecret,
    APPLE_IOS_CLIENT_ID: testAppleIosApp.clientId,
    APPLE_IOS_URL_SCHEME: testAppleIosApp.urlScheme,
    APPLE_IOS_ISSUER: input.appleIssuer,
    APPLE_IAP_BUNDLE_ID: testAppleIap.bundleId,
    APPLE_IAP_ROOT_CERTIFICATES: input.appleIapRootPem,
    APPLE_IAP_PRODUCTS: JSON.stringify(testAppleIap.products),
    BOOTSTRAP_ADMINS: Object.values(testAdminEmails).join(','),
    TREASURY_ADDRESS: testTreasuryAddress,
    DEPOSIT_CONFIRMATIONS: String(testDepositConfirmations),
    IOS_APP_URL: testStoreLinks.ios,
    ANDROID_APP_URL: testStoreLinks.android,
    // Every test signs in and out many times from one address; the limits have their own server tests.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_IDENTITY: '1000000',
    // The streak pays nothing here, so the balances other specs check are the runs' alone; journey-meta-week.spec.ts starts a server that pays it.
    STREAK_REWARD_FIRST: '0',
    STREAK_REWARD_STEP: '0',
  };
}
