import type { AchievementText, GameAchievement, PlayerGameAchievement } from '@site/api-contract';
import type { AchievementView } from '@site/game-sdk/host';

/** An achievement's texts in the reader's language (`es-MX` reads `es`), else English, else the game's own. */
export function pickAchievementText(texts: readonly AchievementText[], readerLanguage: string): AchievementText {
  const reader = readerLanguage.toLowerCase().split('-')[0] ?? readerLanguage;
  const picked = texts.find((text) => text.language === reader) ?? texts.find((text) => text.language === 'en') ?? texts[0];
  return picked ?? { language: 'en', title: '', description: '' };
}

/** An achievement as the game hears it, in the player's language. */
export function achievementView(achievement: GameAchievement & Partial<Pick<PlayerGameAchievement, 'unlockedAt' | 'progress'>>, readerLanguage: string): AchievementView {
  const { title, description } = pickAchievementText(achievement.texts, readerLanguage);
  return { id: achievement.id, title, description, unlockedAt: achievement.unlockedAt ?? null, progress: achievement.progress ?? null };
}
