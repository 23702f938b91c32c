import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres } from '@site/testing/postgres';
import { createDatabase } from '../src/test-support/create-database.ts';

export interface BenchDatabase {
  name: string;
  /** What the server process needs to use it: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** The PostgreSQL server's process id (its backends are its children); none for PGlite, which runs in the server's process. */
  pid?: number;
  stop(): Promise<void>;
}

/** PGlite on disk in a fresh folder, as `npm start` runs it. */
export function pgliteOnDisk(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'api-bench-pglite-'));
  return Promise.resolve({
    name: 'PGlite (file)',
    env: { DATA_DIR: dir },
    stop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 (Debian's server), with one database for the server. */
export async function throwawayPostgres(): Promise<BenchDatabase> {
  const postgres = await startTestPostgres();
  const url = await createDatabase(postgres.url, 'bench');
  return { name: 'PostgreSQL', env: { DATABASE_URL: url }, pid: postgres.pid, stop: () => postgres.stop() };
}
