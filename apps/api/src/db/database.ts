/** Anything that runs SQL: the database itself or one transaction. Parameters are `$1`, `$2`, …. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * In a transaction of a real PostgreSQL only: `work` runs last, just before COMMIT (in the order
   * given). A row locked there is held for the commit alone: for rows every transaction writes.
   */
  beforeCommit?(work: () => Promise<void>): void;
}

/**
 * The one data layer (docs/decisions/001-raw-sql-over-an-orm.md, 003-pglite-by-default.md): PostgreSQL's SQL on the embedded PGlite or a real PostgreSQL.
 * Both return `int8` as bigint, `timestamptz` as Date and `numeric` as string.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The job queue's way in (src/jobs/): PGlite's one connection, or PostgreSQL's pool. */
  readonly jobQueueDriver: JobQueueDriver;
}

/** pg-boss's `db` option: one statement with `$n` parameters, or a script of several without. */
export interface JobQueueDriver {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
