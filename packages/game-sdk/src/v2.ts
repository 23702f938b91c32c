// The game side of protocol version 2 (README "Version 2"): life cycle, the site's events, runs
// with the game's own request ids, and receipts.
export { loadingProgress, gameReady, gameplayStart, gameplayStop, happyTime, gameOver, startRun, finishRun, exit, load, save, getLeaderboard, getAchievements, on, isAudioEnabled } from './game-v2/default-client-v2.ts';
export { createGameClientV2 } from './game-v2/create-game-client-v2.ts';
export { GameSdkError, isGameSdkError } from './game/game-sdk-error.ts';
export { gameErrorCodes } from './protocol/protocol.ts';
export { GAME_PROTOCOL_V2, leaderboardPeriods, leaderboardViews, protocolLimitsV2 } from './protocol/protocol-v2.ts';
export type { GameClientV2 } from './game-v2/create-game-client-v2.ts';
export type { GameClientOptions } from './game/open-channel.ts';
export type { ExitResult, GameErrorCode, GameErrorView, StaminaView, StartRunResult } from './protocol/protocol.ts';
export type {
  Acknowledged,
  AchievementView,
  FinishRunInputV2,
  FinishRunResultV2,
  GameOverInput,
  GameReadyResult,
  GameRequestV2,
  HostEventName,
  HostEventV2,
  HostMessageV2,
  LeaderboardPeriod,
  LeaderboardQuery,
  LeaderboardRow,
  LeaderboardSnapshot,
  LeaderboardViewName,
  RunReceipt,
  SaveSnapshot,
  StartRunResultV2,
} from './protocol/protocol-v2.ts';
export type { ReplayInput, ReplayRecord } from './protocol/replay-record.ts';
