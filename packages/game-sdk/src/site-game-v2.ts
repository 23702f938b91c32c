// The `SiteGame` global of the classic-script build of version 2 (`game-sdk.v2.js`), with version
// 2's functions; its type is the global's in `game-sdk.v2.d.ts`.
import * as v2 from './v2.ts';

export const siteGameV2 = Object.freeze({
  loadingProgress: v2.loadingProgress,
  gameReady: v2.gameReady,
  gameplayStart: v2.gameplayStart,
  gameplayStop: v2.gameplayStop,
  happyTime: v2.happyTime,
  gameOver: v2.gameOver,
  startRun: v2.startRun,
  finishRun: v2.finishRun,
  exit: v2.exit,
  load: v2.load,
  save: v2.save,
  getLeaderboard: v2.getLeaderboard,
  getAchievements: v2.getAchievements,
  on: v2.on,
  isAudioEnabled: v2.isAudioEnabled,
  createGameClient: v2.createGameClientV2,
  GameSdkError: v2.GameSdkError,
  isGameSdkError: v2.isGameSdkError,
  protocolVersion: v2.GAME_PROTOCOL_V2,
});
