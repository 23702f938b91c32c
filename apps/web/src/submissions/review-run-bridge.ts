import type { ResponseOf } from '@site/api-contract';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import type { StageRuns } from '../play/game-stage.tsx';
import { refusalFor } from '../play/run-bridge.ts';

export type FinishedReviewRun = ResponseOf<'finishReviewRun'>;

/** What happened to the game's requests in a review, for the card to show. */
export type ReviewRunEvent = { kind: 'started' } | { kind: 'finished'; finished: FinishedReviewRun } | { kind: 'refused'; error: ApiError };

/**
 * The host's answers to a version under review: review runs, which spend no stamina and pay
 * nothing, so the game is told it earned 0 coins and nothing about the moderator's stamina.
 */
export function reviewRunCallbacks(game: string, version: number, onEvent: (event: ReviewRunEvent) => void): StageRuns {
  const refused = (error: unknown): unknown => {
    if (error instanceof ApiError) onEvent({ kind: 'refused', error });
    return refusalFor(error);
  };
  return {
    onStartRun: async () => {
      try {
        const started = await api.call('startReviewRun', { params: { game, version: String(version) } });
        onEvent({ kind: 'started' });
        return { runId: started.run.id };
      } catch (error) {
        throw refused(error);
      }
    },
    onFinishRun: async ({ runId, score, level, completed }) => {
      try {
        const finished = await api.call('finishReviewRun', { params: { run: runId }, body: { score, completed, ...(level === undefined ? {} : { level }) } });
        onEvent({ kind: 'finished', finished });
        return { coins: '0', capped: false };
      } catch (error) {
        throw refused(error);
      }
    },
  };
}
