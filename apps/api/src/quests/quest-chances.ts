import type { QuestPoolEntry, RunBounds } from '@site/api-contract';
import type { StaminaConfig } from '../config/config.ts';
import type { Queryable } from '../db/database.ts';
import { summarisePlayableGames } from '../games/game-store.ts';
import { listGamesFinished } from '../runs/run-totals.ts';
import { listRunBounds } from '../runs/run-bounds-store.ts';

/**
 * What a player can do on the day of a draw, for the daily quests (docs/api/daily-streak-and-quests.md,
 * "Only quests a player can complete"): read when the quests are drawn, from the games published
 * then and the player's runs, so a quest is offered only when it can be completed that day.
 */
export interface QuestChances {
  /** Published games. */
  games: number;
  /** Published games the player never finished a run of that counts (runs/counted-run.ts). */
  newGames: number;
  /** Whether a published game has levels (a level to complete at its most score). */
  levelsGame: boolean;
  /** The most score one run of each reach_score entry's game can make: its table's most, within its plausibility bounds; absent for a game not published. */
  mostScores: ReadonlyMap<string, number>;
  /** Runs a day's stamina lets a player finish without paying: a full stamina and what comes back in 24 hours (Infinity when a run costs none). */
  runsADay: number;
}

const dayMs = 86_400_000;

/** Runs one day's stamina pays for: the most it holds, and what comes back in a day, at a run's cost. */
export const runsADayOf = (stamina: Pick<StaminaConfig, 'max' | 'refillSeconds' | 'runCost'>): number =>
  stamina.runCost === 0 ? Number.POSITIVE_INFINITY : Math.floor((stamina.max + Math.floor(dayMs / 1000 / stamina.refillSeconds)) / stamina.runCost);

/**
 * Whether the entry can be completed with these chances: nothing without a published game;
 * finish_runs and three_star_level within a day's runs (three stars needs a game with levels);
 * new_game within the published games the player has not finished a run of; reach_score within
 * the most score a run of its game can make; invite_friend whenever a game is published.
 */
export function completable(entry: Pick<QuestPoolEntry, 'kind' | 'target' | 'gameId'>, chances: QuestChances): boolean {
  if (chances.games === 0) return false;
  switch (entry.kind) {
    case 'finish_runs':
      return entry.target <= chances.runsADay;
    case 'three_star_level':
      return chances.levelsGame && entry.target <= chances.runsADay;
    case 'new_game':
      return entry.target <= Math.min(chances.newGames, chances.runsADay);
    case 'reach_score':
      return entry.gameId !== null && entry.target <= (chances.mostScores.get(entry.gameId) ?? 0);
    case 'invite_friend':
      return true;
  }
}

/** The most score of a game's run by its table, within its plausibility bounds (docs/api/plausibility-bounds.md). */
function mostWithinBounds(tableMost: number, bounds: RunBounds | undefined): number {
  let most = tableMost;
  if (bounds?.maxScore !== null && bounds?.maxScore !== undefined) most = Math.min(most, bounds.maxScore);
  if (bounds?.maxPointsPerSecond && bounds.maxRunSeconds) most = Math.min(most, bounds.maxPointsPerSecond * bounds.maxRunSeconds);
  return most;
}

/**
 * The player's chances for a draw from `pool` (its enabled entries): one statement for the
 * published games, and only when the pool needs them, one for the games the player finished a
 * run of (a new_game entry) and one for the plausibility bounds of the reach_score entries' games.
 */
export async function readQuestChances(db: Queryable, stamina: StaminaConfig, accountId: string, pool: readonly QuestPoolEntry[]): Promise<QuestChances> {
  const runsADay = runsADayOf(stamina);
  if (pool.length === 0) return { games: 0, newGames: 0, levelsGame: false, mostScores: new Map(), runsADay };
  const played = pool.some((entry) => entry.kind === 'new_game') ? await listGamesFinished(db, accountId) : [];
  const scored = [...new Set(pool.flatMap((entry) => (entry.kind === 'reach_score' && entry.gameId !== null ? [entry.gameId] : [])))];
  const summary = await summarisePlayableGames(db, { played, scored });
  const bounds = scored.length > 0 ? await listRunBounds(db, scored) : new Map<string, RunBounds>();
  const mostScores = new Map([...summary.mostScores].map(([gameId, most]) => [gameId, mostWithinBounds(most, bounds.get(gameId))] as const));
  return { games: summary.games, newGames: summary.unplayed, levelsGame: summary.withLevels, mostScores, runsADay };
}
