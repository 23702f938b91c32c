import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, JobQueueDriver, Queryable } from './database.ts';

export interface PgliteDatabase extends Database {
  /** The whole data folder as one uncompressed tar, to open copies of it from. */
  dumpImage(): Promise<Blob>;
}

const parsers = { [types.INT8]: (value: string) => BigInt(value), [types.NUMERIC]: (value: string) => value };

/**
 * The embedded database: a folder on disk, or `memory://` for tests. One connection, so
 * transactions queue. `image` starts it as a copy of another's data folder (`dumpImage`).
 */
export async function openPgliteDatabase(dataDir: string, options: { image?: Blob } = {}): Promise<PgliteDatabase> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { parsers, ...(options.image ? { loadDataDir: options.image } : {}) });
  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]): Promise<Row[]> =>
    (await target.query<Row>(sql, params as unknown[] | undefined)).rows;

  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        } satisfies Queryable)),
    close: () => db.close(),
    jobQueueDriver: pgliteJobQueueDriver(db),
    dumpImage: async () => db.dumpDataDir('none'),
  };
}

/**
 * pg-boss on the one connection. Its scripts without parameters (schema checks, its locked
 * maintenance blocks) may hold several statements, which only `exec` runs; a script that fails
 * half-way inside its own BEGIN is rolled back here, so the connection every request shares is
 * never left in an aborted transaction.
 */
function pgliteJobQueueDriver(db: PGlite): JobQueueDriver {
  return {
    async executeSql(text, values) {
      try {
        if (values && values.length > 0) return await db.query(text, values);
        const results = await db.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        if (db.isInTransaction()) await db.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}
