import type { DailyQuest } from '@site/api-contract';
import type { TFunction } from 'i18next';

/** What a quest asks, in the reader's language (of today's quests, or of those a run completed). */
export function questText(t: TFunction, quest: Pick<DailyQuest, 'kind' | 'target' | 'gameId' | 'gameTitle'>): string {
  if (quest.kind === 'reach_score') return t('daily.quest.reach_score', { target: quest.target, game: quest.gameTitle ?? quest.gameId ?? '' });
  if (quest.kind === 'new_game') return t('daily.quest.new_game');
  return t(`daily.quest.${quest.kind}`, { count: quest.target });
}
