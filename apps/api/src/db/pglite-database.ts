import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

const parsers = { [types.INT8]: (value: string) => BigInt(value), [types.NUMERIC]: (value: string) => value };

/** The embedded database: a folder on disk, or `memory://` for tests. One connection, so transactions queue. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { parsers });
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
  };
}
