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

/** Where the frame loads the game: its play URL, with the level for a game that has levels. */
export function frameUrl(playUrl: string, level: number | null): string {
  return level === null ? playUrl : `${playUrl}?level=${String(level)}`;
}
