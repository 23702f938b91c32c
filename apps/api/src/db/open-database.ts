import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite in `DATA_DIR/pglite`. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  return openPgliteDatabase(config.dataDir.startsWith('memory://') ? config.dataDir : join(config.dataDir, 'pglite'));
}
