import { accountRoutes } from './account/account-routes.ts';
import { appleIapRoutes } from './apple-iap/apple-iap-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { depositRoutes } from './deposits/deposit-routes.ts';
import { economyRoutes } from './economy/economy-routes.ts';
import { gameRoutes } from './games/game-routes.ts';
import { grantRoutes } from './grants/grant-routes.ts';
import { inviteRoutes } from './invites/invite-routes.ts';
import { leaderboardRoutes } from './leaderboards/leaderboard-routes.ts';
import { leagueRoutes } from './leagues/league-routes.ts';
import { ledgerRoutes } from './ledger/ledger-routes.ts';
import { metaRoutes } from './meta/meta-routes.ts';
import { newsRoutes } from './news/news-routes.ts';
import { passkeyRoutes } from './passkeys/passkey-routes.ts';
import { proofRoutes } from './proofs/proof-routes.ts';
import { runRoutes } from './runs/run-routes.ts';
import { saveRoutes } from './saves/save-routes.ts';
import { secondFactorRoutes } from './second-factor/second-factor-routes.ts';
import { staminaRoutes } from './stamina/stamina-routes.ts';
import { submissionRoutes } from './submissions/submission-routes.ts';
import { inspectionRoutes } from './inspections/inspection-routes.ts';
import { gameStatsRoutes } from './game-stats/game-stats-routes.ts';
import { supportRoutes } from './support/support-routes.ts';
import { telegramShareRoutes } from './telegram-share/telegram-share-routes.ts';
import { telegramStarsRoutes } from './telegram-stars/telegram-stars-routes.ts';
import { tonRoutes } from './ton/ton-routes.ts';
import { streakRoutes } from './streaks/streak-routes.ts';
import { questRoutes } from './quests/quest-routes.ts';
import { achievementRoutes } from './achievements/achievement-routes.ts';

export { answeredErrors, answeredStatuses, csrfHeader, requiresSiteRequestHeader, type ErrorAnswer, type RouteAuth, type RouteInfo, type RouteMethod } from './route-info.ts';
export { errorCodes, errorStatuses, type ErrorCode, type ErrorStatus } from './error-codes.ts';
export { accountInviteCodePattern, inviteCodePattern, isInviteCode, telegramInviteCodePattern, walletInviteCodePattern } from './invites/invite-code.ts';

/** Every endpoint by name: method, path, who may call it. Plain data for the site's client. */
export const routes = { ...metaRoutes, ...accountRoutes, ...authRoutes, ...ledgerRoutes, ...staminaRoutes, ...depositRoutes, ...economyRoutes, ...gameRoutes, ...runRoutes, ...inviteRoutes, ...grantRoutes, ...submissionRoutes, ...appleIapRoutes, ...newsRoutes, ...supportRoutes, ...secondFactorRoutes, ...passkeyRoutes, ...telegramStarsRoutes, ...telegramShareRoutes, ...tonRoutes, ...leaderboardRoutes, ...saveRoutes, ...inspectionRoutes, ...gameStatsRoutes, ...proofRoutes, ...streakRoutes, ...questRoutes, ...leagueRoutes, ...achievementRoutes } as const;

export type RouteName = keyof typeof routes;
