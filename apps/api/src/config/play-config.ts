import type { EnvReader } from './env-reader.ts';
import { originOf, originProblem } from './origin-setting.ts';
import { settings } from './settings.ts';

export interface PlayConfig {
  /**
   * The games' own origin (PLAY_ORIGIN): `/play` (the games' files and the SDK script) is served
   * there and nowhere else, and nothing but `/play` is (src/http/games-host.ts). Never the site's.
   */
  origin: string;
  /** Origins besides the site's own that may frame the site, and so its games (Telegram's web client). */
  extraFrameAncestors: string[];
}

/** `npm start`'s games' origin: apps/api/src/dev.ts listens there too. */
export const defaultPlayOrigin = settings.PLAY_ORIGIN.default;
const defaultExtraFrameAncestors = settings.PLAY_FRAME_ANCESTORS.default.split(',');

/**
 * PLAY_ORIGIN: an http(s) origin that is neither the site's nor one of its extra origins;
 * PLAY_FRAME_ANCESTORS: comma-separated http(s) origins, or `none` (docs/api/settings.md).
 */
export function readPlayConfig(read: EnvReader, siteOrigins: readonly string[]): PlayConfig {
  return { origin: readPlayOrigin(read, siteOrigins), extraFrameAncestors: readFrameAncestors(read) };
}

function readPlayOrigin(read: EnvReader, siteOrigins: readonly string[]): string {
  const origin = read.origin('PLAY_ORIGIN', defaultPlayOrigin);
  if (siteOrigins.includes(origin)) {
    read.problems.push(`PLAY_ORIGIN: must be an origin of its own, not the site's (PUBLIC_ORIGIN or EXTRA_ORIGINS): a game there could call the API (got ${origin})`);
  }
  return origin;
}

function readFrameAncestors(read: EnvReader): string[] {
  const given = read.list('PLAY_FRAME_ANCESTORS');
  if (given.length === 0) return defaultExtraFrameAncestors;
  if (given.length === 1 && given[0] === 'none') return [];
  const origins: string[] = [];
  for (const entry of given) {
    const origin = originOf(entry);
    if (origin === null) {
      read.problems.push(originProblem('PLAY_FRAME_ANCESTORS', entry, { eachEntry: true, or: 'the whole value none' }));
      return defaultExtraFrameAncestors;
    }
    origins.push(origin);
  }
  return origins;
}
