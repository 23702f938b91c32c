/**
 * The level asked for in `?level=N`, when it is a whole number from 1 to the game's level count;
 * null for anything else (missing, `0`, `2.5`, `1e3`, `abc`, beyond the last level), so a bad
 * link plays the game's default level instead of breaking the page.
 */
export function levelFromSearch(value: string | null, levelCount: number | null): number | null {
  if (value === null || levelCount === null || !/^[1-9][0-9]{0,3}$/.test(value)) return null;
  const level = Number(value);
  return level <= levelCount ? level : null;
}

/** The site's languages as a game with levels reads them (`lang=`): Spanish, or English for anything else. */
export function gameLanguage(siteLanguage: string | undefined): 'en' | 'es' {
  return siteLanguage?.split('-')[0] === 'es' ? 'es' : 'en';
}

/** What the site tells a game with levels in its frame URL (the player's progress is the game's own save, never the URL). */
export interface FrameLaunch {
  /** The level to start; null for a game without levels, which gets its play URL alone. */
  level: number | null;
  lang: 'en' | 'es';
  /** The site's colour scheme as shown now: a frame follows the system's by itself, not the visitor's choice in /setting. */
  theme: 'light' | 'dark';
}

/**
 * Where the frame loads the game: its play URL; for a game with levels, the level to start, the
 * site's language and colour scheme (`?level=3&lang=es&theme=light`).
 */
export function frameUrl(playUrl: string, { level, lang, theme }: FrameLaunch): string {
  if (level === null) return playUrl;
  return `${playUrl}?${new URLSearchParams({ level: String(level), lang, theme }).toString()}`;
}

/** The level a frame URL of `frameUrl` starts (its `level=`); null for a game without levels. */
export function levelOfFrameUrl(src: string, levelCount: number | null): number | null {
  return levelFromSearch(new URLSearchParams(src.split('?')[1] ?? '').get('level'), levelCount);
}
