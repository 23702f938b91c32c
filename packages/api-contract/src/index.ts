import type { Static, TSchema } from 'typebox';
import { accountSchemas } from './account/account-schemas.ts';
import { appleIapSchemas } from './apple-iap/apple-iap-schemas.ts';
import { authSchemas } from './auth/auth-schemas.ts';
import { depositSchemas } from './deposits/deposit-schemas.ts';
import { proofSchemas } from './proofs/proof-schemas.ts';
import { economySchemas } from './economy/economy-schemas.ts';
import { gameSchemas } from './games/game-schemas.ts';
import { secondFactorSchemas } from './second-factor/second-factor-schemas.ts';
import { runSchemas } from './runs/run-schemas.ts';
import { saveSchemas } from './saves/save-schemas.ts';
import type { EndpointSchemas } from './endpoint-schemas.ts';
import { grantSchemas } from './grants/grant-schemas.ts';
import { inviteSchemas, type Invites } from './invites/invite-schemas.ts';
import { leaderboardSchemas } from './leaderboards/leaderboard-schemas.ts';
import { ledgerSchemas } from './ledger/ledger-schemas.ts';
import { leagueSchemas } from './leagues/league-schemas.ts';
import { metaSchemas } from './meta/meta-schemas.ts';
import { passkeySchemas } from './passkeys/passkey-schemas.ts';
import { newsSchemas } from './news/news-schemas.ts';
import { staminaSchemas } from './stamina/stamina-schemas.ts';
import { submissionSchemas } from './submissions/submission-schemas.ts';
import { inspectionSchemas } from './inspections/inspection-schemas.ts';
import { gameStatsSchemas } from './game-stats/game-stats-schemas.ts';
import { supportSchemas } from './support/support-schemas.ts';
import { telegramShareSchemas } from './telegram-share/telegram-share-schemas.ts';
import { telegramStarsSchemas } from './telegram-stars/telegram-stars-schemas.ts';
import { tonSchemas } from './ton/ton-schemas.ts';
import { streakSchemas } from './streaks/streak-schemas.ts';
import { questSchemas } from './quests/quest-schemas.ts';
import { achievementSchemas } from './achievements/achievement-schemas.ts';
import { answeredErrors, answeredStatuses, routes, type ErrorAnswer, type RouteName } from './routes.ts';

// Each schema and its type share one name (`export const X = …; export type X = Static<typeof X>`, beside each other in its file).
export * from './routes.ts';
export * from './common-schemas.ts';
export { PublicConfigView } from './meta/meta-schemas.ts';
export { CountryCode, MyCountry, SessionInfo } from './account/account-schemas.ts';
export type { EndpointSchemas } from './endpoint-schemas.ts';
export { LedgerBalances, LedgerTransfer } from './ledger/ledger-schemas.ts';
export { Stamina } from './stamina/stamina-schemas.ts';
export { Deposit } from './deposits/deposit-schemas.ts';
export { TelegramUpdateProblemCode, TelegramUpdateProblemView } from './telegram-stars/telegram-stars-schemas.ts';
export { ProofCommitment } from './proofs/proof-schemas.ts';
export { EconomySummaryView } from './economy/economy-schemas.ts';
export { GameCategory, GameDeclaration, GameId, Game, GameDescription, GameRewardTable, DescriptionLanguage, gameCategories, maxGameDescriptions } from './games/game-schemas.ts';
export { DailyRewards, LevelProgress, PlayedRun, Run, ReplayRecord, RunBounds, RunHeldReason, runHeldReasons } from './runs/run-schemas.ts';
export { Invites } from './invites/invite-schemas.ts';
export { AdminGrant } from './grants/grant-schemas.ts';
export { AppleIapNotificationOutcome, AppleIapPurchase, AppStoreJws } from './apple-iap/apple-iap-schemas.ts';
export { NewsEntry, NewsId, NewsSource, NewsSummary, newsLanguages, newsLimits } from './news/news-schemas.ts';
export { parseNewsInline, parseNewsText, safeNewsHref, type NewsInline, type NewsParagraph } from './news/news-text.ts';
export { MyGame, RejectionReason, ReviewItem, GameVersionState, submissionLimits } from './submissions/submission-schemas.ts';
export { SupportCategory, TicketNumber, SupportTicket, supportCategories } from './support/support-schemas.ts';
export { supportLimits } from './support/support-limits.ts';
export { cleanShownLine, shownLinePattern, shownLineProblem, type ShownLineProblem } from './text-bounds.ts';
export { SecondFactorCode, SecondFactorStatus } from './second-factor/second-factor-schemas.ts';
export { PasskeyName, Passkey } from './passkeys/passkey-schemas.ts';
export { Leaderboard, LeaderboardEntry, LeaderboardPeriod, MyLeaderboardRank, leaderboardLimits, leaderboardPeriods } from './leaderboards/leaderboard-schemas.ts';
export { SaveView } from './saves/save-schemas.ts';
export { FindingCode, FindingLevel, InspectionReport, InspectionState, InspectionSummary, InspectionVerdict, InspectionViewport, TroubledJob, findingCodes, inspectionLimits } from './inspections/inspection-schemas.ts';
export { gameRules, gameRuleKeys, type GameRuleKey } from './inspections/game-rules.ts';
export { saveLimits } from './saves/save-limits.ts';
export { GameDashboard, StageEventKind } from './game-stats/game-stats-schemas.ts';
export { gameStatsLimits } from './game-stats/game-stats-limits.ts';
export { LeagueCircle, LeagueCircleRow, LeagueOutcome, LeagueRow, LeagueTable, LeagueTier, MyLeague, leagueOutcomes, leagueTiers } from './leagues/league-schemas.ts';
export { DailyStreak } from './streaks/streak-schemas.ts';
export { DailyQuest, QuestKind, QuestPoolEntry, questKinds } from './quests/quest-schemas.ts';
export { beyondReach, thresholdReachOf, type BeyondReach } from './achievements/achievement-reach.ts';
export { AchievementText, GameAchievement, GameAchievementKind, MakerGameAchievement, PlayerGameAchievement, SiteAchievement, SiteAchievementKey, ThresholdReach, UnlockedAchievements, gameAchievementKinds, maxGameAchievements, siteAchievementKeys } from './achievements/achievement-schemas.ts';

/** The shapes of every endpoint by name; with `routes`, the whole contract. */
export const schemas = { ...metaSchemas, ...accountSchemas, ...authSchemas, ...ledgerSchemas, ...staminaSchemas, ...depositSchemas, ...economySchemas, ...gameSchemas, ...runSchemas, ...inviteSchemas, ...grantSchemas, ...submissionSchemas, ...appleIapSchemas, ...newsSchemas, ...supportSchemas, ...secondFactorSchemas, ...passkeySchemas, ...telegramStarsSchemas, ...telegramShareSchemas, ...tonSchemas, ...leaderboardSchemas, ...saveSchemas, ...inspectionSchemas, ...gameStatsSchemas, ...proofSchemas, ...streakSchemas, ...questSchemas, ...leagueSchemas, ...achievementSchemas } satisfies Record<RouteName, EndpointSchemas>;

const takesInput = (name: RouteName): boolean => {
  const shapes: EndpointSchemas = schemas[name];
  return Boolean(shapes.params ?? shapes.query ?? shapes.body);
};

/** Every status endpoint `name` can answer (see `answeredStatuses`): what the OpenAPI document lists and the server's tests hold it to. */
export function statusesOf(name: RouteName): number[] {
  return answeredStatuses(routes[name], takesInput(name));
}

/** Every error endpoint `name` can answer, by status with its codes (see `answeredErrors`): what the OpenAPI document lists and the server's tests hold it to. */
export function errorsOf(name: RouteName): ErrorAnswer[] {
  return answeredErrors(routes[name], takesInput(name));
}

type Schemas = typeof schemas;
type Part<Name extends RouteName, Key extends keyof EndpointSchemas> = Schemas[Name] extends { [K in Key]: infer S extends TSchema } ? Static<S> : undefined;

export type BodyOf<Name extends RouteName> = Part<Name, 'body'>;
export type QueryOf<Name extends RouteName> = Part<Name, 'query'>;
export type ParamsOf<Name extends RouteName> = Part<Name, 'params'>;
export type ResponseOf<Name extends RouteName> = Static<Schemas[Name]['response']>;

export type Invitee = Invites['invitees'][number];
