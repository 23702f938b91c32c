import type { AchievementText, GameDescription } from '@site/api-contract';
import { ApiError } from '../errors/api-error.ts';

const invalid = (field: string, message: string): ApiError => new ApiError('validation_failed', `${field}: ${message}`, { field });

/**
 * An achievement's texts as the maker gives them (the contract checked each one's shape): each
 * language once, a title with a visible character, the blanks around each text dropped. A game
 * described in several languages (its descriptions, "the game's own language first") names its
 * achievements in those: the first text in the game's own language, the others among its
 * descriptions' languages, so a player reads the achievement in the language they read the game in.
 */
export function checkedAchievementTexts(given: readonly AchievementText[], descriptions: readonly GameDescription[], field = 'body.texts'): AchievementText[] {
  const languages = descriptions.map((description) => description.language);
  const seen = new Set<string>();
  return given.map(({ language, title, description }, index) => {
    const at = `${field}.${index}`;
    if (seen.has(language)) throw invalid(`${at}.language`, `${language} is given twice; one text per language.`);
    seen.add(language);
    if (languages.length > 0 && index === 0 && language !== languages[0]) throw invalid(`${at}.language`, `the first text is in the game's own language, ${languages[0] ?? ''}.`);
    if (languages.length > 0 && !languages.includes(language)) throw invalid(`${at}.language`, `the game has no description in ${language} (it has ${languages.join(', ')}).`);
    const trimmedTitle = title.trim();
    if (trimmedTitle === '') throw invalid(`${at}.title`, 'has no visible character.');
    return { language, title: trimmedTitle, description: description.replace(/\r\n?/g, '\n').trim() };
  });
}
