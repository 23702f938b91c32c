// The classic-script build (`game-sdk.js`): for games without a bundler, it defines one global,
// `SiteGame`, with the same functions as the ES module.
import { createGameClient, exit, finishRun, GAME_PROTOCOL_VERSION, GameSdkError, isGameSdkError, ready, startRun } from './index.ts';

(globalThis as { SiteGame?: unknown }).SiteGame = Object.freeze({
  ready,
  startRun,
  finishRun,
  exit,
  createGameClient,
  GameSdkError,
  isGameSdkError,
  protocolVersion: GAME_PROTOCOL_VERSION,
});
