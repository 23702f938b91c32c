// The types of `game-sdk.v2.js` in one file (`dist/game-sdk.v2.d.ts`, served by the site's
// /developers page): version 2's module, the `SiteGame` global the classic script defines, and the
// `SiteReplay` global of its add-on `game-sdk.replay.js`.
import type { RunRecorder } from './replay/run-recorder.ts';
import type { seededRandom } from './replay/seeded-random.ts';
import type * as v2 from './v2.ts';

export type * from './v2.ts';

type V2 = typeof v2;

/** The `SiteGame` global of `game-sdk.v2.js` (classic-v2.ts makes it). */
export type SiteGameV2 = Readonly<
  Pick<
    V2,
    | 'loadingProgress'
    | 'gameReady'
    | 'gameplayStart'
    | 'gameplayStop'
    | 'happyTime'
    | 'gameOver'
    | 'startRun'
    | 'finishRun'
    | 'exit'
    | 'load'
    | 'save'
    | 'getLeaderboard'
    | 'getAchievements'
    | 'on'
    | 'isAudioEnabled'
    | 'GameSdkError'
    | 'isGameSdkError'
  > & { createGameClient: V2['createGameClientV2']; protocolVersion: V2['GAME_PROTOCOL_V2'] }
>;

/** The `SiteReplay` global of `game-sdk.replay.js` (classic-replay.ts makes it). */
export interface SiteReplayGlobal {
  /** A recorder of the game's runs (docs/replays.md); `version` is the game's own. */
  createRunRecorder(options: { version: string }): RunRecorder;
  seededRandom: typeof seededRandom;
}

declare global {
  /** The game SDK, version 2 (README "Quick start"): defined by `game-sdk.v2.js`. */
  const SiteGame: SiteGameV2;
  /** The replay add-on (README "Replays"): defined by `game-sdk.replay.js`, loaded after `game-sdk.v2.js`. */
  const SiteReplay: SiteReplayGlobal;
}
