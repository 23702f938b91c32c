// The classic-script build of version 2 (`game-sdk.v2.js`): the `SiteGame` global, with version
// 2's functions.
import { siteGameV2 } from './site-game-v2.ts';

(globalThis as { SiteGame?: unknown }).SiteGame = siteGameV2;
