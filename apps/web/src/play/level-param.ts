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
  /**
   * The highest level the server pays a run of: a signed-in player's next level on its records
   * (a finish of a level beyond it is refused, after the run's stamina is spent). Absent or null:
   * no limit (a visitor, every level completed, a game whose progress the site does not read).
   */
  open?: number | null;
}

/**
 * Where the frame loads the game: its play URL; for a game with levels, the level to start, the
 * site's language and colour scheme, and the highest level paid when there is one
 * (`?level=3&lang=es&theme=light&open=3`).
 */
export function frameUrl(playUrl: string, { level, lang, theme, open = null }: FrameLaunch): string {
  if (level === null) return playUrl;
  const params = new URLSearchParams({ level: String(level), lang, theme });
  if (open !== null) params.set('open', String(open));
  return `${playUrl}?${params.toString()}`;
}

/**
 * The level a page opens at: the link's (`?level=`), or without one the player's next level; a
 * link beyond the highest level the server pays (`open`) opens at that level instead.
 */
export function levelToOpen(linked: number | null, open: number | null): number | null {
  if (linked === null) return open;
  return open === null ? linked : Math.min(linked, open);
}

/**
 * The level a game's page opens at and what its level row says: the link's level or the player's
 * next (`levelToOpen`); once a signed-in player has completed every level (`allCompleted`: the
 * server's next level is none, and it pays a finish of any level), the link's level, else level 1
 * with the row saying that all are completed (`allCompleted` true) rather than "Level 1 of N".
 */
export function pageLevel(linked: number | null, progress: { level: number | null; allCompleted: boolean }): { level: number | null; allCompleted: boolean } {
  if (progress.allCompleted) return { level: linked ?? 1, allCompleted: linked === null };
  return { level: levelToOpen(linked, progress.level), allCompleted: false };
}

/** The level a frame URL of `frameUrl` starts (its `level=`); null for a game without levels. */
export function levelOfFrameUrl(src: string, levelCount: number | null): number | null {
  return levelFromSearch(new URLSearchParams(src.split('?')[1] ?? '').get('level'), levelCount);
}
