// The host side: what the site's play page uses to answer a game in a sandboxed frame.
export { createGameHost } from './host/create-game-host.ts';
export { createHostProtocol } from './host/host-protocol.ts';
export { GameRunRefusal } from './host/game-run-refusal.ts';
export { validateGameRequest } from './protocol/validate-game-request.ts';
export { GAME_PROTOCOL, GAME_PROTOCOL_VERSION, gameErrorCodes, protocolLimits } from './protocol/protocol.ts';
export type { GameHost, GameHostOptions } from './host/create-game-host.ts';
export type { FinishRunClaim, GameHostCallbacks, GameHostLimits, ProtocolErrorReport } from './host/host-callbacks.ts';
export type { HostProtocol } from './host/host-protocol.ts';
export type {
  ExitResult,
  FinishRunResult,
  GameErrorCode,
  GameErrorView,
  GameRequest,
  HostMessage,
  HostResponse,
  PendingNotice,
  StaminaView,
  StartRunResult,
} from './protocol/protocol.ts';
export { validateGameRequestV2 } from './protocol/validate-game-request-v2.ts';
export { GAME_PROTOCOL_V2, protocolLimitsV2 } from './protocol/protocol-v2.ts';
export { replayLimits, replayRecordFault } from './protocol/replay-record.ts';
export type { ReplayInput, ReplayRecord } from './protocol/replay-record.ts';
export type { AchievementView, FinishRunResultV2, GameOverInput, StartRunResultV2, GameRequestV2, HostEventV2, HostMessageV2, LeaderboardPeriod, LeaderboardRow, LeaderboardSnapshot, LeaderboardViewName, RunReceipt, SaveSnapshot } from './protocol/protocol-v2.ts';
export type { Diagnostic, DiagnosticKind } from './protocol/diagnostic.ts';
