import type { DailyQuest } from '@site/api-contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '../economy/format-amount.ts';

/** What a quest asks, in the reader's language (of today's quests, or of those a run completed); a score grouped as the boards write it. */
export function questText(t: TFunction, language: string, quest: Pick<DailyQuest, 'kind' | 'target' | 'gameId' | 'gameTitle'>): string {
  if (quest.kind === 'reach_score') return t('daily.quest.reach_score', { target: formatAmount(String(quest.target), language), game: quest.gameTitle ?? quest.gameId ?? '' });
  if (quest.kind === 'new_game') return t('daily.quest.new_game');
  return t(`daily.quest.${quest.kind}`, { count: quest.target });
}
