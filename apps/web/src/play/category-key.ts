import type { Game } from '@site/api-contract';

/** The translation key of a game's category (`play.categories.puzzle`). */
export function categoryKey(category: Game['category']): string {
  return `play.categories.${category}`;
}
