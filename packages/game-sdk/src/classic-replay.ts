// The classic-script build of the replay add-on (`game-sdk.replay.js`, loaded after
// `game-sdk.v2.js`): the `SiteReplay` global, whose recorder talks to the `SiteGame` global.
import type { SiteGameV2, SiteReplayGlobal } from './game-sdk-v2-types.ts';
import { createRunRecorder } from './replay/run-recorder.ts';
import { seededRandom } from './replay/seeded-random.ts';

const global = globalThis as { SiteGame?: SiteGameV2; SiteReplay?: SiteReplayGlobal };
global.SiteReplay = Object.freeze({
  createRunRecorder: ({ version }: { version: string }) => {
    if (!global.SiteGame) throw new Error('load game-sdk.v2.js before game-sdk.replay.js');
    return createRunRecorder({ version, sdk: global.SiteGame });
  },
  seededRandom,
});
