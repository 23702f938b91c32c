import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

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
    dumpImage: async () => db.dumpDataDir('none'),
  };
}
