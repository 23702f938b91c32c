import type { StoredQuest } from './daily-quest-store.ts';

/** What moves a quest: a run the server accepted, or an invited friend's first accepted run. */
export type QuestEvent = { kind: 'run'; gameId: string; score: number; threeStars: boolean; newGame: boolean } | { kind: 'friend_played' };

/** How many of one a run or a friend's first run adds for each kind; a reach_score quest instead holds its best score so far. */
function stepOf(quest: Pick<StoredQuest, 'kind' | 'gameId'>, event: QuestEvent): number {
  if (event.kind === 'friend_played') return quest.kind === 'invite_friend' ? 1 : 0;
  switch (quest.kind) {
    case 'finish_runs':
      return 1;
    case 'three_star_level':
      return event.threeStars ? 1 : 0;
    case 'new_game':
      return event.newGame ? 1 : 0;
    case 'reach_score':
    case 'invite_friend':
      return 0;
  }
}

/** The quest's progress after the event, never past its target (docs/api/daily-streak-and-quests.md). */
export function progressAfter(quest: Pick<StoredQuest, 'kind' | 'gameId' | 'target' | 'progress'>, event: QuestEvent): number {
  if (quest.kind === 'reach_score') {
    const score = event.kind === 'run' && event.gameId === quest.gameId ? event.score : 0;
    return Math.min(Math.max(quest.progress, score), quest.target);
  }
  return Math.min(quest.progress + stepOf(quest, event), quest.target);
}
