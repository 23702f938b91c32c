import type { Static, TSchema } from 'typebox';
import { accountSchemas } from './account/account-schemas.ts';
import { appleIapSchemas, type AppleIapNotificationAnswer, type AppleIapPurchaseView } from './apple-iap/apple-iap-schemas.ts';
import { authSchemas } from './auth/auth-schemas.ts';
import type { SessionView } from './account/account-schemas.ts';
import type { AccountView, ErrorBody, IdentityView } from './common-schemas.ts';
import { depositSchemas, type DepositView } from './deposits/deposit-schemas.ts';
import { proofSchemas, type ProofCommitmentView } from './proofs/proof-schemas.ts';
import { economySchemas, type EconomySummary } from './economy/economy-schemas.ts';
import { gameSchemas, type GameView, type RewardTable } from './games/game-schemas.ts';
import { secondFactorSchemas, type SecondFactorStatusView } from './second-factor/second-factor-schemas.ts';
import { runSchemas, type LevelProgressView, type RunView } from './runs/run-schemas.ts';
import { saveSchemas } from './saves/save-schemas.ts';
import type { EndpointSchemas } from './endpoint-schemas.ts';
import { grantSchemas, type AdminGrantView } from './grants/grant-schemas.ts';
import { inviteSchemas, type InvitesView } from './invites/invite-schemas.ts';
import { leaderboardSchemas, type LeaderboardEntryView, type LeaderboardView, type MyLeaderboardRankView } from './leaderboards/leaderboard-schemas.ts';
import { ledgerSchemas, type LedgerBalances, type LedgerTransferView } from './ledger/ledger-schemas.ts';
import type { PublicConfig } from './meta/meta-schemas.ts';
import { metaSchemas } from './meta/meta-schemas.ts';
import { passkeySchemas, type PasskeyView } from './passkeys/passkey-schemas.ts';
import { newsSchemas, type NewsEntryView, type NewsSourceView, type NewsSummaryView } from './news/news-schemas.ts';
import { staminaSchemas, type StaminaView } from './stamina/stamina-schemas.ts';
import { submissionSchemas, type MyGameView, type ReviewItemView, type VersionState } from './submissions/submission-schemas.ts';
import { inspectionSchemas, type InspectionReportView, type InspectionSummaryView, type TroubledJobView } from './inspections/inspection-schemas.ts';
import { gameStatsSchemas, type GameDashboardView } from './game-stats/game-stats-schemas.ts';
import { supportSchemas, type TicketView } from './support/support-schemas.ts';
import { telegramShareSchemas } from './telegram-share/telegram-share-schemas.ts';
import { telegramStarsSchemas } from './telegram-stars/telegram-stars-schemas.ts';
import { tonSchemas } from './ton/ton-schemas.ts';
import { answeredErrors, answeredStatuses, routes, type ErrorAnswer, type RouteName } from './routes.ts';

export * from './routes.ts';
export * from './common-schemas.ts';
export { PublicConfig } from './meta/meta-schemas.ts';
export { SessionView } from './account/account-schemas.ts';
export type { EndpointSchemas } from './endpoint-schemas.ts';
export { LedgerBalances, LedgerTransferView } from './ledger/ledger-schemas.ts';
export { StaminaView } from './stamina/stamina-schemas.ts';
export { DepositView } from './deposits/deposit-schemas.ts';
export { ProofCommitmentView } from './proofs/proof-schemas.ts';
export { EconomySummary } from './economy/economy-schemas.ts';
export { GameCategory, GameId, GameView, RewardTable, gameCategories } from './games/game-schemas.ts';
export { DailyRewards, LevelProgressView, RunView } from './runs/run-schemas.ts';
export { InvitesView } from './invites/invite-schemas.ts';
export { AdminGrantView } from './grants/grant-schemas.ts';
export { AppleIapNotificationAnswer, AppleIapPurchaseView, AppStoreJws } from './apple-iap/apple-iap-schemas.ts';
export { NewsEntryView, NewsId, NewsSourceView, NewsSummaryView, newsLanguages, newsLimits } from './news/news-schemas.ts';
export { parseNewsInline, parseNewsText, safeNewsHref, type NewsInline, type NewsParagraph } from './news/news-text.ts';
export { MyGameView, RejectionReason, ReviewItemView, VersionState, submissionLimits } from './submissions/submission-schemas.ts';
export { SupportCategory, TicketNumber, TicketView, supportCategories } from './support/support-schemas.ts';
export { supportLimits } from './support/support-limits.ts';
export { SecondFactorCode, SecondFactorStatusView } from './second-factor/second-factor-schemas.ts';
export { PasskeyName, PasskeyView } from './passkeys/passkey-schemas.ts';
export { LeaderboardPeriod, leaderboardLimits, leaderboardPeriods } from './leaderboards/leaderboard-schemas.ts';
export { SaveView } from './saves/save-schemas.ts';
export { FindingCode, FindingLevel, InspectionReportView, InspectionState, InspectionSummaryView, InspectionVerdict, InspectionViewport, TroubledJobView, findingCodes, inspectionLimits } from './inspections/inspection-schemas.ts';
export { saveLimits } from './saves/save-limits.ts';
export { GameDashboardView, StageEventKind } from './game-stats/game-stats-schemas.ts';
export { gameStatsLimits } from './game-stats/game-stats-limits.ts';

/** The shapes of every endpoint by name; with `routes`, the whole contract. */
export const schemas = { ...metaSchemas, ...accountSchemas, ...authSchemas, ...ledgerSchemas, ...staminaSchemas, ...depositSchemas, ...economySchemas, ...gameSchemas, ...runSchemas, ...inviteSchemas, ...grantSchemas, ...submissionSchemas, ...appleIapSchemas, ...newsSchemas, ...supportSchemas, ...secondFactorSchemas, ...passkeySchemas, ...telegramStarsSchemas, ...telegramShareSchemas, ...tonSchemas, ...leaderboardSchemas, ...saveSchemas, ...inspectionSchemas, ...gameStatsSchemas, ...proofSchemas } satisfies Record<RouteName, EndpointSchemas>;

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

export type Account = Static<typeof AccountView>;
export type Identity = Static<typeof IdentityView>;
export type IdentityKind = Identity['kind'];
export type SessionInfo = Static<typeof SessionView>;
export type PublicConfigView = Static<typeof PublicConfig>;
export type ErrorBodyView = Static<typeof ErrorBody>;
export type LedgerBalancesView = Static<typeof LedgerBalances>;
export type LedgerTransfer = Static<typeof LedgerTransferView>;
export type Stamina = Static<typeof StaminaView>;
export type Deposit = Static<typeof DepositView>;
export type ProofCommitment = Static<typeof ProofCommitmentView>;
export type EconomySummaryView = Static<typeof EconomySummary>;
export type Game = Static<typeof GameView>;
export type GameRewardTable = Static<typeof RewardTable>;
export type Run = Static<typeof RunView>;
export type LevelProgress = Static<typeof LevelProgressView>;
export type Invites = Static<typeof InvitesView>;
export type Invitee = Invites['invitees'][number];
export type AdminGrant = Static<typeof AdminGrantView>;
export type MyGame = Static<typeof MyGameView>;
export type ReviewItem = Static<typeof ReviewItemView>;
export type InspectionReport = Static<typeof InspectionReportView>;
export type InspectionSummary = Static<typeof InspectionSummaryView>;
export type TroubledJob = Static<typeof TroubledJobView>;
export type GameDashboard = Static<typeof GameDashboardView>;
export type GameVersionState = Static<typeof VersionState>;
export type AppleIapPurchase = Static<typeof AppleIapPurchaseView>;
export type AppleIapNotificationOutcome = Static<typeof AppleIapNotificationAnswer>;
export type SupportTicket = Static<typeof TicketView>;
export type SecondFactorStatus = Static<typeof SecondFactorStatusView>;
export type NewsSummary = Static<typeof NewsSummaryView>;
export type NewsEntry = Static<typeof NewsEntryView>;
export type NewsSource = Static<typeof NewsSourceView>;
export type Passkey = Static<typeof PasskeyView>;
export type Leaderboard = Static<typeof LeaderboardView>;
export type LeaderboardEntry = Static<typeof LeaderboardEntryView>;
export type LeaderboardPeriodName = Leaderboard['period'];
export type MyLeaderboardRank = Static<typeof MyLeaderboardRankView>;
export { routes };
