import pg from 'pg';
import type { CommitParameter, CommitStatement, Database, Queryable } from './database.ts';
import { preparedNameOf } from './prepared-statements.ts';

const INT8 = 20;
const NUMERIC = 1700;
/** pg's own parsers, typed by oid number (its typings want an enum member). */
const defaultTypeParser = pg.types.getTypeParser.bind(pg.types) as (oid: number, format?: 'text' | 'binary') => unknown;

/**
 * COMMIT, after `statements` in the same message (the simple protocol runs them in order and
 * stops at the first error, leaving the transaction aborted): no round trip between the last
 * writes and the commit.
 */
async function commit(client: pg.PoolClient, statements: readonly CommitStatement[]): Promise<void> {
  const text = [...statements.map((statement) => withLiterals(client, statement.sql, statement.params)), 'COMMIT'].join(';\n');
  try {
    await client.query(text);
  } catch (error) {
    for (const statement of statements) {
      const explained = statement.explain?.(error);
      if (explained) throw explained;
    }
    throw error;
  }
}

/** `sql` with each `$n` replaced by its parameter as a quoted literal (pg's own escaping). */
function withLiterals(client: pg.PoolClient, sql: string, params: readonly CommitParameter[]): string {
  const literal = (value: CommitParameter): string => {
    if (value === null) return 'NULL';
    if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
    return client.escapeLiteral(String(value));
  };
  return sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (value === undefined) throw new Error(`no parameter $${index} for ${sql}`);
    return literal(value);
  });
}

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

  const run = async <Row>(target: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<Row[]> => {
    const name = preparedNameOf(sql);
    const values = params as unknown[] | undefined;
    return (await (name === undefined ? target.query(sql, values) : target.query({ name, text: sql, values }))).rows as Row[];
  };
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
      const commitStatements: (() => CommitStatement | null)[] = [];
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: (sql, params) => run(client, sql, params),
          exec: execOn(client),
          withCommit: (last) => commitStatements.push(last),
        };
        const result = await work(tx);
        await commit(client, commitStatements.map((build) => build()).filter((statement) => statement !== null));
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
