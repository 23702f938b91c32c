import { availableParallelism } from 'node:os';
import type { EnvReader } from './env-reader.ts';

/**
 * CLUSTER_WORKERS (docs/api/processes-and-machines.md): how many server processes
 * `dist/main.js` runs on one port with Node's cluster; unset or 1: this process serves alone;
 * `auto`: one per core. `npm start` always runs one.
 */
export function readClusterWorkers(read: EnvReader, env: Record<string, string | undefined>, databaseUrl: string | null): number {
  const given = env.CLUSTER_WORKERS?.trim() ?? '';
  const workers = given === 'auto' ? availableParallelism() : read.setting('CLUSTER_WORKERS');
  if (workers > 1 && databaseUrl === null) {
    read.problems.push(`CLUSTER_WORKERS: several processes need DATABASE_URL: the embedded database belongs to one process (got ${JSON.stringify(given)})`);
    return 1;
  }
  return workers;
}
