// The classic-script build of version 2 (`game-sdk.v2.js`): the `SiteGame` global, with version
// 2's functions; its type is `SiteGameV2` (game-sdk-v2-types.ts).
import type { SiteGameV2 } from './game-sdk-v2-types.ts';
import { reportDiagnostics } from './diagnostics/report-diagnostics.ts';
import * as v2 from './v2.ts';

(globalThis as { SiteGame?: SiteGameV2 }).SiteGame = Object.freeze({
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

// Only the classic script, loaded first by a page: the playground shows what its console says (README "The playground").
if (typeof window !== 'undefined') reportDiagnostics(window);
