import type { ReplayRecord } from '@site/api-contract';
import { ApiError } from '../errors/api-error.ts';

/**
 * Checks that a replay record (docs/replays.md) can be this run's before anything is recorded or
 * paid: its seed is the one the run's start gave (422 `run_replay_invalid` for a record of another
 * run), its inputs come in time order (400 naming the input) and no later on the run clock than
 * the run has lasted by the server's clock (the run clock stops while the game is paused, never
 * runs ahead).
 */
export function checkReplayRecord(run: { seed: string | null; startedAt: Date }, record: ReplayRecord, now: Date): void {
  if (run.seed === null || record.seed !== run.seed) {
    throw new ApiError('run_replay_invalid', "The replay record's seed is not this run's: a record is of the run whose start gave its seed. Nothing was recorded or paid.");
  }
  let last = 0;
  for (const [index, { at }] of record.inputs.entries()) {
    if (at < last) {
      const field = `body.replay.inputs.${index}.at`;
      throw new ApiError('validation_failed', `${field}: an input comes no earlier on the run clock than the one before it (${last} ms).`, { field });
    }
    last = at;
  }
  const lasted = now.getTime() - run.startedAt.getTime();
  if (last > lasted) {
    throw new ApiError('run_replay_invalid', `The replay record's inputs run to ${last} ms on the run clock, but the run has lasted ${lasted} ms. Nothing was recorded or paid.`);
  }
}
