import { Type, type Static } from 'typebox';
import { CountryCode } from '../account/account-schemas.ts';
import { Day, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { leagueRoutes } from './league-routes.ts';

/** From the lowest; a new player starts in the first. */
export const leagueTiers = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export const LeagueTier = Type.Enum(leagueTiers);
export type LeagueTier = Static<typeof LeagueTier>;

export const leagueOutcomes = ['promoted', 'stayed', 'demoted'] as const;
export const LeagueOutcome = Type.Enum(leagueOutcomes);
export type LeagueOutcome = Static<typeof LeagueOutcome>;

export const LeagueRow = Strict({
  place: Type.Integer({ minimum: 1, maximum: 50 }),
  displayName: Type.String(),
  points: Type.Integer({ minimum: 0 }),
  /** Accepted runs that earned points this week. */
  runs: Type.Integer({ minimum: 0 }),
  you: Type.Boolean(),
  /** The zone the place is in: promoted, stayed or demoted when the week closes as it stands (final once `closed`). */
  outcome: LeagueOutcome,
  /** Game coins the place pays at the close (paid once `closed`). */
  reward: Type.String({ pattern: '^[0-9]+$', maxLength: 20 }),
});
export type LeagueRow = Static<typeof LeagueRow>;

export const LeagueTable = Strict({
  weekStart: Day,
  endsAt: Timestamp,
  tier: LeagueTier,
  /** Whether the week's close has ranked it and paid its places. */
  closed: Type.Boolean(),
  /** How many of the top promote and of the bottom demote. */
  promote: Type.Integer({ minimum: 0, maximum: 50 }),
  demote: Type.Integer({ minimum: 0, maximum: 50 }),
  rows: Type.Array(LeagueRow, { maxItems: 50 }),
});
export type LeagueTable = Static<typeof LeagueTable>;

export const MyLeague = Strict({
  /** The server's clock now: count down to `weekEndsAt` from it, not from the device's. */
  now: Timestamp,
  weekStart: Day,
  weekEndsAt: Timestamp,
  /** The player's tier this week (where their next accepted run places them, if it has not yet). */
  tier: LeagueTier,
  current: Type.Union([LeagueTable, Type.Null()]),
  /** Last week's table, when the player played in it. */
  previous: Type.Union([LeagueTable, Type.Null()]),
});
export type MyLeague = Static<typeof MyLeague>;

export const LeagueCircleRow = Strict({
  place: Type.Integer({ minimum: 1 }),
  displayName: Type.String(),
  tier: LeagueTier,
  points: Type.Integer({ minimum: 0 }),
  runs: Type.Integer({ minimum: 0 }),
  you: Type.Boolean(),
});
export type LeagueCircleRow = Static<typeof LeagueCircleRow>;

/** A week's league points among friends or in a country, across tiers and cohorts. */
export const LeagueCircle = Strict({
  weekStart: Day,
  weekEndsAt: Timestamp,
  rows: Type.Array(LeagueCircleRow, { maxItems: 100 }),
});
export type LeagueCircle = Static<typeof LeagueCircle>;

export const leagueSchemas = {
  getMyLeague: { response: MyLeague },
  getLeagueFriends: { response: LeagueCircle },
  getLeagueCountry: { response: Strict({ ...LeagueCircle.properties, country: Type.Union([CountryCode, Type.Null()]) }) },
} satisfies SchemasFor<typeof leagueRoutes>;
