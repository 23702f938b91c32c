// The types of `game-sdk.v2.js` in one file (`dist/game-sdk.v2.d.ts`, served by the site's
// /developers page): version 2's module, and the `SiteGame` global the classic script defines.
import type { siteGameV2 } from './site-game-v2.ts';

export type * from './v2.ts';

declare global {
  /** The game SDK, version 2 (README "Quick start"): defined by `game-sdk.v2.js`. */
  const SiteGame: typeof siteGameV2;
}
