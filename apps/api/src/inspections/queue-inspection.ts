import type { Queryable } from '../db/database.ts';
import { insertJob } from '../jobs/job-store.ts';
import { insertQueuedInspection } from './inspection-store.ts';

/** The queue of version inspections (created by migration 028 with its retries and time limit). */
export const inspectionQueue = 'inspect-version';

export interface InspectionJobData {
  game: string;
  version: number;
}

/** Called in the transaction that stores a submitted version: its inspection is queued with it. */
export async function queueInspection(tx: Queryable, game: string, version: number, now: Date): Promise<void> {
  await insertQueuedInspection(tx, game, version, now);
  await insertJob(tx, inspectionQueue, { game, version } satisfies InspectionJobData);
}
