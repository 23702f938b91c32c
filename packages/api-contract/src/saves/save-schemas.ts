import { Type } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { GameId } from '../games/game-schemas.ts';
import type { saveRoutes } from './save-routes.ts';

export const SaveView = Strict({
  /** 1 for the first save, one more for each save after it. */
  version: Type.Integer({ minimum: 1 }),
  /** What the game stored: any JSON value. */
  data: Type.Unknown(),
  /** Bytes of `data` as JSON text (UTF-8). */
  bytes: Type.Integer({ minimum: 0 }),
  updatedAt: Timestamp,
});

export const saveSchemas = {
  getGameSave: {
    params: Strict({ game: GameId }),
    response: Strict({ save: Type.Union([SaveView, Type.Null()]) }),
  },
  putGameSave: {
    params: Strict({ game: GameId }),
    body: Strict({
      baseVersion: Type.Integer({ minimum: 0, maximum: 2_000_000_000, description: 'The version this save was based on (the one load answered); 0 when there was none.' }),
      data: Type.Unknown({ description: 'Any JSON value, at most 256 KiB as JSON text.' }),
    }),
    response: Strict({ save: SaveView }),
  },
} satisfies SchemasFor<typeof saveRoutes>;
