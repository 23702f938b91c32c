// The game side: what a game running in the site's sandboxed frame calls.
export { ready, startRun, finishRun, exit } from './game/default-client.ts';
export { createGameClient } from './game/create-game-client.ts';
export { GameSdkError, isGameSdkError } from './game/game-sdk-error.ts';
export { GAME_PROTOCOL, GAME_PROTOCOL_VERSION, gameErrorCodes, protocolLimits } from './protocol/protocol.ts';
export type { GameClient, GameClientOptions } from './game/create-game-client.ts';
export type {
  ExitRequest,
  ExitResult,
  FinishRunInput,
  FinishRunRequest,
  FinishRunResult,
  GameErrorCode,
  GameErrorView,
  GameRequest,
  GameRequestType,
  GameResults,
  HostMessage,
  HostResponse,
  PendingNotice,
  ReadyRequest,
  ReadyResult,
  StaminaView,
  StartRunRequest,
  StartRunResult,
} from './protocol/protocol.ts';
