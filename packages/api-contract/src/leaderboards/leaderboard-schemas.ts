import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { CountryCode } from '../account/account-schemas.ts';
import { GameId } from '../games/game-schemas.ts';
import type { leaderboardRoutes } from './leaderboard-routes.ts';
import { leaderboardPeriods } from './leaderboard-periods.ts';

export { leaderboardPeriods };
export const LeaderboardPeriod = Type.Enum(leaderboardPeriods, { description: 'all: all-time; week: from Monday 00:00 UTC; day: the UTC day.' });
export type LeaderboardPeriod = Static<typeof LeaderboardPeriod>;

/** How many rows the top of a board shows, and how many players around the asking one. */
export const leaderboardLimits = { top: 100, aroundEachSide: 5, friends: 100, country: 100, mine: 50 } as const;

const BoardQuery = Strict({
  period: Type.Optional(LeaderboardPeriod),
  level: Type.Optional(Type.String({ maxLength: 3, pattern: '^[1-9][0-9]{0,2}$', description: "The level's board, for a game with levels (required there)." })),
});

export const LeaderboardEntry = Strict({
  /** 1 for the best; of equal scores, the one reached first ranks first. Among friends: the rank among them. */
  rank: Type.Integer({ minimum: 1 }),
  displayName: Type.String(),
  score: Type.Integer({ minimum: 0 }),
  /** When the player first reached this score in the period. */
  reachedAt: Timestamp,
  /** The signed-in player's own row. */
  you: Type.Boolean(),
  /** The row's run was replayed by the site to the score it claimed (docs/replays.md). */
  verified: Type.Boolean(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

const boardFields = {
  game: GameId,
  /** The level of the board; null for a game without levels. */
  level: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  period: LeaderboardPeriod,
  /** When the current period began (the all-time board: 1970-01-01). */
  periodStart: Timestamp,
  /** When the board starts afresh; null for all-time. */
  resetsAt: Type.Union([Timestamp, Type.Null()]),
  entries: Type.Array(LeaderboardEntry),
};

export const Leaderboard = Strict(boardFields);
export type Leaderboard = Static<typeof Leaderboard>;

export const MyLeaderboardRank = Strict({
  game: GameId,
  gameTitle: Type.String(),
  level: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  rank: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0 }),
  reachedAt: Timestamp,
});
export type MyLeaderboardRank = Static<typeof MyLeaderboardRank>;

const boardParams = Strict({ game: GameId });

export const leaderboardSchemas = {
  getLeaderboard: { params: boardParams, query: BoardQuery, response: Leaderboard },
  getLeaderboardAroundMe: { params: boardParams, query: BoardQuery, response: Strict({ ...boardFields, me: Type.Union([LeaderboardEntry, Type.Null()]) }) },
  getLeaderboardFriends: { params: boardParams, query: BoardQuery, response: Leaderboard },
  getLeaderboardCountry: { params: boardParams, query: BoardQuery, response: Strict({ ...boardFields, country: Type.Union([CountryCode, Type.Null()]) }) },
  getMyLeaderboardRanks: {
    query: Strict({ period: Type.Optional(LeaderboardPeriod) }),
    response: Strict({ period: LeaderboardPeriod, periodStart: Timestamp, ranks: Type.Array(MyLeaderboardRank) }),
  },
} satisfies SchemasFor<typeof leaderboardRoutes>;
