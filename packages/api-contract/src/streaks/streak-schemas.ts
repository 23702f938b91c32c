import { Type, type Static } from 'typebox';
import { Day, Strict } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { Amount } from '../ledger/ledger-schemas.ts';
import type { streakRoutes } from './streak-routes.ts';

export const DailyStreak = Strict({
  day: Day,
  currentDays: Type.Integer({ minimum: 0, description: 'Days in a row with an accepted run, as of today; 0 once broken.' }),
  bestDays: Type.Integer({ minimum: 0 }),
  countedToday: Type.Boolean({ description: 'Whether today is counted already.' }),
  graceNeeded: Type.Boolean({ description: 'Yesterday was missed: a run today keeps the streak by the grace rule.' }),
  next: Strict({
    streakDay: Type.Integer({ minimum: 1, description: 'The streak day the next counted day makes.' }),
    coins: Amount,
    onDay: Day,
  }),
  lastEnded: Type.Union(
    [
      Strict({
        days: Type.Integer({ minimum: 2, description: 'Its days in a row.' }),
        lastDay: Type.String({ ...Day, description: 'Its last day counted (UTC, YYYY-MM-DD); a device that told this streak remembers this day.' }),
      }),
      Type.Null(),
    ],
    {
      description:
        'The last streak that ended, of 2 days or more: while no day has counted since it ended, and for 7 days from the first day of the streak that followed (while that one lasts); else null.',
    },
  ),
});
export type DailyStreak = Static<typeof DailyStreak>;

export const streakSchemas = {
  getStreak: { response: DailyStreak },
} satisfies SchemasFor<typeof streakRoutes>;
