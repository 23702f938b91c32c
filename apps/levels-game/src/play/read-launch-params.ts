import type { Language } from '../ui/strings.ts';

export interface LaunchParams {
  /** The level to play first. */
  level: number;
  /** The highest level the player may play (their progress). */
  unlocked: number;
  /** The player's language on the site: `es` for Spanish, English for anything else. */
  language: Language;
}

/**
 * The level and progress the site put in the URL (`?level=3&unlocked=5&lang=es`). The URL is untrusted:
 * anything that is not a whole number in range falls back (level 1, unlocked up to the level).
 */
export function readLaunchParams(search: string, levelCount: number): LaunchParams {
  const params = new URLSearchParams(search);
  const read = (name: string) => {
    const text = params.get(name) ?? '';
    return /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : undefined;
  };
  const level = Math.min(read('level') ?? 1, levelCount);
  const unlocked = Math.min(Math.max(read('unlocked') ?? level, level), levelCount);
  return { level, unlocked, language: params.get('lang') === 'es' ? 'es' : 'en' };
}
