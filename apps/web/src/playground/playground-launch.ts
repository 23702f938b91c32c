import { frameUrl, levelToOpen, type FrameLaunch } from '../play/level-param.ts';

/** What the site's frame URL says to a game with levels (`frameUrl`): the playground sets these, whatever the maker's address said. */
const siteParams = ['level', 'lang', 'theme', 'open'] as const;

/**
 * Where the playground's frame loads the maker's game: for a game without levels (`level` null),
 * their address as given; for a game with levels, the site's frame URL (`frameUrl`: `?level=N
 * &lang=..&theme=..`, and `&open=M` while a level is not completed in the sandbox), the query of
 * the maker's own address kept after it without the site's parameters, which the playground sets
 * as the site will (`http://localhost:8080/?debug=1&level=9` plays level 2 as
 * `http://localhost:8080/?level=2&lang=en&theme=light&open=2&debug=1`).
 */
export function playgroundFrameUrl(address: string, launch: FrameLaunch): string {
  if (launch.level === null) return address;
  const url = new URL(address);
  const own = new URLSearchParams(url.search);
  url.search = '';
  const framed = frameUrl(url.href, launch);
  for (const name of siteParams) own.delete(name);
  const kept = own.toString();
  return kept === '' ? framed : `${framed}&${kept}`;
}

/**
 * The levels the maker may open the game at: those open in the sandbox (level 1 to the open
 * level), or every level once all are completed there (`open` null); none for a game without levels.
 */
export function levelsToPick(levels: number | null, open: number | null): number[] {
  if (levels === null) return [];
  return Array.from({ length: Math.min(open ?? levels, levels) }, (_, index) => index + 1);
}

/**
 * The level the playground's Play opens a game with levels at: the maker's pick (`chosen`, null
 * for none) while it is open, else the open level as the site's game page does (`levelToOpen`);
 * level 1 once every level is completed without a pick, and never past the last level. Null for a
 * game without levels.
 */
export function playgroundLevel(levels: number | null, chosen: number | null, open: number | null): number | null {
  if (levels === null) return null;
  return Math.min(levelToOpen(chosen, open) ?? 1, levels);
}
