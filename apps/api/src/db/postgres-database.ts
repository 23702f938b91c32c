import pg from 'pg';
import type { Database, Queryable } from './database.ts';

const INT8 = 20;
const NUMERIC = 1700;
/** pg's own parsers, typed by oid number (its typings want an enum member). */
const defaultTypeParser = pg.types.getTypeParser.bind(pg.types) as (oid: number, format?: 'text' | 'binary') => unknown;

/**
 * A real PostgreSQL through a connection pool. A query waits at most `connectTimeoutMs` (5 s) for
 * a connection: longer means the server is overwhelmed, and the request fails instead of hanging.
 */
export function openPostgresDatabase(url: string, options: { maxConnections?: number; connectTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return (value: string) => BigInt(value);
        if (oid === NUMERIC) return (value: string) => value;
        return defaultTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  const run = async <Row>(target: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<Row[]> =>
    (await target.query(sql, params as unknown[] | undefined)).rows as Row[];
  const execOn = (target: pg.Pool | pg.PoolClient) => async (sql: string): Promise<void> => {
    await target.query(sql);
  };

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: execOn(pool),
    async transaction(work) {
      const client = await pool.connect();
      // The server going away while the client is checked out (a restart between two queries of
      // the transaction) is emitted as 'error' on the client: unheard, it would end the process.
      // The next query fails instead (the request answers 503), and the client is not reused.
      let lost: Error | undefined;
      const onLost = (error: Error): void => {
        lost = error;
      };
      client.on('error', onLost);
      const lastWork: (() => Promise<void>)[] = [];
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => run(client, sql, params), exec: execOn(client), beforeCommit: (last) => lastWork.push(last) };
        const result = await work(tx);
        for (const last of lastWork) await last();
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
    // The job queue shares the pool. A script without parameters may hold several statements
    // (pg's simple protocol runs them on one connection); their rows are given as one list.
    jobQueueDriver: {
      async executeSql(text, values) {
        const result = (await pool.query(text, values)) as pg.QueryResult<Record<string, unknown>> | pg.QueryResult<Record<string, unknown>>[];
        return { rows: Array.isArray(result) ? result.flatMap((part) => part.rows) : result.rows };
      },
    },
  };
}
