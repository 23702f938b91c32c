import type { Language } from '../ui/strings.ts';

export interface LaunchParams {
  /** The level to play first. */
  level: number;
  /** The player's language on the site: `es` for Spanish, English for anything else. */
  language: Language;
}

/**
 * The level and language the site put in the URL (`?level=3&lang=es`). The URL is untrusted:
 * a level that is not a whole number in range falls back to level 1. The player's progress is
 * not in the URL: it is their save (see start-levels-game.ts).
 */
export function readLaunchParams(search: string, levelCount: number): LaunchParams {
  const params = new URLSearchParams(search);
  const text = params.get('level') ?? '';
  const level = /^[1-9][0-9]{0,4}$/.test(text) ? Math.min(Number(text), levelCount) : 1;
  return { level, language: params.get('lang') === 'es' ? 'es' : 'en' };
}
