import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { staminaRoutes } from './stamina-routes.ts';

export const Stamina = Strict({
  value: Type.Integer({ minimum: 0, description: 'Stamina now; a game run costs `runCost` of it (see /api/config).' }),
  max: Type.Integer({ minimum: 1 }),
  refillSeconds: Type.Integer({ minimum: 1, description: 'One point comes back every this many seconds, up to the max.' }),
  nextPointAt: Type.Union([Timestamp, Type.Null()], { description: 'When the next point comes back; null when full.' }),
  fullAt: Type.Union([Timestamp, Type.Null()], { description: 'When stamina is at the max again; null when full.' }),
});
export type Stamina = Static<typeof Stamina>;

export const staminaSchemas = {
  getStamina: { response: Stamina },
} satisfies SchemasFor<typeof staminaRoutes>;
