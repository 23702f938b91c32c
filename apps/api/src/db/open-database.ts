import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite in `DATA_DIR/pglite`, a
 * copy of `PGLITE_IMAGE` when that folder holds no database yet.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteImage'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  const folder = config.dataDir.startsWith('memory://') ? config.dataDir : join(config.dataDir, 'pglite');
  const made = !folder.startsWith('memory://') && existsSync(join(folder, 'PG_VERSION'));
  if (config.pgliteImage === null || made) return openPgliteDatabase(folder);
  return openPgliteDatabase(folder, { image: new Blob([await readFile(config.pgliteImage)]) });
}
