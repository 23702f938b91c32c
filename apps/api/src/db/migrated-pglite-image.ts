import { writeFile } from 'node:fs/promises';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';

/**
 * Writes to `path` the data folder of a new PGlite with every migration applied, as one tar, for
 * databases to start as copies of (`openPgliteDatabase`'s `image`, PGLITE_IMAGE). Making a PGlite
 * from nothing (its initdb) costs seconds of CPU: a test run pays it once here.
 */
export async function writeMigratedPgliteImage(path: string): Promise<void> {
  const db = await openPgliteDatabase('memory://');
  try {
    await migrate(db);
    await writeFile(path, new Uint8Array(await (await db.dumpImage()).arrayBuffer()));
  } finally {
    await db.close();
  }
}
