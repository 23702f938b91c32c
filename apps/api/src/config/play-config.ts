import type { EnvReader } from './env-reader.ts';

export interface PlayConfig {
  /** Origins besides the site's own that may frame the site, and so its games (Telegram's web client). */
  extraFrameAncestors: string[];
}

const defaultExtraFrameAncestors = ['https://web.telegram.org'];

/** PLAY_FRAME_ANCESTORS: comma-separated http(s) origins, or `none` (apps/api/README.md). */
export function readPlayConfig(read: EnvReader, env: Record<string, string | undefined>): PlayConfig {
  const given = read.list('PLAY_FRAME_ANCESTORS');
  if (given.length === 0) return { extraFrameAncestors: defaultExtraFrameAncestors };
  if (given.length === 1 && given[0] === 'none') return { extraFrameAncestors: [] };
  const origins: string[] = [];
  for (const entry of given) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
    } catch {
      // reported below
    }
    if (origin === null) {
      read.problems.push(`PLAY_FRAME_ANCESTORS: each entry must be an http(s) origin such as https://web.telegram.org, or the whole value none (got ${JSON.stringify(env.PLAY_FRAME_ANCESTORS ?? '')})`);
      return { extraFrameAncestors: defaultExtraFrameAncestors };
    }
    origins.push(origin);
  }
  return { extraFrameAncestors: origins };
}
