import type { Language } from '../ui/strings.ts';

export interface LaunchParams {
  /** The level to play first. */
  level: number;
  /**
   * The highest level the site pays a run of (`open=`: a signed-in player's next level on the
   * server's records), or null when the site sets no limit (a visitor, every level completed,
   * the page opened on its own). A save that unlocked more (a visitor's play, moved to the account
   * on sign-in) does not open levels beyond it: a run there would cost stamina for a refused finish.
   */
  open: number | null;
  /** The player's language on the site: `es` for Spanish, English for anything else. */
  language: Language;
}

/** A whole number from 1 to `levelCount` in `text`, capped at `levelCount`; null for anything else. */
function levelIn(text: string | null, levelCount: number): number | null {
  return text !== null && /^[1-9][0-9]{0,4}$/.test(text) ? Math.min(Number(text), levelCount) : null;
}

/**
 * The level, the paid limit and the language the site put in the URL (`?level=3&open=3&lang=es`).
 * The URL is untrusted: a level that is not a whole number in range falls back to level 1, an
 * `open` that is not one is no limit, and the level never lies beyond `open`. The player's
 * progress is not in the URL: it is their save (see start-levels-game.ts).
 */
export function readLaunchParams(search: string, levelCount: number): LaunchParams {
  const params = new URLSearchParams(search);
  const open = levelIn(params.get('open'), levelCount);
  const level = Math.min(levelIn(params.get('level'), levelCount) ?? 1, open ?? levelCount);
  return { level, open, language: params.get('lang') === 'es' ? 'es' : 'en' };
}
