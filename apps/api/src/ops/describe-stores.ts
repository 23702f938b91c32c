import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import { urlWithoutPassword } from '../text/url-without-password.ts';

/**
 * Where this process keeps its data, for its start-up log line: an operator who forgot
 * `DATABASE_URL` or `S3_*` on a machine sees the embedded database or a local folder named there,
 * not only in `/api/ready` (docs/api/processes-and-machines.md). Never a password or a key.
 */
export function describeStores(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir' | 's3'>): { database: string; files: string } {
  const database = config.databaseUrl
    ? `PostgreSQL at ${urlWithoutPassword(config.databaseUrl)}`
    : config.dataDir.startsWith('memory://')
      ? 'the embedded PGlite, in memory (nothing kept)'
      : `the embedded PGlite in ${join(config.dataDir, 'pglite')} (this process alone: one machine, no job workers apart)`;
  const files = config.s3
    ? `the bucket ${config.s3.bucket} at ${config.s3.endpoint}`
    : config.filesDir === null
      ? 'memory (nothing kept)'
      : `the folder ${config.filesDir} (this machine's disk)`;
  return { database, files };
}
