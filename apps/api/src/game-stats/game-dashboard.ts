import { gameStatsLimits, type GameDashboard } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { findGameOwner, findVersionState } from '../games/game-store.ts';
import { listReadyTimeouts } from '../games/ready-timeout-store.ts';
import { countRunPlayers, listRunDays } from '../runs/run-store.ts';
import { listOpeners, listOpenersByDay, listTopDetails, summariseReadyTimes, type StatsWindow } from './stage-report-store.ts';

const dayMs = 86_400_000;

/** The UTC days of the window ending today, oldest first (YYYY-MM-DD). */
export function windowDays(now: Date, days: number = gameStatsLimits.dashboardDays): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * dayMs).toISOString().slice(0, 10));
}

/** 404 for an unknown game or version, 403 for someone else's game. */
async function requireOwnGame(db: Queryable, owner: string, gameId: string, version: number | null): Promise<void> {
  const game = await findGameOwner(db, gameId);
  if (!game) throw new ApiError('not_found', `There is no game "${gameId}".`, { field: 'params.game' });
  if (game.ownerAccountId !== owner) throw new ApiError('forbidden', "Only a game's owner may read its dashboard.", { field: 'params.game' });
  if (version !== null && !(await findVersionState(db, gameId, version))) throw new ApiError('not_found', `There is no version ${version} of "${gameId}".`, { field: 'query.version' });
}

/**
 * The maker's dashboard of a game (or one version) over the last 30 UTC days, from the database's
 * own records: the game's runs (runs/), what players' stages reported (this folder's table) and
 * the ready timeouts (games/).
 */
export async function readGameDashboard(db: Queryable, owner: string, gameId: string, version: number | null, now: Date): Promise<GameDashboard> {
  await requireOwnGame(db, owner, gameId, version);
  const days = windowDays(now);
  const window: StatsWindow = { gameId, version, fromDay: days[0] ?? '' };
  const [runDays, openersByDay, openers, readyMs, refusals, gameErrors, timeouts] = [
    await listRunDays(db, window),
    await listOpenersByDay(db, window),
    await listOpeners(db, window),
    await summariseReadyTimes(db, window),
    await listTopDetails(db, window, 'run_refused'),
    await listTopDetails(db, window, 'game_error'),
    await listReadyTimeouts(db, [gameId]),
  ];
  const runs = await countRunPlayers(db, window, openers);
  const runsByDay = new Map(runDays.map((day) => [day.day, day]));
  const dayViews = days.map((day) => {
    const run = runsByDay.get(day);
    return { day, openers: openersByDay.get(day) ?? 0, players: run?.players ?? 0, plays: run?.plays ?? 0, finished: run?.finished ?? 0, coinsPaid: (run?.coinsPaid ?? 0n).toString() };
  });
  let timeoutPlayers = 0;
  for (const [key, value] of timeouts) if (version === null || key === `${gameId}/${version}`) timeoutPlayers += value.players;
  return {
    game: gameId,
    version,
    days: dayViews,
    totals: {
      openers: openers.length,
      players: runs.players,
      plays: runDays.reduce((sum, day) => sum + day.plays, 0),
      finished: runDays.reduce((sum, day) => sum + day.finished, 0),
      coinsPaid: runDays.reduce((sum, day) => sum + day.coinsPaid, 0n).toString(),
      openersWhoFinished: runs.finishersAmong,
    },
    conversion: openers.length === 0 ? null : runs.finishersAmong / openers.length,
    readyMs,
    readyTimeoutPlayers: timeoutPlayers,
    refusals,
    gameErrors,
  };
}
