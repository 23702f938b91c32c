import type { InspectionReport } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { findGameOwner } from '../games/game-store.ts';
import { findInspection } from './inspection-store.ts';

const noReport = (game: string, version: number): ApiError => new ApiError('not_found', `There is no inspection of version ${version} of "${game}".`);

/** Any version's report (staff); 404 when the version has none (submitted before the inspector). */
export async function requireInspection(db: Queryable, game: string, version: number): Promise<InspectionReport> {
  const report = await findInspection(db, game, version);
  if (!report) throw noReport(game, version);
  return report;
}

/** The owner's report: another account's version answers 404, as if it did not exist. */
export async function requireOwnInspection(db: Queryable, owner: string, game: string, version: number): Promise<InspectionReport> {
  const row = await findGameOwner(db, game);
  if (row?.ownerAccountId !== owner) throw noReport(game, version);
  return requireInspection(db, game, version);
}
