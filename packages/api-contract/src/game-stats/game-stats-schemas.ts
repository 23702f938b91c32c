import { Type, type Static } from 'typebox';
import { Strict } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { GameId } from '../games/game-schemas.ts';
import { visibleOneLinePattern } from '../text-bounds.ts';
import { gameStatsLimits } from './game-stats-limits.ts';
import type { gameStatsRoutes } from './game-stats-routes.ts';

export const StageEventKind = Type.Union([Type.Literal('opened'), Type.Literal('ready'), Type.Literal('run_refused'), Type.Literal('game_error')]);

const Count = Type.Integer({ minimum: 0 });
const Coins = Type.String({ pattern: '^[0-9]{1,19}$', description: 'Game coins, a whole number as a decimal string.' });

export const DashboardDay = Strict({
  /** The UTC day, YYYY-MM-DD. */
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** Players who opened the game's page. */
  openers: Count,
  /** Players who started a run. */
  players: Count,
  /** Runs started. */
  plays: Count,
  /** Runs started that day and finished. */
  finished: Count,
  coinsPaid: Coins,
});
export type DashboardDay = Static<typeof DashboardDay>;

const DetailCount = Strict({ detail: Type.String(), count: Count });

export const GameDashboard = Strict({
  game: GameId,
  /** The version it is about; null for every version of the game. */
  version: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** Every day of the window, oldest first, days without anything as zeros. */
  days: Type.Array(DashboardDay),
  totals: Strict({
    openers: Count,
    players: Count,
    plays: Count,
    finished: Count,
    coinsPaid: Coins,
    /** Players who opened the page and finished a run in the window. */
    openersWhoFinished: Count,
  }),
  /** `openersWhoFinished / openers`, from 0 to 1; null with no opener. */
  conversion: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  /** Time to ready as players' stages measured it (one report per player and day, the last): null with none. */
  readyMs: Type.Union([Strict({ reports: Count, median: Count, p90: Count }), Type.Null()]),
  /** Players whose stage showed the game without its ready (all time). */
  readyTimeoutPlayers: Count,
  /** Runs the site refused, by error code, most first. */
  refusals: Type.Array(DetailCount),
  /** What the SDK host refused of the game's messages, most first. */
  gameErrors: Type.Array(DetailCount),
});
export type GameDashboard = Static<typeof GameDashboard>;

const Version = Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'The version number.' });

export const gameStatsSchemas = {
  reportStageEvent: {
    params: Strict({ game: GameId }),
    body: Strict({
      kind: StageEventKind,
      readyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: gameStatsLimits.readyMsMax, description: 'With `ready` only.' })),
      detail: Type.Optional(Type.String({ minLength: 1, maxLength: gameStatsLimits.detailMaxLength, pattern: visibleOneLinePattern, description: 'With `run_refused` and `game_error` only.' })),
    }),
    response: Strict({ version: Type.Integer({ minimum: 1 }) }),
  },
  getGameDashboard: {
    params: Strict({ game: GameId }),
    query: Strict({ version: Type.Optional(Version) }),
    response: GameDashboard,
  },
} satisfies SchemasFor<typeof gameStatsRoutes>;
