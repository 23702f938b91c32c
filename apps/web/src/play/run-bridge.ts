import type { ResponseOf } from '@site/api-contract';
import { GameRunRefusal, type GameHostCallbacks } from '@site/game-sdk/host';
import { accountStore } from '../account/account-state.ts';
import { api } from '../api/api.ts';
import { invalidateApiQueries } from '../api/api-query.ts';
import { ApiError } from '@site/api-contract/client';
import { finishWhenAllowed } from './finish-when-allowed.ts';
import { i18n } from '../i18n/i18n.ts';
import { achievementView } from './achievement-text.ts';

export type StartedRun = ResponseOf<'startRun'>;
export type FinishedRun = ResponseOf<'finishRun'>;

/** What happened to the game's requests, for the page to show beside the frame. */
export type RunEvent =
  | { kind: 'started'; started: StartedRun }
  /** The game finished its run; the result is being saved (after the minimum run time, if it was quick). */
  | { kind: 'saving' }
  | { kind: 'finished'; started: StartedRun | null; finished: FinishedRun }
  | { kind: 'refused'; phase: 'start' | 'finish'; error: ApiError };

/** The server's refusal as the game may see it: a code it can act on, and no internal detail. */
export function refusalFor(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const options = error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
  if (error.code === 'not_enough_stamina') return new GameRunRefusal('not_enough_stamina', 'Not enough stamina.', options);
  if (error.status === 401) return new GameRunRefusal('signed_out', 'The player is not signed in.');
  if (error.status === 429) return new GameRunRefusal('rate_limited', 'Too many requests.', options);
  if (error.status >= 400 && error.status < 500) return new GameRunRefusal('refused', 'The site refused the request.', options);
  return error;
}

/**
 * The host's answers to a game of `gameId`: `startRun` spends stamina on the server, `finishRun`
 * reports the score and is paid from the reward table; both report to `onEvent`, and a refusal
 * reaches the game as a code (never the server's own message). A finish sent before the run's
 * minimum time is held here until then (the game is kept waiting, not refused), and goes on if
 * the stage closes meanwhile: the page still shows its outcome.
 */
export function runCallbacks(gameId: string, onEvent: (event: RunEvent) => void): Pick<GameHostCallbacks, 'onStartRun' | 'onFinishRun'> {
  let started: StartedRun | null = null;
  // When the run may be finished, on this page's clock.
  let finishableAt: number | null = null;
  return {
    // A version-2 game's request id goes to the server: a retry after a lost answer is the first run.
    onStartRun: async ({ requestId }) => {
      // A visitor playing without an account: the game hears it and plays without a run; nothing to report.
      if (accountStore.get().status === 'signed-out') throw new GameRunRefusal('signed_out', 'The player is not signed in.');
      try {
        started = await api.call('startRun', { params: { game: gameId }, ...(requestId === undefined ? {} : { query: { requestId } }) });
      } catch (error) {
        if (error instanceof ApiError) onEvent({ kind: 'refused', phase: 'start', error });
        throw refusalFor(error);
      }
      finishableAt = Date.now() + Date.parse(started.run.finishableAt) - Date.parse(started.run.startedAt);
      onEvent({ kind: 'started', started });
      // The seed reaches a version-2 game, whose replay record carries it back (docs/replays.md).
      return { runId: started.run.id, stamina: { current: started.staminaAfter.value, max: started.staminaAfter.max }, ...(started.seed === undefined ? {} : { seed: started.seed }) };
    },
    // A game the server replays (Levels) sends its moves with the finish, and a game that records
    // its runs its replay record: both go on to the server as they came.
    onFinishRun: async ({ runId, score, level, completed, moves, replay }) => {
      let finished: FinishedRun;
      onEvent({ kind: 'saving' });
      try {
        const finish = () => api.call('finishRun', { params: { run: runId }, body: { score, completed, ...(level === undefined ? {} : { level }), ...(moves === undefined ? {} : { moves }), ...(replay === undefined ? {} : { replay }) } });
        finished = await finishWhenAllowed(finish, started?.run.id === runId ? finishableAt : null);
      } catch (error) {
        if (error instanceof ApiError) onEvent({ kind: 'refused', phase: 'finish', error });
        throw refusalFor(error);
      }
      const startedHere = started?.run.id === runId ? started : null;
      // The run paid coins, may have completed a level and placed a score: pages showing them read them again.
      void invalidateApiQueries('getEconomySummary', 'getLevelsProgress', 'getLeaderboard', 'getLeaderboardAroundMe', 'getLeaderboardFriends', 'getMyLeaderboardRanks', 'getStreak', 'getDailyQuests', 'getMyAchievements', 'getGameAchievements');
      onEvent({ kind: 'finished', started: startedHere, finished });
      return {
        coins: finished.earned,
        capped: finished.cappedBy !== null,
        gameCoinBalance: finished.balances.game_coin,
        stamina: { current: finished.stamina.value, max: finished.stamina.max },
        // Told to the game (protocol version 2) as `achievementUnlocked` events: its own achievements only.
        achievementsUnlocked: (finished.achievements?.game ?? []).filter((achievement) => achievement.gameId === gameId).map((achievement) => achievementView({ ...achievement, unlockedAt: finished.run.finishedAt }, i18n.language)),
        // The receipt (protocol version 2): what the page shows in its outcome, for the game to show too.
        ...(startedHere && {
          receipt: {
            score: finished.run.score ?? score,
            tableReward: finished.tableReward,
            cappedBy: finished.cappedBy,
            staminaSpent: startedHere.staminaCost,
            leftToday: finished.dailyRewards.leftToday,
          },
        }),
      };
    },
  };
}
